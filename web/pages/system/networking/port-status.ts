/*
 * The switch's link state for a port (networkingSwitchPortStatus). The API types it as opaque
 * JSON (SwitchLinkState = {}): show its plain top-level facts (state machine, media, speed…)
 * as label/value pairs, leaving out what the page already says (port, switch, up/down).
 */
import type { LinkSpeed } from '../../../api/generated/types'
import { humanize } from './bgp-history'
import { speedLabel } from './port-settings-form'

const SHOWN_ELSEWHERE = new Set(['link', 'portName', 'switchSlot', 'portId', 'rackId'])
const LABELS: Record<string, string> = {
  fsmState: 'Link state machine',
  media: 'Media',
  speed: 'Speed',
  fec: 'FEC',
  autoneg: 'Autonegotiation',
  mtu: 'MTU',
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

export function linkDetails(state: unknown): [label: string, value: string][] {
  if (typeof state !== 'object' || state === null || Array.isArray(state)) return []
  return Object.entries(state as Record<string, unknown>).flatMap(([key, value]): [string, string][] => {
    if (SHOWN_ELSEWHERE.has(key)) return []
    if (value === null || value === undefined) return [[LABELS[key] ?? cap(humanize(key)), '—']]
    if (typeof value === 'boolean') return [[LABELS[key] ?? cap(humanize(key)), value ? 'Yes' : 'No']]
    if (typeof value === 'number') return [[LABELS[key] ?? cap(humanize(key)), String(value)]]
    if (typeof value !== 'string') return []
    const text = /^speed\d+_g$/.test(value) ? speedLabel(value as LinkSpeed) : humanize(value)
    return [[LABELS[key] ?? cap(humanize(key)), text]]
  })
}
