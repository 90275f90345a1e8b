import type { VirtualResourceCounts } from '../../../api/generated/types'
import { formatPercent } from '../../../util/format'
import { UsageBar } from './UsageBar'
import { formatResource, resourceLabel, resources, usageFigure, type Resource } from './usage'

type Counts = VirtualResourceCounts | undefined

/**
 * The utilization pages open with these: one card per resource, what is provisioned as a figure and as
 * bars against the quota and, for a reader who may see the sleds, against the rack's capacity. The exact
 * tables come after, for who needs the numbers. `capacity`: null when the reader may not know it.
 */
export function UsageCards({
  provisioned,
  quota,
  capacity,
}: {
  provisioned: Counts
  quota: Counts
  capacity?: Counts | null
}) {
  return (
    <div className="usage-cards">
      {resources.map((r) => (
        <UsageCard key={r} resource={r} provisioned={provisioned} quota={quota} capacity={capacity} />
      ))}
    </div>
  )
}

function UsageCard({
  resource: r,
  provisioned,
  quota,
  capacity,
}: {
  resource: Resource
  provisioned: Counts
  quota: Counts
  capacity?: Counts | null
}) {
  const bar = (of: 'quota' | 'capacity', limit: Counts) =>
    provisioned &&
    limit && (
      <div className="usage-card-bar">
        <span className="muted">Of {of}</span>
        <UsageBar
          label={`${resourceLabel[r]} provisioned of ${of}`}
          figure={usageFigure(provisioned[r], limit[r])}
          text={`${formatPercent(provisioned[r], limit[r])} of ${formatResource(r, limit[r])}`}
        />
      </div>
    )
  return (
    <section className="usage-card" aria-label={`${resourceLabel[r]} usage`}>
      <h2>{resourceLabel[r]}</h2>
      <p className="usage-card-figure">
        {provisioned ? formatResource(r, provisioned[r]) : '…'} <span className="muted">provisioned</span>
      </p>
      {bar('quota', quota)}
      {capacity !== null && bar('capacity', capacity ?? undefined)}
    </section>
  )
}
