/** networkingBgpMessageHistory's answer (system-networking.ts), made from the peers the mock knows. */
import type { Ctx } from './ctx'

/** A dotted-quad router id as the u32 the router daemon reports. */
const routerIdOf = (ip: string) => ip.split('.').reduce((n, b) => n * 256 + Number(b), 0)
const prefixOf = (cidr: string) => {
  const [addr, len] = cidr.split('/')
  return { value: addr.split('.').map(Number), length: Number(len) }
}
/** The 4-byte ASN placeholder in the OPEN message's 2-byte field (RFC 6793). */
const openOf = (asn: number, hold: number, id: string) => ({
  type: 'open',
  value: {
    version: 4,
    asn: asn > 65535 ? 23456 : asn,
    hold_time: hold,
    id: routerIdOf(id),
    parameters: [{ capabilities: [{ four_octet_as: { asn } }] }],
  },
})

/**
 * Deterministic message history per peer of the ASN (the shape mgd reports: received / sent
 * entries of { timestamp, message: { type, value } }). An established peer opened, exchanged
 * routes and keeps alive every 2 s; a peer stuck in another state keeps timing out.
 */
export function bgpMessageHistory(ctx: Ctx, asn: number) {
  const now = Date.now()
  const at = (ms: number) => new Date(now - ms).toISOString()
  const slots = [...new Set(ctx.db.switchPorts.map((p) => p.switch_slot))].sort()
  return {
    switch_histories: slots.map((slot) => ({
      switch: slot,
      history: Object.fromEntries(
        ctx.db.bgpPeerStatus
          .filter((p) => p.switch === slot && p.local_asn === asn)
          .map((p) => {
            const local = ctx.db.bfdSessions.find((b) => b.peer === p.addr)?.local ?? '192.0.2.11'
            const since = p.state_duration_millis
            if (p.state !== 'established') {
              return [
                p.addr,
                {
                  sent: [0, 1, 2].map((i) => ({
                    timestamp: at(since - i * 30_000 + 6_000),
                    message: openOf(asn, 6, local),
                  })),
                  received: [
                    {
                      timestamp: at(since),
                      message: {
                        type: 'notification',
                        value: {
                          error_code: 'hold_timer_expired',
                          error_subcode: { hold_time: 'unspecific' },
                          data: [],
                        },
                      },
                    },
                  ],
                },
              ]
            }
            const imported = ctx.db.bgpImported.filter((r) => r.switch === slot && r.nexthop === p.addr)
            const exported = ctx.db.bgpExported.filter((r) => r.switch === slot && r.peer_id === p.peer_id)
            const update = (nlri: string[], nextHop: string) => ({
              type: 'update',
              value: {
                withdrawn: [],
                path_attributes: [{ typ: { flags: 64, type_code: 'next_hop' }, value: { next_hop: nextHop } }],
                nlri: nlri.map(prefixOf),
              },
            })
            return [
              p.addr,
              {
                received: [
                  { timestamp: at(since), message: openOf(p.remote_asn, 6, p.peer_id) },
                  { timestamp: at(since - 1_000), message: { type: 'keep_alive' } },
                  {
                    timestamp: at(since - 2_000),
                    message: update(
                      imported.map((r) => r.prefix),
                      p.addr,
                    ),
                  },
                  { timestamp: at(4_000), message: { type: 'keep_alive' } },
                  { timestamp: at(2_000), message: { type: 'keep_alive' } },
                ],
                sent: [
                  { timestamp: at(since + 100), message: openOf(asn, 6, local) },
                  { timestamp: at(since - 1_000), message: { type: 'keep_alive' } },
                  {
                    timestamp: at(since - 2_100),
                    message: update(
                      exported.map((r) => r.prefix),
                      local,
                    ),
                  },
                  { timestamp: at(3_000), message: { type: 'keep_alive' } },
                  { timestamp: at(1_000), message: { type: 'keep_alive' } },
                ],
              },
            ]
          }),
      ),
    })),
  }
}
