/**
 * Bulk actions over selected rows. Each area describes its actions as data
 * (web/pages/<area>/bulk-actions.ts); ./bulk-run.ts runs one: rows the rules table disallows are skipped
 * with the reason, destructive actions confirm once naming the count, the rest becomes a job in
 * the Activity panel (./activity.ts) that refreshes the affected lists when it settles.
 */
import type { ChangeLine } from '../../../api/changes'
import type { Write } from '../../../api/writes'
import type { ApiMethod, ParamsOf } from '../../../api/client'
import { requestPreview, type RequestPreview } from '../../../api/request-preview'
import { partitionAllowed, plural } from '../list/selection'

export type BulkAction<T> = {
  /** Button label and the job's verb: 'Stop' -> 'Stop 3 instances'. */
  label: string
  /** Destructive: confirm first, naming the count. */
  danger?: boolean
  /** Confirm first even though not destructive; the sentence says what follows. */
  confirm?: string
  /** Why this row may not get the action (from web/api/rules/<resource>.ts), or undefined when it may. */
  disabled?: (row: T) => string | undefined | false
  /** One item's writes, each through `write` (useWrite): what it calls is what gets revalidated. */
  run: (row: T, write: Write) => Promise<unknown>
  /** Items at once; defaults to 2. */
  concurrency?: number
  /** The request one item sends, for "Copy as CLI / API" in the review (the same params `run` uses). */
  request?: (row: T) => RequestPreview
  /** For an edit of one document (a rule set): what the items together add, remove and change in it. */
  changes?: (rows: T[]) => ChangeLine[]
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

/** An action's `run` and `request` from one call and one params builder: the review's Copy as CLI / API is what runs. */
export const bulkCall = <T, M extends ApiMethod>(method: M, params: (row: T) => ParamsOf<M>) => ({
  run: (row: T, write: Write) => write(method, params(row)),
  request: (row: T) => requestPreview(method, params(row)),
})

/** The button's disabled reason: only when no selected row allows the action. */
export function bulkDisabledReason<T>(bulk: Bulk<T>, action: BulkAction<T>, rows: T[]): string | undefined {
  if (rows.length === 0) return 'Select rows first'
  const { allowed, skipped } = partitionAllowed(rows, action.disabled)
  if (allowed.length > 0) return undefined
  return rows.length === 1
    ? skipped[0].reason
    : `None of the selected ${bulk.noun.many} allow this: ${skipped[0].reason}`
}

/** Rows skipped for one reason. */
type SkippedGroup<T> = { reason: string; rows: T[] }

/**
 * What a bulk action will do, worked out before it runs ("see before you apply"): the
 * job's title names every selected row, the action only those it is sent for; the rest are
 * skipped, grouped by reason (5,000 rows skip for a handful of reasons, not 5,000 sentences).
 */
export type BulkPlan<T> = {
  /** 'Stop 4 instances': the job, over every selected row. */
  title: string
  /** 'Stop 3 instances': what is sent. */
  sending: string
  allowed: T[]
  skipped: SkippedGroup<T>[]
}

export function bulkPlan<T>(bulk: Bulk<T>, action: BulkAction<T>, rows: T[]): BulkPlan<T> {
  const { allowed, skipped } = partitionAllowed(rows, action.disabled)
  const groups = new Map<string, T[]>()
  for (const { row, reason } of skipped) {
    const group = groups.get(reason)
    if (group) group.push(row)
    else groups.set(reason, [row])
  }
  const count = (n: number) => plural(n, bulk.noun.one, bulk.noun.many)
  return {
    title: `${action.label} ${count(rows.length)}`,
    sending: `${action.label} ${count(allowed.length)}`,
    allowed,
    skipped: [...groups].map(([reason, rows]) => ({ reason, rows })),
  }
}
