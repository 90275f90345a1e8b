/*
 * Floating IP actions by attachment state, as data (the rules: states "Floating IPs can be attached
 * and detached"): the shared table of ./attachment.ts. Deleting needs a detached IP, as the
 * API refuses to delete one in use.
 */
import {
  type AttachmentAction,
  type AttachmentState,
  type HasInstance,
  attachmentActions,
  attachmentCan,
  attachmentState,
} from './attachment'
import { reasonIfDisallowed } from './predicates'

export type FloatingIpState = AttachmentState
export const floatingIpActions = attachmentActions
export const floatingIpState = attachmentState
export const floatingIpCan = attachmentCan

export const floatingIpActionDisabled = (action: AttachmentAction, f: HasInstance) =>
  reasonIfDisallowed(floatingIpCan[action], f, 'floating IP')
