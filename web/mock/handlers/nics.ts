/** Instance network interfaces, and the NIC plumbing instance create shares. */
import { HttpResponse } from 'msw'
import { allocatePrivateIp } from '../alloc'
import { newId, timestamps } from '../db'
import { badRequest, isUuid, notFoundMsg } from '../errors'
import { LIMITS, requireInstanceState } from '../rules'
import type { Api, Snake } from '../wire'
import { errIfExists, sentinel, type Ctx, type Handlers } from './ctx'
import { crud } from './crud'

type Instance = Snake<Api.Instance>
type NicCreate = Snake<Api.InstanceNetworkInterfaceCreate>
type Assign = { type: 'auto' } | { type: 'explicit'; value: string }

const randomMac = () =>
  'a8:40:25:' +
  [...crypto.getRandomValues(new Uint8Array(3))]
    .map((b, i) => (i === 0 ? 0xf0 | (b & 0x0f) : b).toString(16).padStart(2, '0'))
    .join(':')

const pick = (a: Assign | undefined) => (a?.type === 'explicit' ? a.value : undefined)

/** Adds a NIC to `inst` in the named VPC/subnet of its project. */
export function addNic(ctx: Ctx, inst: Instance, params: NicCreate, primary: boolean) {
  const project = inst.project_id
  const vpc = ctx.lookup.vpc(isUuid(params.vpc_name) ? { vpc: params.vpc_name } : { vpc: params.vpc_name, project })
  // the subnet belongs to that VPC, whatever the caller named
  const subnet = ctx.lookup.subnet(
    isUuid(params.subnet_name) ? { subnet: params.subnet_name } : { subnet: params.subnet_name, vpc: vpc.id },
  )
  if (subnet.vpc_id !== vpc.id) throw badRequest('subnet must be in the VPC of the interface')
  const nics = ctx.db.networkInterfaces.filter((n) => n.instance_id === inst.id)
  if (nics.length >= LIMITS.maxNics)
    throw badRequest(`Instances may not have more than ${LIMITS.maxNics} network interfaces`)
  errIfExists(nics, params.name, 'instance-network-interface')
  if (nics.some((n) => n.vpc_id !== vpc.id))
    throw badRequest('Network interfaces of an instance must all be in the same VPC')
  const cfg = params.ip_config
  let ip_stack: Snake<Api.PrivateIpStack>
  if (cfg?.type === 'v6') {
    ip_stack = {
      type: 'v6',
      value: {
        ip: allocatePrivateIp(ctx.db, subnet.id, subnet.ipv6_block, pick(cfg.value.ip as Assign)),
        transit_ips: cfg.value.transit_ips ?? [],
      },
    }
  } else if (cfg?.type === 'dual_stack') {
    ip_stack = {
      type: 'dual_stack',
      value: {
        v4: {
          ip: allocatePrivateIp(ctx.db, subnet.id, subnet.ipv4_block, pick(cfg.value.v4.ip as Assign)),
          transit_ips: cfg.value.v4.transit_ips ?? [],
        },
        v6: {
          ip: allocatePrivateIp(ctx.db, subnet.id, subnet.ipv6_block, pick(cfg.value.v6.ip as Assign)),
          transit_ips: cfg.value.v6.transit_ips ?? [],
        },
      },
    }
  } else {
    const v4 = cfg?.type === 'v4' ? cfg.value : undefined
    ip_stack = {
      type: 'v4',
      value: {
        ip: allocatePrivateIp(ctx.db, subnet.id, subnet.ipv4_block, pick(v4?.ip as Assign)),
        transit_ips: v4?.transit_ips ?? [],
      },
    }
  }
  const nic: Snake<Api.InstanceNetworkInterface> = {
    id: newId(),
    name: params.name,
    description: params.description,
    instance_id: inst.id,
    vpc_id: vpc.id,
    subnet_id: subnet.id,
    primary,
    mac: randomMac(),
    ip_stack,
    ...timestamps(),
  }
  ctx.db.networkInterfaces.push(nic)
  return nic
}

/**
 * The VPC and subnet a default interface goes in. The server looks up the VPC
 * named `default` and its subnet `default`, so a project without a VPC refuses
 * a default interface with the VPC lookup's 404; fixture projects whose VPC has
 * another name (mock-project) use their first.
 */
