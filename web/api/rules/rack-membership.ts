/*
 * Rack membership (adding sleds) as data (STYLE 7): each state's label and colour, and
 * what an in-progress change allows. nexus.json RackMembershipStatus: in_progress until
 * every new sled acknowledges, then committed; or aborted.
 */
import type { RackMembershipStatus } from '../generated/types'
import { type BadgeColor, predicatesFromTable } from './predicates'

export type RackMembershipState = RackMembershipStatus['state']

export const membershipStateLabel: Record<RackMembershipState, string> = {
  in_progress: 'In progress',
  committed: 'Committed',
  aborted: 'Aborted',
}
export const membershipStateColor: Record<RackMembershipState, BadgeColor> = {
  in_progress: 'blue',
  committed: 'default',
  aborted: 'notice',
}

export const membershipActions = {
  // only a change still under way can be aborted
  abort: ['in_progress'],
  // while under way the status moves by itself: spin and poll
  poll: ['in_progress'],
} satisfies Record<string, RackMembershipState[]>

export const membershipCan = predicatesFromTable<
  keyof typeof membershipActions,
  RackMembershipState,
  Pick<RackMembershipStatus, 'state'>
>(membershipActions, (s) => s.state)

/** While in progress: which sleds the rack still waits for; undefined otherwise. */
export function progressText(status: RackMembershipStatus): string | undefined {
  if (!membershipCan.poll(status)) return undefined
  const waiting = status.unacknowledgedMembers.map((m) => m.serialNumber)
  return waiting.length === 0
    ? 'All new sleds joined; committing'
    : `Waiting for ${waiting.length === 1 ? 'sled' : 'sleds'} ${waiting.join(', ')} to join`
}
