import { Badge } from '../../../ui/Badge'
import { EmptyState } from '../../../ui/EmptyState'
import { Link } from '../../../ui/Link'
import { PageHeader } from '../../../ui/PageHeader'
import { Spinner, useMinimumDisplay } from '../../../ui/Spinner'
import { Table, type Column } from '../../../ui/Table'
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
  const { inputs, failed, loading } = useIssueInputs()
  const showSpinner = useMinimumDisplay(loading)
  const issues = collectIssues(inputs)
  return (
    <>
      <PageHeader title="System issues" />
      {failed.length > 0 && <ErrorBox>Could not check {failed.join(', ')}.</ErrorBox>}
      {showSpinner && issues.length === 0 ? (
        <div className="empty">
          <Spinner label="Checking the system" />
        </div>
      ) : issues.length === 0 ? (
        failed.length > 0 ? (
          <EmptyState title="No issues found" body="Nothing that could be checked needs attention." />
        ) : (
          <EmptyState title="All is well" body="No sled, disk, switch port, update, silo or IP pool needs attention." />
        )
      ) : (
        <>
          <p>
            {issues.length} {issues.length === 1 ? 'item needs' : 'items need'} attention
            {loading ? ' (still checking)' : ''}.
          </p>
          <Table label="System issues" columns={columns} rows={issues} rowKey={(i) => i.key} />
        </>
      )}
    </>
  )
}
