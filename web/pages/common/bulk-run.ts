/**
 * Running a bulk action (./bulk.ts), loaded when a bulk button is first pressed: the job runner and
 * the Activity store stay out of the list pages' first load.
 */
import type { ApiMethod } from '../../api/client'
import type { Write } from '../../api/hooks'
import { confirmAction } from '../../ui/ConfirmDialog'
import { startJob } from './activity'
import { bulkRunner } from './bulk-resume'
import type { Bulk, BulkAction } from './bulk'
import { partitionAllowed, plural } from './selection'

/**
 * Starts the action for `rows` (after a confirmation when destructive). `write` and `revalidate`
 * come from useApiWrite / useRevalidateAfter and keep working after the page unmounts: items
 * write without revalidating, and once they settle everything their writes reach is revalidated
 * once (the one policy, docs/CONTRACTS.md "Writes").
 */
export function runBulkAction<T>({
  bulk,
  action,
  rows,
  rowKey,
  rowLabel,
  write,
  revalidate,
  onStarted,
}: {
  bulk: Bulk<T>
  action: BulkAction<T>
  rows: T[]
  rowKey: (row: T) => string
  rowLabel: (row: T) => string
  write: Write
  revalidate: (methods: ApiMethod[]) => unknown
  onStarted?: () => void
}) {
  const { allowed, skipped } = partitionAllowed(rows, action.disabled)
  const title = `${action.label} ${plural(rows.length, bulk.noun.one, bulk.noun.many)}`
  const start = () => {
    const runner = bulkRunner(action, write, revalidate)
    // by row, not by scanning the skipped list for each row (5,000 rows, issue #21)
    const skipReason = new Map(skipped.map((s) => [s.row, s.reason]))
    startJob({
      title,
      items: rows.map((row) => ({
        key: rowKey(row),
        label: rowLabel(row),
        value: row,
        skip: skipReason.get(row),
      })),
      run: runner.run,
      concurrency: action.concurrency,
      onSettled: runner.onSettled,
      resume: bulk.resume && { ...bulk.resume, action: action.label },
    })
    onStarted?.()
  }
  if (!action.danger && !action.confirm) return start()
  const count = plural(allowed.length, bulk.noun.one, bulk.noun.many)
  const consequence = action.confirm ?? 'This cannot be undone.'
  confirmAction({
    title: `${action.label} ${count}`,
    content: `${action.label} ${count}? ${consequence}${skipped.length ? ` ${plural(skipped.length, bulk.noun.one, bulk.noun.many)} will be skipped.` : ''}`,
    actionLabel: `${action.label} ${count}`,
    danger: action.danger,
    errorTitle: `Could not ${action.label.toLowerCase()} ${bulk.noun.many}`,
    doAction: async () => start(),
  })
}
