import { useQuery } from '../../../api/reads'
import type { ExternalIp, Image, Instance, VpcFirewallRule } from '../../../api/generated/types'
import type { FirstStepsInput } from '../../../api/rules/first-steps'

/** A first page is enough: the checklist asks "is there one?", and a newcomer's project holds a few instances. */
const FEW = 25

/** Addresses that let someone in: a SNAT address only carries the instance's own outbound traffic. */
const reachable = (ips: ExternalIp[] | undefined) => (ips ?? []).filter((ip) => ip.kind !== 'snat').length

export type FirstStepsData = {
  input: FirstStepsInput
  /** what the step requests are built from */
  firstImage?: Image
  defaultVpcRules: VpcFirewallRule[]
  instances: Instance[]
  sshKeyIds: string[]
  /** What could not be read (its steps show as still to do), for the checklist to say so with Retry. */
  unread: string[]
  retry: () => void
}

/**
 * The live state First steps is computed from, for a project, or (project undefined) for a user without one.
 * undefined until the reads the checklist cannot do without have answered; a read that failed counts as nothing
 * found, so a refused or broken call never hides the page around it, only leaves its step to do, and is named in
 * `unread` for the checklist to say so.
 */
export function useFirstSteps(project: string | undefined): FirstStepsData | undefined {
  const inProject = project !== undefined
  const projectQuery = { project: project ?? '' }
  const siloImages = useQuery('imageList', { query: { limit: 1 } })
  const projectImages = useQuery('imageList', { query: { ...projectQuery, limit: 1 } }, { enabled: inProject })
  const sshKeys = useQuery('currentUserSshKeyList', { query: { limit: FEW } })
  // the rules of the VPC named default, when the project has one (Nexus makes it with the project)
  const vpcs = useQuery('vpcList', { query: { ...projectQuery, limit: FEW } }, { enabled: inProject })
  const hasDefaultVpc = vpcs.data?.items.some((v) => v.name === 'default') ?? false
  const rules = useQuery(
    'vpcFirewallRulesView',
    { query: { ...projectQuery, vpc: 'default' } },
    { enabled: hasDefaultVpc },
  )
  const instanceList = useQuery('instanceList', { query: { ...projectQuery, limit: FEW } }, { enabled: inProject })
  const instances = instanceList.data?.items ?? []
  const ips = useQuery(
    'instanceExternalIpList',
    inProject && instanceList.data ? instances.map((i) => ({ path: { instance: i.id } })) : undefined,
    { settle: true },
  )

  const settled = (q: { data?: unknown; error?: unknown }) => q.data !== undefined || q.error !== undefined
  const needed = inProject
    ? [siloImages, projectImages, sshKeys, vpcs, instanceList].every(settled) &&
      (!hasDefaultVpc || settled(rules)) &&
      (ips.data || ips.error)
    : [siloImages, sshKeys].every(settled)
  if (!needed) return undefined

  const reads: [{ error?: unknown; mutate: () => unknown }, string][] = [
    [siloImages, 'images'],
    [projectImages, 'images'],
    [sshKeys, 'SSH keys'],
    [vpcs, 'VPCs'],
    [rules, 'firewall rules'],
    [instanceList, 'instances'],
    [ips, 'external addresses'],
  ]
  const ipsUnread = ips.data?.some((d) => !d) ?? false
  const failed = reads.filter(([q, what]) => q.error || (what === 'external addresses' && ipsUnread))
  const unread = [...new Set(failed.map(([, what]) => what))]
  const retry = () => failed.forEach(([q]) => void q.mutate())

  const images = [...(projectImages.data?.items ?? []), ...(siloImages.data?.items ?? [])]
  const defaultVpcRules = rules.data?.rules ?? []
  return {
    input: {
      hasProject: inProject,
      images: images.length,
      sshKeys: sshKeys.data?.items.length ?? 0,
      defaultVpcRules: rules.data ? defaultVpcRules : null,
      instances: instances.map((i, n) => ({
        runState: i.runState,
        externalIps: reachable(ips.data?.[n]?.items),
      })),
    },
    firstImage: images[0],
    defaultVpcRules,
    instances,
    sshKeyIds: (sshKeys.data?.items ?? []).map((k) => k.id),
    unread,
    retry,
  }
}
