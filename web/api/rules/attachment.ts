/*
 * Actions of a resource that attaches to one instance at a time (floating IPs, external
 * subnets), by attachment state. The API has no state field for these: attached means
 * `instanceId` is set; the server refuses to attach an attached one or delete one in use.
 */
import { predicatesFromTable } from './predicates'

export type AttachmentState = 'attached' | 'detached'
export type HasInstance = { instanceId?: string | null }

export const attachmentActions = {
  attach: ['detached'],
  detach: ['attached'],
  delete: ['detached'],
} satisfies Record<string, AttachmentState[]>

export type AttachmentAction = keyof typeof attachmentActions

export const attachmentState = (x: HasInstance): AttachmentState => (x.instanceId ? 'attached' : 'detached')

export const attachmentCan = predicatesFromTable<AttachmentAction, AttachmentState, HasInstance>(
  attachmentActions,
  attachmentState,
)
