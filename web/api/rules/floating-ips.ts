/*
 * Floating IP actions by attachment state, as data (SPEC §4 "Floating IPs can be attached
 * and detached"). The API has no state field: attached means `instanceId` is set.
 * Deleting needs a detached IP, as the API refuses to delete one in use.
 */
import { predicatesFromTable, reasonIfDisallowed } from './predicates'

export type FloatingIpState = 'attached' | 'detached'

export const floatingIpActions = {
  attach: ['detached'],
  detach: ['attached'],
  delete: ['detached'],
} satisfies Record<string, FloatingIpState[]>

type HasInstance = { instanceId?: string | null }
export const floatingIpState = (f: HasInstance): FloatingIpState => (f.instanceId ? 'attached' : 'detached')

export const floatingIpCan = predicatesFromTable<keyof typeof floatingIpActions, FloatingIpState, HasInstance>(floatingIpActions, floatingIpState)

export const floatingIpActionDisabled = (action: keyof typeof floatingIpActions, f: HasInstance) =>
  reasonIfDisallowed(floatingIpCan[action], f, 'floating IP')
