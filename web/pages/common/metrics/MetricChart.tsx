import { lazy, Suspense, useMemo } from 'react'
import type { OxqlQueryResult } from '../../../api/generated/types'
import { oxqlQueries } from '../../../api/loaders'
import { useQuery } from '../../../api/reads'
import { Spinner } from '../../../ui/Spinner'
import { mergeChartData, toChartData, type ChartData, type Unit } from './oxql'
import { ErrorBox } from '../../../ui/ErrorBox'
import { PartialNotice } from '../../../ui/PartialNotice'
import { UpdatedAgo, useUpdatedAt } from '../list/UpdatedAgo'
import { kindOfResult, perWindow } from './stats'
import { StatCards } from './StatCards'
import { ChartMenu, oxqlSource } from './ChartMenu'

/** uPlot and its wrapper load only with a chart page (the quality bars). */
export const TimeSeriesChart = lazy(() => import('../../../ui/TimeSeriesChart'))

export type LabeledQuery = { query: string; label: string }

/**
 * The results on one axis: a query answering one series takes the query's label; several
 * series are labelled `label: field=value`.
 */
function labelled(data: OxqlQueryResult[], labels: string[], transform?: (d: ChartData) => ChartData) {
  const chart = mergeChartData(
    data.map((result, i) => {
      const d = toChartData(result)
      const one = d.series.length === 1
      const label = labels[i]
      return {
        times: d.times,
        series: d.series.map((s) => ({ ...s, label: one && label ? label : label ? `${label}: ${s.label}` : s.label })),
      }
    }),
  )
  return transform ? transform(chart) : chart
}

/**
 * Runs OxQL queries (project-scoped when `project` is given) and charts them on
 * one axis, under statistic cards. A query answering one series takes the query's
 * label; several series are labelled `label: field=value`. `refreshInterval` (a live
 * range) re-runs them; the heading says when the data last arrived, and its menu gives the queries
 * and the points as a CSV.
 */
export function MetricChart({
  title,
  queries,
  project,
  unit,
  transform,
  refreshInterval = 0,
  height,
  level = 2,
}: {
  title: string
  queries: LabeledQuery[]
  project?: string
  unit: Unit
  /**
   * the values rescaled into a level (vCPU time per window -> percent), no longer "per window";
   * keep it stable (useMemo), as the chart is rebuilt when it changes
   */
  transform?: (d: ChartData) => ChartData
  refreshInterval?: number
  height?: number
  /** heading level: 3 where the charts sit under a section's own heading */
  level?: 2 | 3
}) {
  const { data, error, isLoading, isValidating, mutate } = useQuery(
    oxqlQueries,
    { project: project ?? null, queries: queries.map((q) => q.query) },
    { refreshInterval },
  )
  const updatedAt = useUpdatedAt(isValidating, Boolean(data) && !error)
  // built once per answer: the chart redraws on new data, not on every render (the age ticking, a refresh starting)
  const labels = queries.map((q) => q.label).join('\n')
  const shown = useMemo(
    () => (data ? labelled(data, labels.split('\n'), transform) : undefined),
    [data, labels, transform],
  )
  let body
  if (error && !data) {
    body = (
      <ErrorBox title={`Could not load ${title.toLowerCase()}`} onRetry={() => void mutate()}>
        {error.message}
      </ErrorBox>
    )
  } else if (!data || !shown) {
    body = <Spinner label={`Loading ${title.toLowerCase()}`} />
  } else {
    // a rescaled counter is a level; otherwise the first result says what its values are
    const kind = transform || !data.length ? 'gauge' : kindOfResult(data[0])
    body = (
      <>
        {/* a refresh that failed keeps the last chart and says so */}
        {error && <PartialNotice onRetry={() => void mutate()}>Could not refresh: {error.message}</PartialNotice>}
        <StatCards title={title} data={shown} unit={unit} kind={kind} per={perWindow(kind, queries[0]?.query ?? '')} />
        <Suspense fallback={<Spinner label="Loading chart" />}>
          <TimeSeriesChart data={shown} unit={unit} title={title} height={height} />
        </Suspense>
      </>
    )
  }
  return (
    <section className="stack" aria-label={title} aria-busy={isLoading}>
      <div className="row" style={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
        {level === 2 ? <h2>{title}</h2> : <h3>{title}</h3>}
        <div className="row">
          <UpdatedAgo at={updatedAt} every={1000} />
          <ChartMenu title={title} source={oxqlSource(queries)} data={shown} unit={unit} />
        </div>
      </div>
      {body}
    </section>
  )
}
