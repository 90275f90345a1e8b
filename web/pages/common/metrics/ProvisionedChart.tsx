import { useState } from 'react'
import { useQuery } from '../../../api/reads'
import { PanelBoundary } from '../../../ui/PanelBoundary'
import { Spinner } from '../../../ui/Spinner'
import { useFleetRole } from '../access/use-role'
import { LiveControls, useLive } from './LiveControls'
import { MetricChart } from './MetricChart'
import type { TimeRange, Unit } from './oxql'
import { FLEET_ID, provisionedQuery, type ProvisionedMetric } from './queries'
import { RangePicker } from './RangePicker'
import { SiloMetricChart } from './SiloMetricChart'

const metrics: { name: ProvisionedMetric; title: string; unit: Unit }[] = [
  { name: 'cpus_provisioned', title: 'CPUs provisioned', unit: 'count' },
  { name: 'ram_provisioned', title: 'Memory provisioned', unit: 'bytes' },
  { name: 'virtual_disk_space_provisioned', title: 'Storage provisioned', unit: 'bytes' },
]

/**
 * Which collection the charts read and through what: the fleet and, for a reader with a fleet
 * role, the own silo through OxQL; anyone else through the silo metrics API (siloMetric), which
 * answers the same numbers to any silo reader. undefined while the role is loading.
 */
function useSource(scope: 'silo' | 'system'): { oxqlId?: string } | undefined {
  const fleet = useFleetRole()
  const me = useQuery('currentUserView', {}, { enabled: scope === 'silo' })
  if (scope === 'system') return { oxqlId: FLEET_ID }
  if (fleet.isLoading) return undefined
  if (!fleet.role) return {}
  return me.data ? { oxqlId: me.data.siloId } : undefined
}

/**
 * Provisioned CPUs, memory and storage over time for the silo's /utilization or the fleet's
 * /system/utilization, live while the range ends now.
 */
export default function ProvisionedChart({ scope }: { scope: 'silo' | 'system' }) {
  const [range, setRange] = useState<TimeRange>({ preset: '1d' })
  const live = useLive(range)
  const source = useSource(scope)
  return (
    <section className="stack" aria-labelledby="provisioned-heading">
      <h2 id="provisioned-heading">Provisioned over time</h2>
      <RangePicker range={range} onChange={setRange} />
      <LiveControls live={live} range={range} />
      {!source ? (
        <Spinner label="Loading provisioned over time" />
      ) : (
        metrics.map((m) => (
          // each chart contains its own failure: one it cannot draw leaves the others and the page
          <PanelBoundary key={m.name} title={m.title}>
            {source.oxqlId ? (
              <MetricChart
                title={m.title}
                unit={m.unit}
                queries={[{ label: m.title, query: provisionedQuery(m.name, source.oxqlId, range) }]}
                refreshInterval={live.refreshInterval}
                height={160}
                level={3}
              />
            ) : (
              <SiloMetricChart {...m} range={range} refreshInterval={live.refreshInterval} />
            )}
          </PanelBoundary>
        ))
      )}
    </section>
  )
}
