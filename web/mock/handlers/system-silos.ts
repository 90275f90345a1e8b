/**
 * /v1/system silos: silos with their quotas, policies, pools and utilization;
 * the fleet policy; users across silos; built-in users.
 */
import { HttpResponse } from 'msw'
import { newId, timestamps, type Db } from '../db'
import { badRequest, notFound } from '../errors'
import { provisioned, quotas } from '../usage'
import type { Api, Snake } from '../wire'
import { errIfExists, removeFrom, sentinel, type Ctx, type Handlers } from './ctx'
import { paginate } from './paginate'
import { checkPolicy, measurements, metricScale, siloPoolView } from './silo'

type Silo = Snake<Api.Silo>

const siloOf = (ctx: Ctx, key = ctx.path.silo ?? ctx.query.silo) => ctx.lookup.silo({ silo: key })

/** How Nexus names each quota in its errors (datastore/quota.rs). */
const QUOTA_NAMES = { cpus: 'CPU', memory: 'Memory', storage: 'Storage' } as const

function utilization(db: Db, silo: Silo) {
  return {
    silo_id: silo.id,
    silo_name: silo.name,
    allocated: quotas(db, silo.id),
    provisioned: provisioned(db, silo.id),
  }
}

/** Creating a silo also makes its quotas, auth settings, certificates and admin group grant. */
function siloCreate(ctx: Ctx) {
  const body = ctx.body as Snake<Api.SiloCreate>
  const { db } = ctx
  errIfExists(db.silos, body.name, 'silo')
  sentinel.create(body.name)
  const silo: Silo = {
    id: newId(),
    name: body.name,
    description: body.description,
    discoverable: body.discoverable,
    identity_mode: body.identity_mode,
    admin_group_name: body.admin_group_name ?? null,
    mapped_fleet_roles: body.mapped_fleet_roles ?? {},
    ...timestamps(),
  }
  for (const k of ['cpus', 'memory', 'storage'] as const) {
    if (body.quotas[k] < 0) throw badRequest(`Cannot create silo quota: ${QUOTA_NAMES[k]} quota must not be negative`)
  }
  for (const c of body.tls_certificates) {
    if (!c.cert.includes('-----BEGIN CERTIFICATE-----'))
      throw badRequest(`Failed to parse certificate "${c.name}": expected PEM`)
  }
  db.silos.push(silo)
  db.siloQuotas.push({
    silo_id: silo.id,
    cpus: body.quotas.cpus,
    memory: body.quotas.memory,
    storage: body.quotas.storage,
  })
  db.siloAuthSettings.push({ silo_id: silo.id, device_token_max_ttl_seconds: null })
  db.siloPolicies[silo.id] = { role_assignments: [] }
  if (silo.admin_group_name) {
    const group = { id: newId(), silo_id: silo.id, display_name: silo.admin_group_name, ...timestamps() }
    db.groups.push(group)
    db.siloPolicies[silo.id].role_assignments.push({
      identity_id: group.id,
      identity_type: 'silo_group',
      role_name: 'admin',
    })
  }
  for (const c of body.tls_certificates) {
    db.certificates.push({
      id: newId(),
      silo_id: silo.id,
      name: c.name,
      description: c.description,
      cert: c.cert,
      service: c.service,
      ...timestamps(),
    })
  }
  return HttpResponse.json(silo, { status: 201 })
}

/** Deleting a silo takes its identities and settings with it; refused while it has projects. */
function siloDelete(ctx: Ctx) {
  const silo = siloOf(ctx)
  const { db } = ctx
  const project = db.projects.find((p) => db.projectSilos[p.id] === silo.id)
  if (project) throw badRequest(`silo to be deleted contains a project: ${project.name}`)
  sentinel.delete(silo)
  const users = new Set(db.users.filter((u) => u.silo_id === silo.id).map((u) => u.id))
  removeFrom(db.users, (u) => u.silo_id === silo.id)
  removeFrom(db.groups, (g) => g.silo_id === silo.id)
  removeFrom(db.groupMemberships, (m) => users.has(m.user_id))
  removeFrom(db.localCredentials, (c) => c.silo_id === silo.id)
  removeFrom(db.sessions, (s) => users.has(s.user_id))
  removeFrom(db.accessTokens, (t) => users.has(t.user_id))
  removeFrom(db.siloQuotas, (q) => q.silo_id === silo.id)
  removeFrom(db.siloAuthSettings, (s) => s.silo_id === silo.id)
  removeFrom(db.ipPoolSilos, (l) => l.silo_id === silo.id)
  removeFrom(db.certificates, (c) => c.silo_id === silo.id)
  removeFrom(db.samlProviders, (p) => p.silo_id === silo.id)
  removeFrom(db.scimTokens, (t) => t.silo_id === silo.id)
  delete db.siloPolicies[silo.id]
  removeFrom(db.silos, (s) => s.id === silo.id)
}

