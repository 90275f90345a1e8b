/**
 * What an export reads: the objects of one project (or the part of it a resource page shows),
 * as the API returns them. The generator (./generate.ts) turns the chosen ones into resources
 * and uses the rest only to name what those refer to.
 */
import type {
  AntiAffinityGroup,
  Disk,
  ExternalIp,
  FloatingIp,
  Image,
  Instance,
  InstanceNetworkInterface,
  InternetGateway,
  Project,
  RouterRoute,
  Snapshot,
  Vpc,
  VpcFirewallRule,
  VpcRouter,
  VpcSubnet,
} from '../generated/types'

export type ProjectData = {
  project: Pick<Project, 'id' | 'name' | 'description'>
  instances: Instance[]
  disks: Disk[]
  snapshots: Snapshot[]
  images: Image[]
  vpcs: Vpc[]
  subnets: VpcSubnet[]
  /** Per VPC id: its whole rule set (the provider manages a VPC's rules as one resource). */
  firewallRules: Map<string, VpcFirewallRule[]>
  routers: VpcRouter[]
  routes: RouterRoute[]
  gateways: InternetGateway[]
  floatingIps: FloatingIp[]
  antiAffinityGroups: AntiAffinityGroup[]
  /** Per instance id. */
  nics: Map<string, InstanceNetworkInterface[]>
  externalIps: Map<string, ExternalIp[]>
  /** Per instance id: the ids of the anti-affinity groups it belongs to. */
  antiAffinityOf: Map<string, string[]>
  /** IP pools by id, for naming the pool an ephemeral or floating IP came from. */
  ipPools: Map<string, string>
  /** Kinds of the project the export leaves out, with their counts and why (mostly: the provider has no resource). */
  unsupported: { kind: string; count: number; why: string }[]
}

export const emptyProjectData = (project: ProjectData['project']): ProjectData => ({
  project,
  instances: [],
  disks: [],
  snapshots: [],
  images: [],
  vpcs: [],
  subnets: [],
  firewallRules: new Map(),
  routers: [],
  routes: [],
  gateways: [],
  floatingIps: [],
  antiAffinityGroups: [],
  nics: new Map(),
  externalIps: new Map(),
  antiAffinityOf: new Map(),
  ipPools: new Map(),
  unsupported: [],
})
