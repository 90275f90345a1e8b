/** Affinity and anti-affinity groups with their instance members; probes. */
import { HttpResponse } from 'msw'
import { allocateIp, poolFor } from '../alloc'
import type { Db } from '../db'
import { alreadyExists, badRequest, notFound } from '../errors'
import { requireInstanceState } from '../rules'
import type { Api, Snake } from '../wire'
import { me, omit, removeFrom, sibling, type Ctx, type Handlers } from './ctx'
import { crud } from './crud'
import { paginate } from './paginate'

type Group = Snake<Api.AffinityGroup>
type Member = { group_id: string; instance_id: string }

/** The same nine operations for both kinds of group. */
function groupHandlers(
  prefix: 'affinityGroup' | 'antiAffinityGroup',
  type: string,
  rows: (db: Db) => Group[],
  members: (db: Db) => Member[],
): Handlers {
  const groupOf = (ctx: Ctx) =>
    prefix === 'affinityGroup'
      ? ctx.lookup.affinityGroup({ ...ctx.query, ...ctx.path })
      : ctx.lookup.antiAffinityGroup({ ...ctx.query, ...ctx.path })
  const memberView = (db: Db, instanceId: string) => {
    const i = db.instances.find((x) => x.id === instanceId)!
    return { type: 'instance' as const, value: { id: i.id, name: i.name, run_state: i.run_state } }
  }
  const instanceOf = (ctx: Ctx, group: Group) => {
    const key = ctx.path.instance
    return ctx.lookup.instance(sibling('instance', key, group.project_id))
  }
  const memberType = `${type}-member`
  const groups = crud({
    type,
    rows,
    find: groupOf,
    parent: (ctx) => ctx.lookup.project(ctx.query),
    parentOf: (g) => g.project_id,
    make: (_ctx, body: Snake<Api.AffinityGroupCreate>, project) => ({
      project_id: project.id,
      name: body.name,
      description: body.description,
      policy: body.policy,
      failure_domain: body.failure_domain,
    }),
    onDelete: (ctx, group) => removeFrom(members(ctx.db), (m) => m.group_id === group.id),
  })
  return {
    [`${prefix}List`]: groups.list,
    [`${prefix}Create`]: groups.create,
    [`${prefix}View`]: groups.view,
    [`${prefix}Update`]: groups.update,
    [`${prefix}Delete`]: groups.remove,
    [`${prefix}MemberList`]: (ctx: Ctx) => {
      const group = groupOf(ctx)
      const list = members(ctx.db)
        .filter((m) => m.group_id === group.id)
        .map((m) => memberView(ctx.db, m.instance_id))
      // page by the member instance's name/id, then drop the sort keys again
      const page = paginate(
        ctx,
        list.map((m) => ({ ...m, name: m.value.name, id: m.value.id })),
      )
      return { items: page.items.map(({ type: t, value }) => ({ type: t, value })), next_page: page.next_page }
    },
    [`${prefix}MemberInstanceView`]: (ctx: Ctx) => {
      const group = groupOf(ctx)
      const inst = instanceOf(ctx, group)
      if (!members(ctx.db).some((m) => m.group_id === group.id && m.instance_id === inst.id))
        throw notFound(memberType, ctx.path.instance)
      return memberView(ctx.db, inst.id)
    },
    [`${prefix}MemberInstanceAdd`]: (ctx: Ctx) => {
      const group = groupOf(ctx)
      const inst = instanceOf(ctx, group)
      if (inst.project_id !== group.project_id) throw badRequest('instance and group must be in the same project')
      if (members(ctx.db).some((m) => m.group_id === group.id && m.instance_id === inst.id))
        throw alreadyExists(memberType, inst.name)
      requireInstanceState('add to an affinity group', inst)
      members(ctx.db).push({ group_id: group.id, instance_id: inst.id })
      return HttpResponse.json(memberView(ctx.db, inst.id), { status: 201 })
    },
    [`${prefix}MemberInstanceDelete`]: (ctx: Ctx) => {
      const group = groupOf(ctx)
      const inst = instanceOf(ctx, group)
      if (!members(ctx.db).some((m) => m.group_id === group.id && m.instance_id === inst.id))
        throw notFound(memberType, ctx.path.instance)
      removeFrom(members(ctx.db), (m) => m.group_id === group.id && m.instance_id === inst.id)
    },
  }
}

/** A probe as the API shows it: with its interface and external address. */
function probeInfo(db: Db, p: Db['probes'][number]) {
  const n = db.probes.indexOf(p)
  return {
    id: p.id,
    name: p.name,
    sled: p.sled,
    external_ips: [{ ip: `198.51.101.${10 + n}`, kind: 'ephemeral' as const, first_port: 0, last_port: 65535 }],
    interface: {
      id: p.id,
      name: `probe-${p.name}`,
      kind: { type: 'probe' as const, id: p.id },
      mac: `a8:40:25:ff:00:${(n + 1).toString(16).padStart(2, '0')}`,
      primary: true,
      slot: 0,
      vni: 100 + n,
      ip_config: { type: 'v4' as const, value: { ip: `172.30.0.${10 + n}`, subnet: '172.30.0.0/22', transit_ips: [] } },
    },
  }
}

/** Stored without the project key the API never shows; viewed with its interface and address. */
const probes = crud({
  type: 'probe',
  rows: (db) => db.probes,
  find: (ctx) => ctx.lookup.probe({ ...ctx.query, ...ctx.path }),
  parent: (ctx) => ctx.lookup.project(ctx.query),
  parentOf: (p) => p.project_id,
  view: (p, ctx) => probeInfo(ctx.db, p),
  viewCreated: (p) => omit(p, 'project_id'),
  make(ctx, body: Snake<Api.ProbeCreate>, project) {
    ctx.lookup.byId('sled', ctx.db.sleds, body.sled)
    if (body.pool_selector) allocateIp(ctx.db, poolFor(ctx.db, ctx.lookup, me(ctx).silo.id, body.pool_selector).id)
    return { project_id: project.id, name: body.name, description: body.description, sled: body.sled }
  },
})

export const affinityHandlers: Handlers = {
  ...groupHandlers(
    'affinityGroup',
    'affinity-group',
    (db) => db.affinityGroups,
    (db) => db.affinityMembers,
  ),
  ...groupHandlers(
    'antiAffinityGroup',
    'anti-affinity-group',
    (db) => db.antiAffinityGroups,
    (db) => db.antiAffinityMembers,
  ),

  probeList: probes.list,
  probeCreate: probes.create,
  probeView: probes.view,
  probeDelete: probes.remove,
}
