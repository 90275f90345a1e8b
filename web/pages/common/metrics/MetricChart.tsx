import { lazy, Suspense } from 'react'
import { useOxqlQueries } from '../../../api/loaders'
import { Spinner } from '../../../ui/Spinner'
import { mergeChartData, toChartData, type ChartData, type Unit } from './oxql'
import { ErrorBox } from '../../../ui/ErrorBox'

/** uPlot and its wrapper load only with a chart page (DESIGN §7). */
export const TimeSeriesChart = lazy(() => import('../../../ui/TimeSeriesChart'))

export type LabeledQuery = { query: string; label: string }

/**
 * Runs OxQL queries (project-scoped when `project` is given) and charts them on
 * one axis. A query answering one series takes the query's label; several series
 * are labelled `label: field=value`.
 */
export function MetricChart({
  title,
  queries,
  project,
  unit,
  transform,
}: {
  title: string
  queries: LabeledQuery[]
  project?: string
  unit: Unit
  transform?: (d: ChartData) => ChartData
}) {
  const { data, error, isLoading } = useOxqlQueries(
    project,
    queries.map((q) => q.query),
  )
  let body
  if (error) {
    body = <ErrorBox title={`Could not load ${title.toLowerCase()}`}>{error.message}</ErrorBox>
  } else if (!data) {
    body = <Spinner label={`Loading ${title.toLowerCase()}`} />
  } else {
    const chart = mergeChartData(
      data.map((result, i) => {
        const d = toChartData(result)
        const one = d.series.length === 1
        return {
          times: d.times,
          series: d.series.map((s) => ({
            ...s,
            label:
              one && queries[i].label
                ? queries[i].label
                : queries[i].label
                  ? `${queries[i].label}: ${s.label}`
                  : s.label,
          })),
        }
      }),
    )
    body = (
      <Suspense fallback={<Spinner label="Loading chart" />}>
        <TimeSeriesChart data={transform ? transform(chart) : chart} unit={unit} title={title} />
      </Suspense>
    )
  }
  return (
    <section className="stack" aria-label={title} aria-busy={isLoading}>
      <h2>{title}</h2>
      {body}
    </section>
  )
}
