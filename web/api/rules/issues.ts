/*
 * System issues (system/issues) as data: how severe each cause is and the badge it gets.
 * The causes themselves are asked of each resource's rules (sledAttention, physicalDiskAttention
 * in ./sleds.ts); the page only words them.
 */
import type { IpPoolUtilization } from '../generated/types'
import type { BadgeColor } from './predicates'
import type { SledAttention } from './sleds'

export type IssueSeverity = 'error' | 'warning'

export const issueSeverityColor: Record<IssueSeverity, BadgeColor> = { error: 'destructive', warning: 'notice' }

export const sledAttentionSeverity: Record<SledAttention, IssueSeverity> = {
  expunged: 'error',
  out_of_service: 'error',
  not_provisionable: 'warning',
}

/** A pool with no free address: an error when it is full, a warning when it has no ranges at all. */
export function poolExhaustedSeverity(u: Pick<IpPoolUtilization, 'remaining' | 'capacity'>): IssueSeverity | undefined {
  if (u.remaining > 0) return undefined
  return u.capacity === 0 ? 'warning' : 'error'
}
