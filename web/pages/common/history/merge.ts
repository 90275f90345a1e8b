/**
 * A resource's History: one newest-first timeline from three sources, each
 * entry saying what, who, when, from where and the result. Pure, for unit tests
 * (test/pages/common/history/merge.test.ts); ./HistoryTab.tsx shows it.
 */
import type { AuditLogEntry } from '../../../api/generated/types'
import { entryTouches, operationLabel, type HistoryTarget } from '../../../api/rules/history'
import type { Job } from '../activity/activity-store'
import type { ConsoleChange, Seen } from './history-store'

export type HistorySource = 'audit' | 'job' | 'observed' | 'change'

export type HistoryEntry = {
  id: string
  at: Date
  source: HistorySource
  what: string
  who: string
  /** Source IP and user agent, where the audit log has them. */
  from?: string
  result: string
  failed?: boolean
  /** Before and after, for the saves this console made. */
  lines?: ConsoleChange['lines']
}

export const sourceLabel: Record<HistorySource, string> = {
  audit: 'Audit log',
  job: 'Activity (this browser)',
  observed: 'Observed by this console',
  change: 'Saved from this console',
}

/** Who made an entry: the signed-in user as "You", others by their ID (the log names no one). */
function actorOf(e: AuditLogEntry, me?: { id: string; name: string }): string {
  const a = e.actor
  switch (a.kind) {
    case 'silo_user':
      return me && a.siloUserId === me.id ? `You (${me.name})` : `Silo user ${a.siloUserId}`
    case 'user_builtin':
      return `Built-in user ${a.userBuiltinId}`
    case 'scim':
      return `SCIM client of silo ${a.siloId}`
    case 'unauthenticated':
      return 'Unauthenticated'
  }
}

function auditResult(e: AuditLogEntry): { result: string; failed: boolean } {
  const r = e.result
  if (r.kind === 'success') return { result: `Succeeded (${r.httpStatusCode})`, failed: false }
  if (r.kind === 'error')
    return {
      result: `Failed (${r.httpStatusCode}${r.errorCode ? ` ${r.errorCode}` : ''}): ${r.errorMessage}`,
      failed: true,
    }
  return { result: 'Unknown: the request did not finish', failed: true }
}

/** The log's entries about the resource. */
export function auditHistory(
  entries: AuditLogEntry[],
  target: HistoryTarget,
  me?: { id: string; name: string },
): HistoryEntry[] {
  return entries
    .filter((e) => entryTouches(e, target))
    .map((e) => ({
      id: `audit:${e.id}`,
      at: e.timeCompleted,
      source: 'audit' as const,
      what: operationLabel(e.operationId),
      who: actorOf(e, me),
      from: [e.sourceIp, e.userAgent].filter(Boolean).join(', '),
      ...auditResult(e),
    }))
}

const itemResult: Record<string, string> = {
  done: 'Done',
  failed: 'Failed',
  skipped: 'Skipped',
  interrupted: 'Interrupted by leaving the page',
  queued: 'Queued',
  running: 'Running',
}

/** The Activity jobs of this browser with an item for the resource (bulk items are keyed by ID). */
export function jobHistory(jobs: readonly Job[], resourceId: string, who: string): HistoryEntry[] {
  const out: HistoryEntry[] = []
  for (const job of jobs) {
    const item = job.items.find((i) => i.key === resourceId)
    const when = item?.at ?? job.startedAt
    if (!item || !when) continue
    out.push({
      id: `job:${job.id}`,
      at: new Date(when),
      source: 'job',
      what: job.title,
      who,
      result: itemResult[item.status] + (item.message ? `: ${item.message}` : ''),
      failed: item.status === 'failed' || item.status === 'interrupted',
    })
  }
  return out
}

/** State changes the console saw and the saves it made. */
export function seenHistory(seen: readonly Seen[], who: string): HistoryEntry[] {
  return seen.map((s, n) =>
    s.kind === 'observed'
      ? {
          id: `seen:${n}`,
          at: new Date(s.at),
          source: 'observed' as const,
          what: `State ${s.from} → ${s.to}`,
          who: 'Not known (seen while polling)',
          result: s.to,
        }
      : {
          id: `change:${n}`,
          at: new Date(s.at),
          source: 'change' as const,
          what: s.title,
          who,
          result: 'Saved',
          lines: s.lines,
        },
  )
}

/** Every source in one list, newest first (ties keep the sources' order). */
export function mergeHistory(...sources: HistoryEntry[][]): HistoryEntry[] {
  return sources.flat().sort((a, b) => b.at.getTime() - a.at.getTime())
}
