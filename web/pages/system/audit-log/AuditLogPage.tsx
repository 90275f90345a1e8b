import { useState } from 'react'
import type { AuditLogEntry } from '../../../api/generated/types'
import { Badge } from '../../../ui/Badge'
import { Button } from '../../../ui/Button'
import { EmptyState } from '../../../ui/EmptyState'
import { TextField } from '../../../ui/Field'
import { PageHeader } from '../../../ui/PageHeader'
import type { Column } from '../../../ui/Table'
import { useFormState } from '../../../ui/use-form'
import { formatDateTime } from '../../../util/time'
import { ListTable } from '../../common/list/ListTable'
import {
  actorLabel,
  defaultRange,
  rangeQuery,
  resultColor,
  resultLabel,
  validateRange,
  type RangeValues,
} from './audit'
import { AuditEntryModal } from './AuditEntryModal'

/**
 * system/audit-log: newest first within a time range. The range applies on 'Apply' (not per
 * keystroke), so a half-typed time never fires a request.
 */
export default function AuditLogPage() {
  const form = useFormState({ initial: defaultRange, validate: validateRange, onSubmit: (v) => setRange(v) })
  // The range first shown: the default, or what an expired session kept when it is valid.
  const [range, setRange] = useState<RangeValues>(() => (form.valid ? form.values : defaultRange()))
  const [open, setOpen] = useState<AuditLogEntry | null>(null)
  const columns: Column<AuditLogEntry>[] = [
    {
      header: 'Time',
      cell: (e) => (
        <time dateTime={e.timeStarted.toISOString()}>{formatDateTime(e.timeStarted, { seconds: true })}</time>
      ),
    },
    {
      header: 'Operation',
      cell: (e) => (
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Details of ${e.operationId} ${e.requestId}`}
          onClick={() => setOpen(e)}
        >
          <code>{e.operationId}</code>
        </Button>
      ),
    },
    { header: 'Result', cell: (e) => <Badge color={resultColor[e.result.kind]}>{resultLabel(e.result)}</Badge> },
    { header: 'Actor', cell: (e) => actorLabel(e.actor) },
    { header: 'Request ID', cell: (e) => <code>{e.requestId}</code> },
  ]
  return (
    <>
      <PageHeader title="Audit log" />
      <form
        className="toolbar"
        aria-label="Time range"
        onSubmit={(e) => {
          e.preventDefault()
          form.submit()
        }}
      >
        <TextField label="From" type="datetime-local" required {...form.field('start')} />
        <TextField label="Until (empty for now)" type="datetime-local" {...form.field('end')} />
        <Button type="submit" variant="primary">
          Apply
        </Button>
      </form>
      <ListTable<AuditLogEntry>
        label="Audit log"
        method="auditLogList"
        params={{ query: rangeQuery(range) }}
        columns={columns}
        rowName={(e) => `${e.operationId} ${e.requestId}`}
        rowActions={(e) => [{ label: 'Details', onSelect: () => setOpen(e) }]}
        empty={<EmptyState title="No entries" body="Nothing was logged in this time range." />}
      />
      {open && <AuditEntryModal entry={open} onClose={() => setOpen(null)} />}
    </>
  )
}
