/*
 * BGP message history (networkingBgpMessageHistory) made readable. The API types each peer's
 * history as opaque JSON (BgpMessageHistory = {}); the router daemon sends
 * `{ received: Entry[], sent: Entry[] }` with `Entry = { timestamp, message: { type, value } }`.
 * Anything else is shown as raw JSON rather than dropped.
 */
import type { BgpMessageDirection } from '../../../api/rules/bgp'
import type { AggregateBgpMessageHistory } from '../../../api/generated/types'

export type MessageRow = {
  time: Date | null
  direction: BgpMessageDirection
  type: string
  summary: string
  raw: unknown
}
export type PeerHistory = { switch: string; peer: string; rows: MessageRow[]; unreadable?: string }

/** The 4-byte ASN placeholder in a 2-byte ASN field (RFC 6793). */
const AS_TRANS = 23456

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** Depth-first search for a key anywhere in a JSON value. */
function findKey(v: unknown, key: string, depth = 0): unknown {
  if (depth > 8 || typeof v !== 'object' || v === null) return undefined
  if (isObj(v) && key in v) return v[key]
  for (const x of Object.values(v)) {
    const found = findKey(x, key, depth + 1)
    if (found !== undefined) return found
  }
  return undefined
}

/** 'hold_timer_expired' / 'HoldTimerExpired' / 'holdTimerExpired' -> 'hold timer expired'. */
export const humanize = (s: string) =>
  s
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim()

/** A router id as a u32 -> dotted quad; strings pass through. */
export function routerId(id: unknown): string {
  if (typeof id === 'number' && Number.isInteger(id) && id >= 0 && id <= 0xffffffff)
    return [24, 16, 8, 0].map((s) => (id >>> s) & 255).join('.')
  return String(id)
}

/** A prefix as the daemon writes it: 'a.b.c.d/n', or `{ value: bytes | address, length }`. */
export function prefixText(p: unknown): string {
  if (typeof p === 'string') return p
  if (isObj(p) && 'length' in p) {
    const { value, length } = p
    if (Array.isArray(value)) {
      const addr =
        value.length === 16
          ? value
              .reduce<string[]>((out, b, i) => (i % 2 ? out : [...out, ((b << 8) | value[i + 1]).toString(16)]), [])
              .join(':')
          : value.join('.')
      return `${addr}/${length}`
    }
    return `${String(value)}/${length}`
  }
  return JSON.stringify(p)
}

const list = (label: string, items: unknown) =>
  Array.isArray(items) && items.length ? `${label} ${items.map(prefixText).join(', ')}` : ''

/** Type and one-line summary of one message. */
export function describeMessage(message: unknown): { type: string; summary: string } {
  const tag =
    isObj(message) && typeof message.type === 'string'
      ? message.type
      : typeof message === 'string'
        ? message
        : undefined
  const value = isObj(message) ? (message.value ?? message) : undefined
  const type = tag ? humanize(tag).replace(/ /g, '') : 'unknown'
  switch (type) {
    case 'open': {
      const v = isObj(value) ? value : {}
      const four = findKey(v.parameters, 'fourOctetAs')
      const asn = v.asn === AS_TRANS && isObj(four) && typeof four.asn === 'number' ? four.asn : v.asn
      return {
        type: 'OPEN',
        summary: [
          `ASN ${asn}`,
          v.holdTime !== undefined && `hold time ${v.holdTime} s`,
          v.id !== undefined && `router ID ${routerId(v.id)}`,
        ]
          .filter(Boolean)
          .join(', '),
      }
    }
    case 'update': {
      const v = isObj(value) ? value : {}
      const nextHop = findKey(v.pathAttributes, 'nextHop')
      const parts = [
        list('announces', v.nlri),
        list('withdraws', v.withdrawn),
        typeof nextHop === 'string' ? `next hop ${nextHop}` : '',
      ]
      return { type: 'UPDATE', summary: parts.filter(Boolean).join('; ') || 'no routes' }
    }
    case 'notification': {
      const v = isObj(value) ? value : {}
      const code = v.errorCode
      const sub = v.errorSubcode
      const codeText =
        typeof code === 'string'
          ? humanize(code)
          : isObj(code)
            ? humanize(Object.keys(code)[0] ?? '')
            : String(code ?? 'error')
      const subText =
        typeof sub === 'string'
          ? humanize(sub)
          : isObj(sub)
            ? Object.entries(sub).map(([k, x]) =>
                typeof x === 'string' ? `${humanize(k)}: ${humanize(x)}` : humanize(k),
              )[0]
            : ''
      return { type: 'NOTIFICATION', summary: [codeText, subText].filter(Boolean).join(' — ') }
    }
    case 'keepalive':
      return { type: 'KEEPALIVE', summary: '' }
    case 'routerefresh':
      return { type: 'ROUTE-REFRESH', summary: '' }
    default:
      return { type: tag ? tag.toUpperCase() : 'UNKNOWN', summary: JSON.stringify(message) ?? '' }
  }
}

function toDate(t: unknown): Date | null {
  if (t instanceof Date) return t
  if (typeof t === 'string' || typeof t === 'number') {
    const d = new Date(t)
    return Number.isNaN(d.getTime()) ? null : d
  }
  return null
}

/** One table per (switch, peer), messages in both directions merged, newest first. */
export function peerHistories(data: AggregateBgpMessageHistory): PeerHistory[] {
  return data.switchHistories.flatMap((sw) =>
    Object.entries(sw.history ?? {})
      .sort(([a], [b]) => a.localeCompare(b, undefined, { numeric: true }))
      .map(([peer, h]) => {
        if (!isObj(h) || (!Array.isArray(h.received) && !Array.isArray(h.sent)))
          return { switch: sw.switch, peer, rows: [], unreadable: JSON.stringify(h) }
        const rows = (['received', 'sent'] as const).flatMap((direction) =>
          (Array.isArray(h[direction]) ? (h[direction] as unknown[]) : []).map((entry) => {
            const e = isObj(entry) ? entry : {}
            return { time: toDate(e.timestamp), direction, ...describeMessage(e.message ?? entry), raw: entry }
          }),
        )
        rows.sort(
          (a, b) =>
            (b.time?.getTime() ?? 0) - (a.time?.getTime() ?? 0) ||
            (a.direction === b.direction ? 0 : a.direction === 'received' ? -1 : 1),
        )
        return { switch: sw.switch, peer, rows }
      }),
  )
}
