/* BGP display rules as data (STYLE 7): a message's direction as a badge colour. */
import type { BadgeColor } from './predicates'

/** The two halves of a peer's message history (nexus.json BgpMessageHistory: sent and received). */
export type BgpMessageDirection = 'sent' | 'received'

export const bgpMessageDirectionColor: Record<BgpMessageDirection, BadgeColor> = { sent: 'blue', received: 'purple' }
