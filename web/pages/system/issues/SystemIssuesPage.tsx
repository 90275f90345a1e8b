import { Badge } from '../../../ui/Badge'
import { EmptyState } from '../../../ui/EmptyState'
import { Link } from '../../../ui/Link'
import { PageHeader } from '../../../ui/PageHeader'
import type { Column } from '../../../ui/Table'
import { ArrayTable } from '../../common/list/ArrayTable'
import { issueSeverityColor } from '../../../api/rules/issues'
import { collectIssues, issueKindLabel, type Issue } from './issues'
import { useIssueInputs } from './use-issues'
import { useFleetAccess } from '../use-fleet-access'
import { ErrorBox } from '../../../ui/ErrorBox'

const columns: Column<Issue>[] = [
  {
    header: 'Severity',
    cell: (i) => <Badge color={issueSeverityColor[i.severity]}>{i.severity}</Badge>,
  },
  { header: 'Kind', cell: (i) => issueKindLabel[i.kind] },
  { header: 'Issue', cell: (i) => <Link href={i.href}>{i.title}</Link> },
  { header: 'Detail', cell: (i) => i.detail },
]

/** system/issues: everything that needs an operator, from hardware to silos, each linking to its page. */
export default function SystemIssuesPage() {
  useFleetAccess()
  const { inputs, failed, loading, reload } = useIssueInputs()
  const issues = collectIssues(inputs)
  return (
    <>
      <PageHeader title="System issues" />
      {failed.length > 0 && <ErrorBox onRetry={reload}>Could not check {failed.join(', ')}.</ErrorBox>}
      {issues.length > 0 && (
        <p>
          {issues.length} {issues.length === 1 ? 'item needs' : 'items need'} attention
          {loading ? ' (still checking)' : ''}.
        </p>
      )}
      <ArrayTable<Issue>
        label="System issues"
        rows={loading && issues.length === 0 ? undefined : issues}
        validating={loading}
        retry={reload}
        columns={columns}
        rowKey={(i) => i.key}
        empty={
          failed.length > 0 ? (
            <EmptyState title="No issues found" body="Nothing that could be checked needs attention." />
          ) : (
            <EmptyState
              title="All is well"
              body="No sled, disk, switch port, update, silo or IP pool needs attention."
            />
          )
        }
      />
    </>
  )
}
