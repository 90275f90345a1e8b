import { Suspense, useMemo, useState } from 'react'
import { allItemsStatus, useAllItems } from '../../../api/all-items'
import { Spinner } from '../../../ui/Spinner'
import { TimeSeriesChart } from './MetricChart'
import { measurementsToChartData, rangeBounds, type TimeRange, type Unit } from './oxql'
import { RangePicker } from './RangePicker'
import { ErrorBox } from '../../../ui/ErrorBox'
import { Button } from '../../../ui/Button'

type MetricName = 'cpus_provisioned' | 'ram_provisioned' | 'virtual_disk_space_provisioned'
const metrics: { name: MetricName; title: string; unit: Unit }[] = [
  { name: 'cpus_provisioned', title: 'CPUs provisioned', unit: 'count' },
  { name: 'ram_provisioned', title: 'Memory provisioned', unit: 'bytes' },
  { name: 'virtual_disk_space_provisioned', title: 'Storage provisioned', unit: 'bytes' },
]

function OneMetric({
  scope,
  name,
  title,
  unit,
  startTime,
  endTime,
}: {
  scope: 'silo' | 'system'
  name: MetricName
  title: string
  unit: Unit
  startTime: Date
  endTime: Date
}) {
  // every point of the range, page by page: one page of 1,000 would cut a long range's newest points off
  const query = { startTime, endTime, order: 'ascending' as const }
  const silo = useAllItems('siloMetric', { path: { metricName: name }, query }, { enabled: scope === 'silo' })
  const system = useAllItems('systemMetric', { path: { metricName: name }, query }, { enabled: scope === 'system' })
  const points = scope === 'silo' ? silo : system
  const { data, error } = points
  let body
  if (error && !points.items.length)
    body = <ErrorBox title={`Could not load ${title.toLowerCase()}`}>{error.message}</ErrorBox>
  else if (!data) body = <Spinner label={allItemsStatus(points, 'points') ?? `Loading ${title.toLowerCase()}`} />
  else {
    // a load cut short still draws what it read, and says the chart ends early
    const partial = allItemsStatus(points, 'points')
    body = (
      <>
        {partial && (
          <p className="notice-box" role="status">
            {partial}{' '}
            <Button size="sm" onClick={() => void points.mutate()}>
              Retry
            </Button>
          </p>
        )}
        <Suspense fallback={<Spinner label="Loading chart" />}>
          <TimeSeriesChart data={measurementsToChartData(points.items, title)} unit={unit} title={title} height={160} />
        </Suspense>
      </>
    )
  }
  return (
    <section className="stack" aria-label={title}>
      <h3>{title}</h3>
      {body}
    </section>
  )
}

/**
 * Provisioned CPUs, memory and storage over time (siloMetric for the silo's
 * /utilization, systemMetric for the fleet's /system/utilization).
 */
export default function ProvisionedChart({ scope }: { scope: 'silo' | 'system' }) {
  const [range, setRange] = useState<TimeRange>({ preset: '1d' })
  // Dates are fixed per chosen range (SWR keys must stay stable across renders).
  const { start, end } = useMemo(() => rangeBounds(range), [range])
  return (
    <section className="stack" aria-labelledby="provisioned-heading">
      <h2 id="provisioned-heading">Provisioned over time</h2>
      <RangePicker range={range} onChange={setRange} />
      {metrics.map((m) => (
        <OneMetric key={m.name} scope={scope} {...m} startTime={start} endTime={end} />
      ))}
    </section>
  )
}
