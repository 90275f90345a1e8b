/**
 * Reads what "Copy as Terraform" needs, with one-off reads of the latest state
 * (readOnce; tests pass the mock's). A whole project reads every page of every list, so nothing
 * is dropped silently: a list that cannot be read whole fails the export with its error.
 */
import { fetchAllPages, type ItemOf, type PagedMethod } from '../all-items'
import type { ApiMethod, DataOf, ParamsOf } from '../client'
import { readOnce } from '../hooks'
import type { ExternalIp, FloatingIp, Instance } from '../generated/types'
import { generateTerraform } from './generate'
import { emptyProjectData, type ProjectData } from './model'

export type Reader = <M extends ApiMethod>(method: M, params: ParamsOf<M>) => Promise<DataOf<M>>

const defaultRead: Reader = readOnce

/** Calls over many items, a few at a time (an instance's interfaces and IPs, for thousands of instances). */
async function each<T, R>(items: T[], fn: (item: T) => Promise<R>, limit = 4): Promise<R[]> {
  const out: R[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const i = next++
      out[i] = await fn(items[i])
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return out
}

function allOf(read: Reader) {
  return async <M extends PagedMethod>(method: M, params: ParamsOf<M>): Promise<ItemOf<M>[]> => {
    const got = await fetchAllPages(method, params, { call: read as never })
    if (!got.complete) throw got.error ?? new Error(`Could not read every page of ${method}`)
    return got.items
  }
}

const floatingOf = (ips: ExternalIp[]) =>
  ips.flatMap((ip) => (ip.kind === 'floating' ? [{ ...ip, ipPoolId: ip.ipPoolId } as unknown as FloatingIp] : []))

/** The instance's parts: interfaces, external IPs, anti-affinity groups, per instance id. */
async function instanceParts(d: ProjectData, instances: Instance[], project: string, read: Reader) {
  const all = allOf(read)
  await each(instances, async (i) => {
    const q = { query: { project, instance: i.name } }
    d.nics.set(i.id, await all('instanceNetworkInterfaceList', q))
    d.externalIps.set(i.id, (await read('instanceExternalIpList', { path: { instance: i.id } })).items)
  })
}

async function poolNames(d: ProjectData, read: Reader) {
  const pools = await allOf(read)('ipPoolList', { query: {} }).catch(() => [])
  for (const p of pools) d.ipPools.set(p.id, p.name)
}

/** Every object of the project the provider can manage, and what it cannot, counted. */
async function readProject(project: string, read: Reader = defaultRead): Promise<ProjectData> {
  const all = allOf(read)
  const p = await read('projectView', { path: { project } })
  const d = emptyProjectData(p)
  const q = { query: { project } }
  // the lists are independent: read at once (each still page by page)
  ;[d.instances, d.disks, d.snapshots, d.floatingIps, d.antiAffinityGroups, d.vpcs] = await Promise.all([
    all('instanceList', q),
    all('diskList', q),
    all('snapshotList', q),
    all('floatingIpList', q),
    all('antiAffinityGroupList', q),
    all('vpcList', q),
  ])
  const [images, siloImages, affinityGroups] = await Promise.all([
    all('imageList', q),
    all('imageList', { query: {} }),
    all('affinityGroupList', q),
  ])
  d.images = [...images, ...siloImages]
  const perVpc = await each(d.vpcs, async (v) => {
    const vq = { query: { project, vpc: v.name } }
    const [subnets, rules, routers, gateways] = await Promise.all([
      all('vpcSubnetList', vq),
      read('vpcFirewallRulesView', vq),
      all('vpcRouterList', vq),
      all('internetGatewayList', vq),
    ])
    const custom = routers.filter((x) => x.kind === 'custom')
    const routes = await each(custom, (r) => all('vpcRouterRouteList', { query: { ...vq.query, router: r.name } }))
    const onGateways = await each(gateways, async (g) => {
      const gq = { query: { ...vq.query, gateway: g.name } }
      return [(await all('internetGatewayIpPoolList', gq)).length, (await all('internetGatewayIpAddressList', gq)).length]
    })
    d.firewallRules.set(v.id, rules.rules)
    return { subnets, routers, routes: routes.flat(), gateways, onGateways }
  })
  d.subnets = perVpc.flatMap((x) => x.subnets)
  d.routers = perVpc.flatMap((x) => x.routers)
  d.routes = perVpc.flatMap((x) => x.routes)
  d.gateways = perVpc.flatMap((x) => x.gateways)
  const counts = perVpc.flatMap((x) => x.onGateways)
  const igPools = counts.reduce((n, [pools]) => n + pools, 0)
  const igAddresses = counts.reduce((n, [, addresses]) => n + addresses, 0)
  const members = await each(d.antiAffinityGroups, (g) =>
    all('antiAffinityGroupMemberList', { path: { antiAffinityGroup: g.name }, query: { project } }),
  )
  d.antiAffinityGroups.forEach((g, n) => {
    for (const m of members[n]) d.antiAffinityOf.set(m.value.id, [...(d.antiAffinityOf.get(m.value.id) ?? []), g.id])
  })
  await Promise.all([instanceParts(d, d.instances, project, read), poolNames(d, read)])
  const none = 'the provider has no resource for them'
  d.unsupported = [
    { kind: 'affinity groups', count: affinityGroups.length, why: none },
    { kind: 'internet gateway IP pools', count: igPools, why: none },
    { kind: 'internet gateway IP addresses', count: igAddresses, why: none },
    {
      kind: 'project images',
      count: images.length,
      why: "the provider's image is made from a snapshot, which the API does not record for an image",
    },
    { kind: 'project access policy', count: 1, why: none },
  ]
  return d
}

export async function projectTerraform(project: string, read: Reader = defaultRead) {
  const d = await readProject(project, read)
  return generateTerraform(d, { all: true }, `Project ${project}, exported by the console on ${new Date().toISOString()}.`)
}

/** An instance with the disks attached to it; its VPCs, subnets, images and IPs are looked up by name. */
export async function instanceTerraform(project: string, instance: string, read: Reader = defaultRead) {
  const i = await read('instanceView', { path: { instance }, query: { project } })
  const d = emptyProjectData(await read('projectView', { path: { project } }))
  d.instances = [i]
  d.disks = await allOf(read)('instanceDiskList', { path: { instance }, query: { project } })
  await instanceParts(d, [i], project, read)
  d.floatingIps = floatingOf(d.externalIps.get(i.id) ?? [])
  const nics = d.nics.get(i.id) ?? []
  d.vpcs = await each([...new Set(nics.map((n) => n.vpcId))], (vpc) => read('vpcView', { path: { vpc } }))
  d.subnets = await each([...new Set(nics.map((n) => n.subnetId))], (subnet) => read('vpcSubnetView', { path: { subnet } }))
  d.antiAffinityGroups = await allOf(read)('instanceAntiAffinityGroupList', { path: { instance }, query: { project } })
  d.antiAffinityOf.set(i.id, d.antiAffinityGroups.map((g) => g.id))
  d.images = await imagesOf(d, read)
  await poolNames(d, read)
  const ids = new Set([i.id, ...d.disks.map((x) => x.id)])
  return generateTerraform(d, { ids }, `Instance ${instance} of project ${project}, with its disks.`)
}

const imagesOf = (d: ProjectData, read: Reader) =>
  each(
    [...new Set(d.disks.flatMap((x) => (x.imageId ? [x.imageId] : [])))],
    (image) => read('imageView', { path: { image } }).catch(() => undefined),
  ).then((xs) => xs.filter((x) => x !== undefined))

export async function diskTerraform(project: string, disk: string, read: Reader = defaultRead) {
  const d = emptyProjectData(await read('projectView', { path: { project } }))
  const x = await read('diskView', { path: { disk }, query: { project } })
  d.disks = [x]
  d.images = await imagesOf(d, read)
  return generateTerraform(d, { ids: new Set([x.id]) }, `Disk ${disk} of project ${project}.`)
}

export async function snapshotTerraform(project: string, snapshot: string, read: Reader = defaultRead) {
  const d = emptyProjectData(await read('projectView', { path: { project } }))
  const s = await read('snapshotView', { path: { snapshot }, query: { project } })
  d.snapshots = [s]
  const disk = await read('diskView', { path: { disk: s.diskId } }).catch(() => undefined)
  if (disk) d.disks = [disk]
  return generateTerraform(d, { ids: new Set([s.id]) }, `Snapshot ${snapshot} of project ${project}.`)
}

/** A VPC whole: its subnets, firewall rules, custom routers with their routes, internet gateways. */
export async function vpcTerraform(project: string, vpc: string, read: Reader = defaultRead) {
  const all = allOf(read)
  const d = emptyProjectData(await read('projectView', { path: { project } }))
  const v = await read('vpcView', { path: { vpc }, query: { project } })
  const vq = { query: { project, vpc } }
  d.vpcs = [v]
  d.subnets = await all('vpcSubnetList', vq)
  d.firewallRules.set(v.id, (await read('vpcFirewallRulesView', vq)).rules)
  d.routers = await all('vpcRouterList', vq)
  for (const r of d.routers.filter((x) => x.kind === 'custom'))
    d.routes.push(...(await all('vpcRouterRouteList', { query: { project, vpc, router: r.name } })))
  d.gateways = await all('internetGatewayList', vq)
  const ids = new Set([v.id, ...[...d.subnets, ...d.routers, ...d.routes, ...d.gateways].map((x) => x.id)])
  return generateTerraform(d, { ids }, `VPC ${vpc} of project ${project}, with its subnets, rules, routers and gateways.`)
}

/** A floating IP; its pool is looked up by name. Which instance holds it is the instance's to say (external_ips). */
export async function floatingIpTerraform(project: string, floatingIp: string, read: Reader = defaultRead) {
  const d = emptyProjectData(await read('projectView', { path: { project } }))
  const ip = await read('floatingIpView', { path: { floatingIp }, query: { project } })
  d.floatingIps = [ip]
  await poolNames(d, read)
  if (ip.instanceId)
    d.unsupported = [
      {
        kind: 'its attachment to an instance',
        count: 1,
        why: "the provider attaches a floating IP from the instance's external_ips",
      },
    ]
  return generateTerraform(d, { ids: new Set([ip.id]) }, `Floating IP ${floatingIp} of project ${project}.`)
}

/** A custom router with its routes; its VPC is looked up by name. */
export async function routerTerraform(project: string, vpc: string, router: string, read: Reader = defaultRead) {
  const d = emptyProjectData(await read('projectView', { path: { project } }))
  d.vpcs = [await read('vpcView', { path: { vpc }, query: { project } })]
  const r = await read('vpcRouterView', { path: { router }, query: { project, vpc } })
  d.routers = [r]
  d.routes = await allOf(read)('vpcRouterRouteList', { query: { project, vpc, router } })
  const ids = new Set([r.id, ...d.routes.map((x) => x.id)])
  return generateTerraform(d, { ids }, `Router ${router} of VPC ${vpc} in project ${project}, with its routes.`)
}

/** An internet gateway; its VPC is looked up by name. The provider has no resource for its pools and addresses. */
export async function internetGatewayTerraform(project: string, vpc: string, gateway: string, read: Reader = defaultRead) {
  const all = allOf(read)
  const d = emptyProjectData(await read('projectView', { path: { project } }))
  d.vpcs = [await read('vpcView', { path: { vpc }, query: { project } })]
  const g = await read('internetGatewayView', { path: { gateway }, query: { project, vpc } })
  d.gateways = [g]
  const gq = { query: { project, vpc, gateway } }
  const [pools, addresses] = await Promise.all([all('internetGatewayIpPoolList', gq), all('internetGatewayIpAddressList', gq)])
  const none = 'the provider has no resource for them'
  d.unsupported = [
    { kind: 'internet gateway IP pools', count: pools.length, why: none },
    { kind: 'internet gateway IP addresses', count: addresses.length, why: none },
  ]
  return generateTerraform(d, { ids: new Set([g.id]) }, `Internet gateway ${gateway} of VPC ${vpc} in project ${project}.`)
}
