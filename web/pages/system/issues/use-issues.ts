/*
 * Loads everything system/issues reads. Some checks need one call per item
 * (a silo's providers, a pool's utilization, a port's link), so those are
 * fetched together under one keyed hook per list (useEachQuery); a failure of one part leaves
 * the others standing and is reported as 'could not check'.
 */
import { useApiQuery } from '../../../api/hooks'
import { useAllItems } from '../../../api/all-items'
import { useEachQuery } from '../../../api/loaders'
import { linkStatus } from '../../../api/rules/switch-ports'
import type { IssueInputs } from './issues'

export function useIssueInputs() {
  const sleds = useAllItems('sledList', { query: {} })
  const disks = useAllItems('physicalDiskList', { query: {} })
  const ports = useAllItems('networkingSwitchPortList', { query: {} })
  const update = useApiQuery('systemUpdateStatus', {})
  const silos = useAllItems('siloList', { query: {} })
  const pools = useAllItems('systemIpPoolList', { query: {} })

  // An unconfigured port is down by design; only a configured port whose link is down needs someone.
  const configured = ports.data?.items.filter((p) => p.portSettingsId)
  const portStates = useEachQuery('networkingSwitchPortStatus', configured, (p) => ({
    path: { port: p.portName },
    query: { rackId: p.rackId, switchSlot: p.switchSlot },
  }))
  const siloIdps = useEachQuery('siloIdentityProviderList', silos.data?.items, (s) => ({
    // siloIssue asks only whether the silo has any identity provider: one is enough
    query: { silo: s.name, limit: 1 },
  }))
  const poolUse = useEachQuery('systemIpPoolUtilizationView', pools.data?.items, (p) => ({ path: { pool: p.name } }))

  const inputs: IssueInputs = {
    sleds: sleds.data?.items,
    disks: disks.data?.items,
    portsDown: portStates.data
      ?.filter((r) => r.result !== undefined && linkStatus(r.result) === 'down')
      .map((r) => r.item),
    update: update.data,
    silos: siloIdps.data?.map((r) => ({ silo: r.item, idps: r.result?.items })),
    pools: poolUse.data?.map((r) => ({ pool: r.item, utilization: r.result })),
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
