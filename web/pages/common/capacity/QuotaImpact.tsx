/*
 * What a create request takes out of the silo's quota, and a warning before
 * submit when it would go past it (console#3288: quotas that
 * say nothing). Read from the utilization endpoint; the maths is the rules'
 * (web/api/rules/capacity.ts). Nexus still decides: the form is not blocked.
 */
import { useQuery } from '../../../api/reads'
import { quotaImpact, type QuotaLine, type ResourceCounts } from '../../../api/rules/capacity'
import { ErrorBox } from '../../../ui/ErrorBox'
import { PanelBoundary } from '../../../ui/PanelBoundary'
import { formatBytes, formatNumber } from '../../../util/format'
import { formatResource, resourceLabel } from '../usage/usage'

const amount = (line: Pick<QuotaLine, 'bytes'>, n: number) =>
  line.bytes ? formatBytes(n) : `${formatNumber(n)} vCPU${n === 1 ? '' : 's'}`

/** 'Would exceed the memory quota by 12 GiB' */
export const quotaWarning = (line: QuotaLine) => `Would exceed the ${line.label} quota by ${amount(line, line.over)}`

/** An answer it cannot draw fails this table alone: the form around it, and what was typed, stay. */
export function QuotaImpact({ cost }: { cost: ResourceCounts }) {
  return (
    <PanelBoundary title="Silo quota">
      <QuotaTable cost={cost} />
    </PanelBoundary>
  )
}

function QuotaTable({ cost }: { cost: ResourceCounts }) {
  const util = useQuery('utilizationView', {})
  const lines = util.data ? quotaImpact(util.data, cost) : []
  if (util.error)
    return (
      <ErrorBox title="The silo's quota could not be read" onRetry={() => void util.mutate()}>
        {util.error.message}
      </ErrorBox>
    )
  if (!util.data || lines.length === 0) return null
  const over = lines.filter((l) => l.over > 0)
  return (
    <section aria-labelledby="quota-impact-heading" className="stack">
      <h2 id="quota-impact-heading">Silo quota</h2>
      <table className="table" aria-labelledby="quota-impact-heading">
        <thead>
          <tr>
            <th scope="col">Resource</th>
            <th scope="col">This request</th>
            <th scope="col">Provisioned</th>
            <th scope="col">Quota</th>
            <th scope="col">Left after</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={l.resource}>
              <th scope="row">{resourceLabel[l.resource]}</th>
              <td>{formatResource(l.resource, l.requested)}</td>
              <td>{formatResource(l.resource, l.provisioned)}</td>
              <td>{formatResource(l.resource, l.quota)}</td>
              <td>{l.over > 0 ? 'None' : formatResource(l.resource, l.quota - l.provisioned - l.requested)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {over.length > 0 && (
        <div className="notice-box" role="status">
          {over.map((l) => (
            <p key={l.resource}>{quotaWarning(l)}. The request is likely to fail.</p>
          ))}
        </div>
      )}
    </section>
  )
}
