/**
 * Running a bulk action (./bulk.ts), loaded when a bulk button is first pressed: the job runner and
 * the Activity store stay out of the list pages' first load.
 */
import type { ApiMethod } from '../../../api/client'
import type { Write } from '../../../api/writes'
import { confirmAction } from '../../../ui/ConfirmDialog'
import { startJob } from '../activity/activity'
import { bulkPlan, type Bulk, type BulkAction } from './bulk'
import { bulkRunner } from './bulk-resume'
import { BulkReview } from './BulkReview'

/**
 * Shows what the action will do (the rows it runs on, those skipped and why, the requests) and
 * starts it once the user agrees (: see before you apply; a destructive one also says it
 * cannot be undone). `write` and `revalidate`
 * come from useWrite (and its revalidate) and keep working after the page unmounts: items
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
  const plan = bulkPlan(bulk, action, rows)
  const { title, skipped } = plan
  const start = () => {
    const runner = bulkRunner(action, write, revalidate)
    // by row, not by scanning the skipped list for each row (5,000 rows)
    const skipReason = new Map(skipped.flatMap((g) => g.rows.map((row) => [row, g.reason] as const)))
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
  const consequence = action.danger ? (action.confirm ?? 'This cannot be undone.') : (action.confirm ?? '')
  confirmAction({
    title: plan.sending,
    content: (
      <BulkReview
        plan={plan}
        action={action}
        noun={bulk.noun}
        rowLabel={rowLabel}
        sentence={`${plan.sending}?${consequence ? ` ${consequence}` : ''}`}
      />
    ),
    actionLabel: plan.sending,
    danger: action.danger,
    errorTitle: `Could not ${action.label.toLowerCase()} ${bulk.noun.many}`,
    doAction: async () => start(),
  })
}