export const systemSiloHandlers: Handlers = {
  /** Non-discoverable silos are left out of the list (reachable by id only). */
  siloList: (ctx) =>
    paginate(
      ctx,
      ctx.db.silos.filter((s) => s.discoverable),
    ),
  siloCreate,
  siloView: (ctx) => siloOf(ctx),
  siloDelete,

  siloIpPoolList(ctx) {
    const silo = siloOf(ctx)
    const pools = ctx.db.ipPoolSilos
      .filter((l) => l.silo_id === silo.id)
      .map((l) => ({ ...siloPoolView(ctx.db, l.ip_pool_id), is_default: l.is_default }))
    return paginate(ctx, pools)
  },

  siloPolicyView: (ctx) => ctx.db.siloPolicies[siloOf(ctx).id] ?? { role_assignments: [] },
  siloPolicyUpdate(ctx) {
    const silo = siloOf(ctx)
    ctx.db.siloPolicies[silo.id] = checkPolicy(ctx.db, silo.id, ctx.body)
    return ctx.db.siloPolicies[silo.id]
  },

  siloQuotasView: (ctx) => ({ silo_id: siloOf(ctx).id, ...quotas(ctx.db, siloOf(ctx).id) }),
  /** Nexus's words for a negative quota (datastore/quota.rs). */
  siloQuotasUpdate(ctx) {
    const silo = siloOf(ctx)
    const body = ctx.body as Snake<Api.SiloQuotasUpdate>
    let row = ctx.db.siloQuotas.find((q) => q.silo_id === silo.id)
    if (!row) ctx.db.siloQuotas.push((row = { silo_id: silo.id, cpus: 0, memory: 0, storage: 0 }))
    for (const k of ['cpus', 'memory', 'storage'] as const) {
      const v = body[k]
      if (v !== undefined && v !== null) {
        if (v < 0) throw badRequest(`Cannot update silo quota: ${QUOTA_NAMES[k]} quota must not be negative`)
        row[k] = v
      }
    }
    return row
  },
  systemQuotasList(ctx) {
    const page = paginate(
      ctx,
      ctx.db.siloQuotas.map((q) => ({ ...q, id: q.silo_id })),
      'id_ascending',
    )
    return { items: page.items.map(({ id: _, ...q }) => q), next_page: page.next_page }
  },

  siloUtilizationList(ctx) {
    const page = paginate(ctx, ctx.db.silos)
    return { items: page.items.map((s) => utilization(ctx.db, s)), next_page: page.next_page }
  },
  siloUtilizationView: (ctx) => utilization(ctx.db, siloOf(ctx)),

  systemPolicyView: (ctx) => ctx.db.fleetPolicy,
  systemPolicyUpdate(ctx) {
    const body = ctx.body as Snake<Api.FleetRolePolicy>
    for (const a of body.role_assignments) {
      const rows = a.identity_type === 'silo_user' ? ctx.db.users : ctx.db.groups
      if (!rows.some((r) => r.id === a.identity_id))
        throw notFound(a.identity_type === 'silo_user' ? 'silo-user' : 'silo-group', a.identity_id, 'id')
    }
    ctx.db.fleetPolicy = {
      role_assignments: [...new Map(body.role_assignments.map((a) => [a.identity_id, a])).values()],
    }
    return ctx.db.fleetPolicy
  },

  siloUserList(ctx) {
    const silo = ctx.query.silo ? siloOf(ctx) : null
    return paginate(
      ctx,
      ctx.db.users.filter((u) => !silo || u.silo_id === silo.id),
      'id_ascending',
    )
  },
  siloUserView(ctx) {
    const silo = siloOf(ctx)
    return ctx.lookup.byId(
      'silo-user',
      ctx.db.users.filter((u) => u.silo_id === silo.id),
      ctx.path.user_id,
    )
  },

  userBuiltinList: (ctx) => paginate(ctx, ctx.db.builtinUsers),
  userBuiltinView: (ctx) => ctx.lookup.builtinUser(ctx.path),

  systemMetric(ctx) {
    const silo = ctx.query.silo ? siloOf(ctx) : null
    const scale = silo
      ? metricScale(ctx.db, silo.id, ctx.path.metric_name)
      : ctx.db.silos.reduce((n, s) => n + metricScale(ctx.db, s.id, ctx.path.metric_name), 0)
    return measurements(ctx, `fleet:${silo?.id ?? ''}:${ctx.path.metric_name}`, scale)
  },
}
