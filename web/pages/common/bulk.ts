/**
 * Bulk actions over selected rows (issue #12 point 2). Each area describes its actions as data
 * (web/pages/<area>/bulk-actions.ts); ./bulk-run.ts runs one: rows the rules table disallows are skipped
 * with the reason, destructive actions confirm once naming the count, the rest becomes a job in
 * the Activity panel (./activity.ts) that refreshes the affected lists when it settles.
 */
import type { Write } from '../../api/hooks'
import { partitionAllowed } from './selection'

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
  /**
   * How a job of these actions is rebuilt after a reload: the kind registered with `resumableBulk`
   * (./bulk-resume.ts) and the arguments it takes. Without it a job cut by a reload cannot be retried.
   */
  resume?: { kind: string; args: Record<string, string> }
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
