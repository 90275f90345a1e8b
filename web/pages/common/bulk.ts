/**
 * Bulk actions over selected rows (issue #12 point 2). Each area describes its actions as data
 * (web/pages/<area>/bulk-actions.ts); this runs one: rows the rules table disallows are skipped
 * with the reason, destructive actions confirm once naming the count, the rest becomes a job in
 * the Activity panel (./activity.ts) that refreshes the affected lists when it settles.
 */
import type { ApiMethod } from '../../api/client'
import type { Write } from '../../api/hooks'
import { confirmAction } from '../../ui/ConfirmDialog'
import { startJob } from './activity'
import { partitionAllowed, plural } from './selection'

export type BulkAction<T> = {
  /** Button label and the job's verb: 'Stop' -> 'Stop 3 instances'. */
  label: string
  /** Destructive: confirm first, naming the count. */
  danger?: boolean
  /** Confirm first even though not destructive; the sentence says what follows. */
  confirm?: string
  /** Why this row may not get the action (from web/api/rules/<resource>.ts), or undefined when it may. */
  disabled?: (row: T) => string | undefined | false
  /** One item's writes, each through `write` (useApiWrite): what it calls is what gets revalidated. */
  run: (row: T, write: Write) => Promise<unknown>
  /** Items at once; defaults to 2. */
  concurrency?: number
}

export type Bulk<T> = {
  /** What a row is called: { one: 'instance', many: 'instances' }. */
  noun: { one: string; many: string }
  actions: BulkAction<T>[]
}

/** The button's disabled reason: only when no selected row allows the action. */
export function bulkDisabledReason<T>(bulk: Bulk<T>, action: BulkAction<T>, rows: T[]): string | undefined {
  if (rows.length === 0) return 'Select rows first'
  const { allowed, skipped } = partitionAllowed(rows, action.disabled)
  if (allowed.length > 0) return undefined
  return rows.length === 1
    ? skipped[0].reason
    : `None of the selected ${bulk.noun.many} allow this: ${skipped[0].reason}`
}

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
    const written = new Set<ApiMethod>()
    const recording: Write = (method, params) => {
      written.add(method)
      return write(method, params, { invalidate: false })
    }
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
      run: (row) => action.run(row, recording),
      concurrency: action.concurrency,
      onSettled: () => revalidate([...written]),
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