export function defaultVpcSubnet(ctx: Ctx, projectId: string) {
  const vpcs = ctx.db.vpcs.filter((v) => v.project_id === projectId)
  const vpc = vpcs.find((v) => v.name === 'default') ?? vpcs[0]
  if (!vpc) throw notFoundMsg('vpc with name "default"')
  const subnets = ctx.db.vpcSubnets.filter((s) => s.vpc_id === vpc.id)
  const subnet = subnets.find((s) => s.name === 'default') ?? subnets[0]
  if (!subnet) throw notFoundMsg(`vpc-subnet with name "default"`)
  return { vpc, subnet }
}

/**
 * default_ipv4 / default_ipv6 / default_dual_stack: the server uses the VPC and
 * subnet named `default`; projects without one (mock-project) get their first.
 */
export function addDefaultNic(ctx: Ctx, inst: Instance, kind: 'default_ipv4' | 'default_ipv6' | 'default_dual_stack') {
  const { vpc, subnet } = defaultVpcSubnet(ctx, inst.project_id)
  const auto = { ip: { type: 'auto' as const } }
  const ip_config: Snake<Api.PrivateIpStackCreate> =
    kind === 'default_ipv6'
      ? { type: 'v6', value: auto }
      : kind === 'default_dual_stack'
        ? { type: 'dual_stack', value: { v4: auto, v6: auto } }
        : { type: 'v4', value: auto }
  addNic(ctx, inst, { name: 'net0', description: '', vpc_name: vpc.name, subnet_name: subnet.name, ip_config }, true)
}

const nicOf = (ctx: Ctx) => ctx.lookup.networkInterface({ ...ctx.query, ...ctx.path })
const instanceOfNic = (ctx: Ctx, nic: { instance_id: string }) =>
  ctx.db.instances.find((i) => i.id === nic.instance_id)!

const nics = crud({
  type: 'instance-network-interface',
  rows: (db) => db.networkInterfaces,
  find: nicOf,
  parent: (ctx) => ctx.lookup.instance(ctx.query),
  parentOf: (n) => n.instance_id,
  onUpdate(ctx, nic, body: Snake<Api.InstanceNetworkInterfaceUpdate>) {
    if (body.primary && !nic.primary) {
      requireInstanceState('change the network interfaces of', instanceOfNic(ctx, nic))
      for (const n of ctx.db.networkInterfaces) if (n.instance_id === nic.instance_id) n.primary = n.id === nic.id
    }
    if (body.transit_ips) {
      const stack = nic.ip_stack
      if (stack.type === 'dual_stack') stack.value.v4.transit_ips = body.transit_ips.filter((t) => !t.includes(':'))
      else stack.value.transit_ips = body.transit_ips
    }
  },
  checkDelete(ctx, nic) {
    const inst = instanceOfNic(ctx, nic)
    if (inst.run_state !== 'stopped' && inst.run_state !== 'failed')
      throw badRequest('Instance must be stopped or failed to detach a network interface')
    const others = ctx.db.networkInterfaces.filter((n) => n.instance_id === inst.id && n.id !== nic.id)
    if (nic.primary && others.length) {
      throw badRequest('The primary interface may not be deleted while secondary interfaces are still attached')
    }
  },
})

export const nicHandlers: Handlers = {
  instanceNetworkInterfaceList: nics.list,
  /** Not crud's create: addNic is shared with instance create (its interfaces are made the same way). */
  instanceNetworkInterfaceCreate(ctx) {
    const inst = ctx.lookup.instance(ctx.query)
    if (inst.run_state !== 'stopped') throw badRequest('Instance must be stopped to attach a new network interface')
    sentinel.create(ctx.body.name)
    const primary = !ctx.db.networkInterfaces.some((n) => n.instance_id === inst.id)
    return HttpResponse.json(addNic(ctx, inst, ctx.body, primary), { status: 201 })
  },
  instanceNetworkInterfaceView: nics.view,
  instanceNetworkInterfaceUpdate: nics.update,
  instanceNetworkInterfaceDelete: nics.remove,
}
