/*
 * External subnet actions by attachment state, as data: like floating IPs (the shared table
 * of ./attachment.ts), the server refuses to delete an attached subnet or attach one that is
 * already attached.
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

export type ExternalSubnetState = AttachmentState
export const externalSubnetActions = attachmentActions
export const externalSubnetState = attachmentState
export const externalSubnetCan = attachmentCan

export const externalSubnetActionDisabled = (action: AttachmentAction, e: HasInstance) =>
  reasonIfDisallowed(externalSubnetCan[action], e, 'external subnet')
