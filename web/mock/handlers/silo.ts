/**
 * Silo-scoped reads and settings: users, groups, silo policy, utilization,
 * auth settings, certificates, the silo's view of IP pools, metrics.
 */
import type { Db } from '../db'
import { badRequest, forbidden, notFound } from '../errors'
import { siloAccess } from '../silo-authz'
import { provisioned, quotas, series } from '../usage'
import type { Api, Snake } from '../wire'
import { me, omit, removeFrom, requireSilo, type Ctx, type Handlers } from './ctx'
import { crud } from './crud'
import { paginate } from './paginate'

/** Every identity in a policy must be a user or group of the silo; the last grant per identity wins. */
export function checkPolicy<A extends { identity_id: string; identity_type: Api.IdentityType }>(
  db: Db,
  siloId: string,
  body: { role_assignments: A[] },
): { role_assignments: A[] } {
  const byId = new Map<string, A>()
  for (const a of body.role_assignments) {
    const rows = a.identity_type === 'silo_user' ? db.users : db.groups
    if (!rows.some((r) => r.id === a.identity_id && r.silo_id === siloId)) {
      throw notFound(a.identity_type === 'silo_user' ? 'silo-user' : 'silo-group', a.identity_id, 'id')
    }
    byId.set(a.identity_id, a)
  }
  return { role_assignments: [...byId.values()] }
}

/** Silo metric points between start_time and end_time (default: the last day), oldest first. */
export function measurements(ctx: Ctx, seed: string, scale: number) {
  const end = ctx.query.end_time ? Date.parse(ctx.query.end_time) : Date.now()
  const start = ctx.query.start_time ? Date.parse(ctx.query.start_time) : end - 86_400_000
  if (Number.isNaN(start) || Number.isNaN(end)) throw badRequest('unable to parse query string: invalid date-time')
  if (end <= start) return { items: [], next_page: null }
  const n = 60
  const values = series(seed, n, scale)
  let items = values.map((v, i) => ({
    timestamp: new Date(start + ((end - start) * i) / (n - 1)).toISOString(),
    datum: { type: 'i64' as const, datum: v },
  }))
  if (ctx.query.order === 'descending') items = items.reverse()
  return paginate(ctx, items, 'none')
}

const metricScale = (db: Db, siloId: string, metric: string) => {
  const q = quotas(db, siloId)
  return metric === 'cpus_provisioned' ? q.cpus / 3 : metric === 'ram_provisioned' ? q.memory / 3 : q.storage / 3
}

type SiloIpPool = Snake<Api.SiloIpPool>

/** The caller's silo's certificates; the silo key is not part of the wire shape. */
const certificates = crud({
  type: 'certificate',
  rows: (db) => db.certificates,
  // a certificate is seen only by those who manage it (silo and fleet admins): anyone else gets its 404
  find(ctx) {
    const cert = ctx.lookup.certificate(ctx.path)
    if (!siloAccess(ctx.db, me(ctx), cert.silo_id).admin) throw notFound('certificate', ctx.path.certificate)
    return cert
  },
  parent(ctx) {
    if (!siloAccess(ctx.db, me(ctx), me(ctx).silo.id).admin) throw forbidden()
    return me(ctx).silo
  },
  parentOf: (c) => c.silo_id,
  view: (c) => omit(c, 'silo_id'),
  make(_ctx, { name, description, cert, key, service }: Snake<Api.CertificateCreate>, silo) {
    if (!cert.includes('-----BEGIN CERTIFICATE-----')) throw badRequest('Failed to parse certificate: expected PEM')
    if (!/-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(key)) throw badRequest('Failed to parse private key: expected PEM')
    return { silo_id: silo.id, name, description, cert, service }
  },
})

