/** The OxQL queries behind the instance metrics tabs (the rules: screens, calls). */
import { alignFor, buildQuery, durationMs, scaleSeries, type ChartData, type TimeRange } from './oxql'

const q = (metric: string, eq: Record<string, string>, range: TimeRange) => buildQuery({ metric, eq, range })

/** vCPU time by state, summed over the instance's vCPUs. */
export const cpuQuery = (instanceId: string, range: TimeRange) =>
  buildQuery({
    metric: 'virtual_machine:vcpu_usage',
    eq: { instance_id: instanceId },
    range,
    groupBy: ['state'],
    reducer: 'sum',
  })

/**
 * Nanoseconds of vCPU time per alignment window -> percent of the instance's
 * capacity (window length x vCPUs); series labelled by state alone.
 */
export const toCpuPercent = (range: TimeRange, ncpus: number) => cpuPercentPer(alignFor(range), ncpus)

/** toCpuPercent for an alignment window (`1m`): the same function while the window and vCPUs stay. */
export const cpuPercentPer =
  (align: string, ncpus: number) =>
  (d: ChartData): ChartData => {
    const windowNs = durationMs(align) * 1e6 * Math.max(1, ncpus)
    const scaled = scaleSeries(d, (v) => (v / windowNs) * 100)
    return { ...scaled, series: scaled.series.map((s) => ({ ...s, label: s.label.replace(/^state=/, '') })) }
  }

export function diskQueries(diskId: string, range: TimeRange) {
  const eq = { disk_id: diskId }
  return {
    ops: [
      { label: 'Reads', query: q('virtual_disk:reads', eq, range) },
      { label: 'Writes', query: q('virtual_disk:writes', eq, range) },
    ],
    bytes: [
      { label: 'Bytes read', query: q('virtual_disk:bytes_read', eq, range) },
      { label: 'Bytes written', query: q('virtual_disk:bytes_written', eq, range) },
    ],
    flushes: [{ label: 'Flushes', query: q('virtual_disk:flushes', eq, range) }],
  }
}

export function networkQueries(instanceId: string, range: TimeRange) {
  const eq = { instance_id: instanceId }
  const nic = (m: string) => q(`instance_network_interface:${m}`, eq, range)
  return {
    bytes: [
      { label: 'Bytes in', query: nic('bytes_received') },
      { label: 'Bytes out', query: nic('bytes_sent') },
    ],
    packets: [
      { label: 'Packets in', query: nic('packets_received') },
      { label: 'Packets out', query: nic('packets_sent') },
    ],
    errors: [
      { label: 'Errors in', query: nic('errors_received') },
      { label: 'Errors out', query: nic('errors_sent') },
    ],
  }
}

/** Nexus's fixed id of the fleet (nexus/db-fixed-data FLEET_ID): the collection_target of the whole rack. */
export const FLEET_ID = '001de000-1334-4000-8000-000000000000'

export type ProvisionedMetric = 'cpus_provisioned' | 'ram_provisioned' | 'virtual_disk_space_provisioned'

/**
 * What a silo (its id) or the fleet (FLEET_ID) has provisioned, through OxQL: Nexus records it as
 * the `collection_target` table, fleet-scoped, so only /v1/system/timeseries/query reads it.
 */
export const provisionedQuery = (metric: ProvisionedMetric, collectionId: string, range: TimeRange) =>
  buildQuery({ metric: `collection_target:${metric}`, eq: { id: collectionId }, range })
