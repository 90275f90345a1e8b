/**
 * The audit log of the mock: like the server, every write (and login) leaves an entry with
 * who, what, the outcome and the request ID, so the audit-log page shows what was just done.
 */
import type { OperationSpec } from '../api/generated/operations'
import { authenticate } from './auth'
import { newId, type Db } from './db'

/**
 * Writes Nexus does not audit, as omicron's audit_log.rs::test_audit_log_coverage allows them: an
 * upload's thousands of block writes (its start, stop and finalize are audited), the device flow's
 * intermediate steps, and logout (no actor yet). The POSTs that only read are the caller's `reads`.
 */
const UNAUDITED_WRITES = new Set(['diskBulkWriteImport', 'deviceAuthRequest', 'deviceAccessToken', 'logout'])

/** Writes are audited; reads are not (GET, HEAD, and POSTs that only read). */
export const isAudited = (spec: OperationSpec, reads: Set<string>) =>
  spec.method !== 'GET' && spec.method !== 'HEAD' && !reads.has(spec.name) && !UNAUDITED_WRITES.has(spec.name)

export async function recordAudit(
  db: Db,
  spec: OperationSpec,
  request: Request,
  cookies: Record<string, string>,
  mode: 'server' | 'preview',
  response: Response,
  started: string,
) {
  const url = new URL(request.url)
  const actor = authenticate(db, request, cookies, mode)
  const status = response.status
  let error: { error_code?: string; message?: string } = {}
  if (status >= 400)
    error = await response
      .clone()
      .json()
      .catch(() => ({}))
  db.auditLog.push({
    id: newId(),
    operation_id: spec.operationId,
    request_id: response.headers.get('x-request-id') ?? newId(),
    request_uri: (url.pathname + url.search).slice(0, 512),
    source_ip: '127.0.0.1',
    user_agent: request.headers.get('user-agent')?.slice(0, 256) ?? null,
    actor: actor
      ? { kind: 'silo_user', silo_id: actor.silo.id, silo_user_id: actor.user.id }
      : { kind: 'unauthenticated' },
    auth_method: !actor ? null : actor.via.kind === 'token' ? 'access_token' : 'session_cookie',
    credential_id: null,
    result:
      status < 400
        ? { kind: 'success', http_status_code: status }
        : {
            kind: 'error',
            http_status_code: status,
            error_code: error.error_code ?? null,
            error_message: error.message ?? '',
          },
    time_started: started,
    time_completed: completedAt(db),
  })
}

const lastCompleted = new WeakMap<Db, number>()

/**
 * When an entry completed: after the one this mock wrote before it. The log is read back in
 * (time_completed, id) order, as Nexus pages it, and entries are written as requests finish; the
 * server's clock counts microseconds, this one milliseconds, so two writes in one millisecond
 * would come back in the order of their random IDs rather than the order they happened.
 */
function completedAt(db: Db): string {
  const at = Math.max(Date.now(), (lastCompleted.get(db) ?? -Infinity) + 1)
  lastCompleted.set(db, at)
  return new Date(at).toISOString()
}
