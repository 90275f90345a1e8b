/*
 * Loads everything system/issues reads. Some checks need one call per item
 * (a silo's providers, a pool's utilization, a port's link), so those are
 * fetched together under one keyed read per list (useQuery's `settle`); a failure of one part leaves
 * the others standing and is reported as 'could not check'.
 */
import { useList, useQuery } from '../../../api/reads'
import { linkStatus } from '../../../api/rules/switch-ports'
import type { IssueInputs } from './issues'

export function useIssueInputs() {
  const sleds = useList('sledList', { query: {} })
  const disks = useList('physicalDiskList', { query: {} })
  const ports = useList('networkingSwitchPortList', { query: {} })
  const update = useQuery('systemUpdateStatus', {})
  const silos = useList('siloList', { query: {} })
  const pools = useList('systemIpPoolList', { query: {} })

  // An unconfigured port is down by design; only a configured port whose link is down needs someone.
  const configured = ports.data?.items.filter((p) => p.portSettingsId)
  const portStates = useQuery(
    'networkingSwitchPortStatus',
    configured?.map((p) => ({ path: { port: p.portName }, query: { rackId: p.rackId, switchSlot: p.switchSlot } })),
    { settle: true },
  )
  const siloIdps = useQuery(
    'siloIdentityProviderList',
    // siloIssue asks only whether the silo has any identity provider: one is enough
    silos.data?.items.map((s) => ({ query: { silo: s.name, limit: 1 } })),
    { settle: true },
  )
  const poolUse = useQuery(
    'systemIpPoolUtilizationView',
    pools.data?.items.map((p) => ({ path: { pool: p.name } })),
    {
      settle: true,
    },
  )

  const inputs: IssueInputs = {
    sleds: sleds.data?.items,
    disks: disks.data?.items,
    portsDown:
      portStates.data &&
      configured?.filter((_, i) => portStates.data![i] && linkStatus(portStates.data![i]) === 'down'),
    update: update.data,
    silos: siloIdps.data && silos.data?.items.map((silo, i) => ({ silo, idps: siloIdps.data![i]?.items })),
    pools: poolUse.data && pools.data?.items.map((pool, i) => ({ pool, utilization: poolUse.data![i] })),
  }
  const failed = [
    sleds.error && 'sleds',
    disks.error && 'physical disks',
    ports.error && 'switch ports',
    update.error && 'update status',
    silos.error && 'silos',
    pools.error && 'IP pools',
  ].filter((x): x is string => Boolean(x))
  const loading =
    [sleds, disks, update, silos, pools].some((q) => q.isLoading) || siloIdps.isLoading || poolUse.isLoading
  // Refresh reads everything again (each check's own queries and the per-item ones built on them)
  const reload = () => {
    for (const q of [sleds, disks, ports, update, silos, pools, portStates, siloIdps, poolUse]) void q.mutate()
  }
  return { inputs, failed, loading, reload }
}
