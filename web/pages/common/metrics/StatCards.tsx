import { formatValue } from '../../../util/format-value'
import { formatTime } from '../../../ui/ChartTables'
import { chartStats, type MetricKind } from './stats'
import type { ChartData, Unit } from './oxql'

/**
 * Current, average and peak of each series over the range, above its chart.
 * A counter's values are per window (`per 1m`), said beside them so a rate is not read as a total.
 */
export function StatCards({
  title,
  data,
  unit,
  kind,
  per,
}: {
  title: string
  data: ChartData
  unit: Unit
  kind: MetricKind
  per?: string
}) {
  const suffix = per ? ` ${per}` : ''
  return (
    <ul className="stat-cards" aria-label={`${title} statistics`}>
      {chartStats(data, kind).map(({ label, stats }) => (
        <li key={label} className="stat-card">
          <div role="group" aria-label={label}>
            <p className="stat-card-label">{label}</p>
            <dl>
              <div>
                <dt>Current</dt>
                <dd>
                  {formatValue(unit, stats?.current)}
                  {stats && suffix}
                  {stats && (
                    <span className="muted">
                      {' '}
                      at{' '}
                      <time dateTime={new Date(stats.currentAt * 1000).toISOString()}>
                        {formatTime(stats.currentAt)}
                      </time>
                    </span>
                  )}
                </dd>
              </div>
              <div>
                <dt>Average</dt>
                <dd>
                  {formatValue(unit, stats?.average)}
                  {stats && suffix}
                </dd>
              </div>
              <div>
                <dt>Peak</dt>
                <dd>
                  {formatValue(unit, stats?.peak)}
                  {stats && suffix}
                </dd>
              </div>
            </dl>
          </div>
        </li>
      ))}
    </ul>
  )
}
