/**
 * Audit log display and the time-range filter, pure for unit tests (test/pages/audit-log/audit.test.ts).
 * The list call requires a start time (inclusive) and takes an optional end (exclusive).
 */
import type { AuditLogEntry, AuditLogEntryActor, AuditLogEntryResult } from '../../../api/generated/types'
import type { BadgeColor } from '../../../ui/Badge'

export function actorLabel(a: AuditLogEntryActor): string {
  switch (a.kind) {
    case 'silo_user':
      return `Silo user ${a.siloUserId}`
    case 'user_builtin':
      return `Built-in user ${a.userBuiltinId}`
    case 'scim':
      return `SCIM client (silo ${a.siloId})`
    case 'unauthenticated':
      return 'Unauthenticated'
  }
}

export function resultLabel(r: AuditLogEntryResult): string {
  switch (r.kind) {
    case 'success':
      return `Success (${r.httpStatusCode})`
    case 'error':
      return `Error (${r.httpStatusCode}${r.errorCode ? ` ${r.errorCode}` : ''})`
    case 'unknown':
      return 'Unknown'
  }
}

export const resultColor: Record<AuditLogEntryResult['kind'], BadgeColor> = {
  success: 'default',
  error: 'destructive',
  unknown: 'notice',
}

const pad = (n: number) => String(n).padStart(2, '0')

/** A Date as the value of <input type="datetime-local"> (local time, minutes). */
export function toLocalInput(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/** The input's value back to a Date; '' or garbage -> undefined. */
export function fromLocalInput(s: string): Date | undefined {
  if (!s) return undefined
  const d = new Date(s)
  return Number.isNaN(d.getTime()) ? undefined : d
}

const DEFAULT_RANGE_HOURS = 24

export type RangeValues = { start: string; end: string }

export function defaultRange(now = new Date()): RangeValues {
  return { start: toLocalInput(new Date(now.getTime() - DEFAULT_RANGE_HOURS * 3600_000)), end: '' }
}

export function validateRange(v: RangeValues): { start?: string; end?: string } {
  const start = fromLocalInput(v.start)
  const end = fromLocalInput(v.end)
  if (!start) return { start: 'Start is required' }
  if (v.end && !end) return { end: 'Not a valid time' }
  if (end && end <= start) return { end: 'End must be after start' }
  return {}
}

/** The list query for a valid range: newest first. */
export function rangeQuery(v: RangeValues) {
  return {
    startTime: fromLocalInput(v.start)!,
    endTime: fromLocalInput(v.end) ?? null,
    sortBy: 'time_and_id_descending' as const,
  }
}

export const durationMs = (e: Pick<AuditLogEntry, 'timeStarted' | 'timeCompleted'>) =>
  e.timeCompleted.getTime() - e.timeStarted.getTime()
