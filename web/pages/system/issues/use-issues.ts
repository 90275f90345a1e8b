/*
 * Loads everything system/issues reads. Some checks need one call per item
 * (a silo's providers, a pool's utilization, a port's link), so those are
 * fetched together under one SWR key per list; a failure of one part leaves
 * the others standing and is reported as 'could not check'.
 */
import useSWR from 'swr'
import { callOrThrow } from '../../../api/call'
import { useApiQuery } from '../../../api/hooks'
import { linkStatus } from '../inventory/sled-rules'
import type { IssueInputs } from './issues'
import { ALL_ISH } from '../../common/access/use-role'


/** One SWR entry fetching `fetchOne` for every item, once the items are known. */
function useEach<T, R>(name: string, items: T[] | undefined, id: (t: T) => string, fetchOne: (t: T) => Promise<R>) {
  return useSWR(items ? ['issues', name, items.map(id).join(',')] : null, () => Promise.all(items!.map(async (t) => ({ item: t, result: await fetchOne(t).catch(() => undefined) }))))
}

export function useIssueInputs() {
  const sleds = useApiQuery('sledList', { query: { limit: ALL_ISH } })
  const disks = useApiQuery('physicalDiskList', { query: { limit: ALL_ISH } })
  const ports = useApiQuery('networkingSwitchPortList', { query: { limit: ALL_ISH } })
  const update = useApiQuery('systemUpdateStatus', {})
  const silos = useApiQuery('siloList', { query: { limit: ALL_ISH } })
  const pools = useApiQuery('systemIpPoolList', { query: { limit: ALL_ISH } })

  // An unconfigured port is down by design; only a configured port whose link is down needs someone.
  const configured = ports.data?.items.filter((p) => p.portSettingsId)
  const portStates = useEach('ports', configured, (p) => p.id, (p) =>
    callOrThrow('networkingSwitchPortStatus', { path: { port: p.portName }, query: { rackId: p.rackId, switchSlot: p.switchSlot } }),
  )
  const siloIdps = useEach('idps', silos.data?.items, (s) => s.id, (s) => callOrThrow('siloIdentityProviderList', { query: { silo: s.name, limit: ALL_ISH } }))
  const poolUse = useEach('pools', pools.data?.items, (p) => p.id, (p) => callOrThrow('systemIpPoolUtilizationView', { path: { pool: p.name } }))

  const inputs: IssueInputs = {
    sleds: sleds.data?.items,
    disks: disks.data?.items,
    portsDown: portStates.data?.filter((r) => r.result !== undefined && linkStatus(r.result) === 'down').map((r) => r.item),
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
  const loading = [sleds, disks, update, silos, pools].some((q) => q.isLoading) || siloIdps.isLoading || poolUse.isLoading
  return { inputs, failed, loading }
}
