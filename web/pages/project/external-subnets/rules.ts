/*
 * External subnet actions by attachment state, as data. Like floating IPs the API has
 * no state field: attached means `instanceId` is set, and the server refuses to delete
 * an attached subnet or attach one that is already attached.
 */
import { predicatesFromTable, reasonIfDisallowed } from '../../../api/rules/predicates'

export type ExternalSubnetState = 'attached' | 'detached'

export const externalSubnetActions = {
  attach: ['detached'],
  detach: ['attached'],
  delete: ['detached'],
} satisfies Record<string, ExternalSubnetState[]>

type HasInstance = { instanceId?: string | null }
export const externalSubnetState = (e: HasInstance): ExternalSubnetState => (e.instanceId ? 'attached' : 'detached')

export const externalSubnetCan = predicatesFromTable<keyof typeof externalSubnetActions, ExternalSubnetState, HasInstance>(externalSubnetActions, externalSubnetState)

export const externalSubnetActionDisabled = (action: keyof typeof externalSubnetActions, e: HasInstance) =>
  reasonIfDisallowed(externalSubnetCan[action], e, 'external subnet')