export const siloHandlers: Handlers = {
  policyView: (ctx) => ctx.db.siloPolicies[me(ctx).silo.id] ?? { role_assignments: [] },

  /** The silo's admins, and fleet collaborators (who may change any silo), set its policy. */
  policyUpdate(ctx) {
    if (!siloAccess(ctx.db, me(ctx), me(ctx).silo.id).modify) throw forbidden()
    const siloId = me(ctx).silo.id
    ctx.db.siloPolicies[siloId] = checkPolicy(ctx.db, siloId, ctx.body)
    return ctx.db.siloPolicies[siloId]
  },

  groupList: (ctx) =>
    paginate(
      ctx,
      ctx.db.groups.filter((g) => g.silo_id === me(ctx).silo.id),
      'id_ascending',
    ),
  groupView: (ctx) =>
    ctx.lookup.byId(
      'silo-group',
      ctx.db.groups.filter((g) => g.silo_id === me(ctx).silo.id),
      ctx.path.group_id,
    ),

  userList(ctx) {
    let users = ctx.db.users.filter((u) => u.silo_id === me(ctx).silo.id)
    if (ctx.query.group) {
      const group = ctx.lookup.byId(
        'silo-group',
        ctx.db.groups.filter((g) => g.silo_id === me(ctx).silo.id),
        ctx.query.group,
      )
      const members = new Set(ctx.db.groupMemberships.filter((m) => m.group_id === group.id).map((m) => m.user_id))
      users = users.filter((u) => members.has(u.id))
    }
    return paginate(ctx, users, 'id_ascending')
  },
  userView: (ctx) =>
    ctx.lookup.byId(
      'silo-user',
      ctx.db.users.filter((u) => u.silo_id === me(ctx).silo.id),
      ctx.path.user_id,
    ),

  utilizationView(ctx) {
    const siloId = me(ctx).silo.id
    return { capacity: quotas(ctx.db, siloId), provisioned: provisioned(ctx.db, siloId) }
  },

  authSettingsView(ctx) {
    const siloId = me(ctx).silo.id
    return (
      ctx.db.siloAuthSettings.find((s) => s.silo_id === siloId) ?? {
        silo_id: siloId,
        device_token_max_ttl_seconds: null,
      }
    )
  },

  authSettingsUpdate(ctx) {
    requireSilo(ctx, 'admin')
    const siloId = me(ctx).silo.id
    removeFrom(ctx.db.siloAuthSettings, (s) => s.silo_id === siloId)
    const row = { silo_id: siloId, device_token_max_ttl_seconds: ctx.body.device_token_max_ttl_seconds ?? null }
    ctx.db.siloAuthSettings.push(row)
    return row
  },

  /** Only silo (and fleet) admins see, add or remove the silo's certificates (Nexus's SiloCertificateList). */
  certificateList: certificates.list,
  certificateCreate: certificates.create,
  certificateView: certificates.view,
  certificateDelete: certificates.remove,

  /** Pools linked to the caller's silo, with the link's is_default. */
  ipPoolList(ctx) {
    const siloId = me(ctx).silo.id
    let pools: SiloIpPool[] = ctx.db.ipPoolSilos
      .filter((l) => l.silo_id === siloId)
      .map((l) => ({ ...siloPoolView(ctx.db, l.ip_pool_id), is_default: l.is_default }))
    if (ctx.query.ip_version) pools = pools.filter((p) => p.ip_version === ctx.query.ip_version)
    if (ctx.query.pool_type) pools = pools.filter((p) => p.pool_type === ctx.query.pool_type)
    return paginate(ctx, pools)
  },

  ipPoolView(ctx) {
    const { pool, link } = ctx.lookup.siloIpPool(ctx.path)
    return { ...siloPoolView(ctx.db, pool.id), is_default: link.is_default }
  },

  siloMetric(ctx) {
    const siloId = me(ctx).silo.id
    if (ctx.query.project) ctx.lookup.project(ctx.query)
    return measurements(
      ctx,
      `${siloId}:${ctx.query.project ?? ''}:${ctx.path.metric_name}`,
      metricScale(ctx.db, siloId, ctx.path.metric_name),
    )
  },
}

/** SiloIpPool fields of a system pool (minus is_default, which comes from the link). */
export function siloPoolView(db: Db, poolId: string): Omit<SiloIpPool, 'is_default'> {
  const p = db.ipPools.find((x) => x.id === poolId)!
  const { id, name, description, ip_version, pool_type, time_created, time_modified } = p
  return { id, name, description, ip_version, pool_type, time_created, time_modified }
}

export { metricScale }
