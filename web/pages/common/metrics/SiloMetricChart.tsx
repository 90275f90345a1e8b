import { Suspense, useEffect, useMemo, useState } from 'react'
import { allItemsStatus } from '../../../api/all-items'
import { useList } from '../../../api/reads'
import { PartialNotice } from '../../../ui/PartialNotice'
import { ErrorBox } from '../../../ui/ErrorBox'
import { Spinner } from '../../../ui/Spinner'
import { UpdatedAgo } from '../list/UpdatedAgo'
import { TimeSeriesChart } from './MetricChart'
import { measurementsToChartData, rangeBounds, type ChartData, type TimeRange, type Unit } from './oxql'
import type { ProvisionedMetric } from './queries'
import { StatCards } from './StatCards'
import { ChartMenu } from './ChartMenu'

/**
 * "Now" for a live range: moves every `refreshInterval` while the tab is visible, so the
 * siloMetric call (which takes explicit instants, not OxQL's `@now()`) asks for the newest points.
 */
function useNow(refreshInterval: number) {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!refreshInterval) return
    const id = setInterval(() => {
      if (document.visibilityState !== 'hidden') setNow(Date.now())
    }, refreshInterval)
    return () => clearInterval(id)
  }, [refreshInterval])
  return now
}

/**
 * One provisioned metric of the user's own silo through the silo metrics API, for a silo reader
 * without a fleet role (who may not read OxQL's fleet-scoped collection_target table).
 */
export function SiloMetricChart({
  name,
  title,
  unit,
  range,
  refreshInterval,
}: {
  name: ProvisionedMetric
  title: string
  unit: Unit
  range: TimeRange
  refreshInterval: number
}) {
  const now = useNow(refreshInterval)
  // SWR keys must stay stable across renders: the instants change only when `now` moves
  const { start, end } = useMemo(() => rangeBounds(range, now), [range, now])
  // every point of the range, page by page: one page of 1,000 would cut a long range's newest points off
  const points = useList('siloMetric', {
    path: { metricName: name },
    query: { startTime: start, endTime: end, order: 'ascending' },
  })
  const partial = allItemsStatus(points, 'points')
  const fresh = useMemo(
    () => (points.data ? measurementsToChartData(points.items, title) : undefined),
    [points.data, points.items, title],
  )
  // a refresh asks under a new key: keep drawing the last answer until the new one arrives
  const [last, setLast] = useState<{ data: ChartData; at: number } | undefined>(undefined)
  useEffect(() => {
    if (fresh) setLast({ data: fresh, at: Date.now() })
  }, [fresh])
  const shown = fresh ?? last?.data
  let body
  if (points.error && !points.items.length && !shown)
    body = (
      <ErrorBox title={`Could not load ${title.toLowerCase()}`} onRetry={() => void points.mutate()}>
        {points.error.message}
      </ErrorBox>
    )
  else if (!shown) body = <Spinner label={partial ?? `Loading ${title.toLowerCase()}`} />
  else
    body = (
      <>
        {/* a load cut short still draws what it read, and says the chart ends early */}
        {partial && points.data && <PartialNotice onRetry={() => void points.mutate()}>{partial}</PartialNotice>}
        <StatCards title={title} data={shown} unit={unit} kind="gauge" />
        <Suspense fallback={<Spinner label="Loading chart" />}>
          <TimeSeriesChart data={shown} unit={unit} title={title} height={160} />
        </Suspense>
      </>
    )
  return (
    <section className="stack" aria-label={title}>
      <div className="row" style={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <h3>{title}</h3>
        <div className="row">
          <UpdatedAgo at={last?.at} every={1000} />
          <ChartMenu
            title={title}
            // OxQL's collection_target table is fleet-scoped: a silo reader without a fleet role reads this instead
            source={{
              name: 'the silo metrics API',
              copies: [
                {
                  label: 'Copy request',
                  text: `GET /v1/metrics/${name}?start_time=${start.toISOString()}&end_time=${end.toISOString()}&order=ascending`,
                },
              ],
            }}
            data={shown}
            unit={unit}
          />
        </div>
      </div>
      {body}
    </section>
  )
}
