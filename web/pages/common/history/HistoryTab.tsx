import { useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { useQuery } from '../../../api/reads'
import { historyRules, historyStart, type HistoryTarget } from '../../../api/rules/history'
import { Badge } from '../../../ui/Badge'
import type { Column } from '../../../ui/Table'
import { formatDateTime } from '../../../util/time'
import { activity } from '../activity/activity-store'
import { ArrayTable } from '../list/ArrayTable'
import { historyKey, seenFor, seenStore } from './history-store'
import { auditHistory, jobHistory, mergeHistory, seenHistory, sourceLabel, type HistoryEntry } from './merge'

/** Entries asked of the log at once; more since the resource was made are said to be left out. */
const AUDIT_PAGE = 1000

function Lines({ lines }: { lines: NonNullable<HistoryEntry['lines']> }) {
  return (
    <ul className="history-lines" aria-label="Before and after">
      {lines.map((l, i) => (
        <li key={i}>
          {l.kind === 'add'
            ? `Added ${l.label}: ${l.to}`
            : l.kind === 'remove'
              ? `Removed ${l.label} (was ${l.from})`
              : `${l.label}: ${l.from} → ${l.to}`}
        </li>
      ))}
    </ul>
  )
}

const columns: Column<HistoryEntry>[] = [
  {
    header: 'When',
    sortValue: (e) => e.at,
    cell: (e) => <time dateTime={e.at.toISOString()}>{formatDateTime(e.at, { seconds: true })}</time>,
  },
  {
    header: 'What',
    cell: (e) => (
      <>
        {e.what}
        {e.lines && <Lines lines={e.lines} />}
      </>
    ),
  },
  { header: 'Who', cell: (e) => e.who },
  { header: 'From', cell: (e) => e.from || <span className="muted">—</span> },
  {
    header: 'Result',
    cell: (e) => <Badge color={e.failed ? 'destructive' : 'default'}>{e.result}</Badge>,
  },
  { header: 'Source', sortValue: (e) => sourceLabel[e.source], cell: (e) => sourceLabel[e.source] },
]

/** Re-reads the kept records when they change (a state seen, a save made) in this tab. */
function useSeen(resourceId: string, alias?: string) {
  const [version, setVersion] = useState(0)
  useEffect(() => seenStore.subscribe(() => setVersion((v) => v + 1)), [])
  return useMemo(
    () => [...seenFor(resourceId), ...(alias ? seenFor(alias) : [])],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- version is the store's change signal
    [resourceId, alias, version],
  )
}

/**
 * The History tab of a resource page: the audit log's entries about it (for
 * those who may read the log), this browser's Activity jobs that touched it, the state changes the
 * console saw and the saves it made, newest first. What the log does not record for this kind is
 * said above the list, so an empty or short history is never mistaken for "nothing happened".
 */
export function HistoryTab({ target }: { target: HistoryTarget }) {
  const rule = historyRules[target.kind]
  const me = useQuery('currentUserView', {}).data
  const canRead = me?.fleetViewer ?? false
  const audit = useQuery(
    'auditLogList',
    { query: { startTime: historyStart(target), sortBy: 'time_and_id_descending', limit: AUDIT_PAGE } },
    { enabled: canRead },
  )
  const jobs = useSyncExternalStore(activity.subscribe, activity.get, activity.get).jobs
  const seen = useSeen(
    target.id,
    target.kind === 'project' || target.kind === 'silo' ? historyKey(target.kind, target.name) : undefined,
  )
  const you = me ? `You (${me.displayName})` : 'You'
  const forbidden = audit.error?.statusCode === 403
  const blocked = !canRead || forbidden
  const { id, name, kind, timeCreated, parent } = target
  const rows = useMemo(() => {
    const entries = blocked ? [] : audit.data?.items
    if (!entries) return undefined
    const t = { id, name, kind, timeCreated, parent }
    return mergeHistory(
      auditHistory(entries, t, me && { id: me.id, name: me.displayName }),
      jobHistory(jobs, id, you),
      seenHistory(seen, you),
    )
    // eslint-disable-next-line react-hooks/exhaustive-deps -- parent is read by its fields
  }, [blocked, audit.data, id, name, kind, timeCreated, parent?.name, parent?.id, me, jobs, seen, you])
  return (
    <section className="stack" aria-label="History">
      {me && blocked && (
        <p role="note">
          The audit log is readable only by fleet viewers and admins, so this history holds only what this browser did
          and saw.
        </p>
      )}
      {canRead && audit.data?.nextPage && (
        <p role="note">
          Only the newest {AUDIT_PAGE.toLocaleString()} audit log entries since this {rule.noun} was made were searched;
          older ones are on the audit log page.
        </p>
      )}
      <ul className="muted" aria-label="Not in the audit log">
        {rule.unrecorded.map((u) => (
          <li key={u}>{u}</li>
        ))}
      </ul>
      <ArrayTable
        label={`History of ${target.name}`}
        scope="history"
        columns={columns}
        rows={me ? rows : undefined}
        error={forbidden ? null : audit.error}
        retry={() => void audit.mutate()}
        validating={audit.isValidating}
        empty={`Nothing recorded for this ${rule.noun} yet.`}
      />
    </section>
  )
}
