/**
 * Mock-only test hooks under /v1/__mock/. The real API has no such paths; only the mock answers them,
 * so e2e tests can put the mock into a state no real call can (README "Test hooks").
 *
 * POST /v1/__mock/ping-fail?on=1 makes GET /v1/ping answer 503 until POST /v1/__mock/ping-fail?on=0.
 * The failure applies only to the browser session that asked for it: the server is shared by tests
 * running in parallel, and a global outage would fail their console-error traps.
 *
 * POST /v1/__mock/end-session ends the calling browser session, as an expiry would: its next call
 * answers 401. Other sessions are untouched.
 *
 * POST /v1/__mock/update-recovery?on=1 puts the rack in the state a recovery outside the control
 * plane leaves: update status `suspended` until systemUpdateRecoveryFinish (or ?on=0).
 *
 * POST /v1/__mock/api-version?newest=V makes the mock, for the calling session only, a control plane
 * whose newest API version is V (an older rack: the console's version is refused as Nexus refuses it);
 * without `newest` the session is served the mock's own versions again.
 */
import { HttpResponse } from 'msw'
import { Sha256 } from '../util/sha256'
import type { Db } from './db'
import { setUpdateRecovery } from './handlers/system-misc'

/** Per db, the session cookies (or '' for requests without one) whose pings fail. */
const pingFailing = new WeakMap<Db, Set<string>>()

const sessionOf = (request: Request) => /(?:^|;\s*)session=([^;]*)/.exec(request.headers.get('cookie') ?? '')?.[1] ?? ''

/** Per db, the sessions that asked to meet an older control plane: session -> its newest API version. */
const olderRack = new WeakMap<Db, Map<string, string>>()

/** The newest API version this request's session is served, when a test lowered it. */
export const sessionApiVersion = (db: Db, request: Request) => olderRack.get(db)?.get(sessionOf(request))

export const isPingFailing = (db: Db, request: Request) => pingFailing.get(db)?.has(sessionOf(request)) ?? false

/**
 * GET /v1/__mock/disk-content?disk=NAME_OR_ID&length=N: what bulk writes put on the disk, as
 * `{ sha256, length, writes, written_bytes }` over its first N bytes (default: the disk's size), or
 * the bytes themselves with `&bytes=1`. The mock keeps only the chunks written (sparse), so a
 * mostly-zero 1 GiB image costs its non-zero part. 404 when the disk does not exist (or was
 * deleted, and its content with it).
 */
function diskContent(db: Db, url: URL): Response {
  const key = url.searchParams.get('disk') ?? ''
  const disk = db.disks.find((d) => d.id === key) ?? db.disks.find((d) => d.name === key)
  if (!disk) return HttpResponse.json({ message: `disk ${key} not found` }, { status: 404 })
  const length = Number(url.searchParams.get('length') ?? disk.size)
  const chunks = Object.entries(db.diskImports[disk.id] ?? {})
    .map(([o, b]) => [Number(o), b] as const)
    .sort((a, b) => a[0] - b[0])
  if (url.searchParams.get('bytes') === '1') {
    const out = new Uint8Array(length)
    for (const [o, b] of chunks) if (o < length) out.set(b.subarray(0, length - o), o)
    return new HttpResponse(out, { headers: { 'Content-Type': 'application/octet-stream' } })
  }
  const h = new Sha256()
  let at = 0
  let writtenBytes = 0
  for (const [o, data] of chunks) {
    if (o >= length) break
    writtenBytes += data.length
    if (o > at) h.updateZeros(o - at)
    const from = Math.max(0, at - o)
    const part = data.subarray(from, Math.min(data.length, length - o))
    h.update(part)
    at = Math.max(at, o + from + part.length)
  }
  if (at < length) h.updateZeros(length - at)
  return HttpResponse.json({
    sha256: h.digestHex(),
    length,
    writes: chunks.length,
    written_bytes: writtenBytes,
    state: disk.state.state,
  })
}

/**
 * Per db and session: writes let through before holding, the writes held (each told at release
 * whether to go on or be dropped), and which writes: POSTs whose path ends with `suffix`.
 */
type Hold = { left: number; held: ((drop: boolean) => void)[]; suffix: string }
const holds = new WeakMap<Db, Map<string, Hold>>()

/**
 * Holds this request while its session asked for holds: a bulk write beyond the ones let through
 * waits, unanswered, until the session releases the hold (an upload that cannot finish, so a test
 * can pause, resume and reload it without racing it; or a bulk job cut by a reload, `path=/stop`).
 * Undefined when the request goes on at once; else resolves at release, true when it is to be
 * dropped unhandled (the client that sent it has gone: as if it never reached the server).
 */
export function writeHold(db: Db, request: Request, url: URL): Promise<boolean> | undefined {
  if (request.method !== 'POST') return undefined
  const hold = holds.get(db)?.get(sessionOf(request))
  if (!hold || !url.pathname.endsWith(hold.suffix)) return undefined
  if (hold.left > 0) {
    hold.left--
    return undefined
  }
  return new Promise<boolean>((r) => hold.held.push(r))
}

/** The hook's response, or undefined when the request is not a test hook. */
export function testHook(db: Db, request: Request, url: URL): Response | undefined {
  if (request.method === 'GET' && url.pathname === '/v1/__mock/disk-content') return diskContent(db, url)
  if (request.method === 'POST' && url.pathname === '/v1/__mock/hold-writes') {
    const sessions = holds.get(db) ?? new Map<string, Hold>()
    holds.set(db, sessions)
    const session = sessionOf(request)
    const drop = url.searchParams.get('drop') === '1'
    for (const release of sessions.get(session)?.held ?? []) release(drop)
    sessions.delete(session)
    const after = url.searchParams.get('after')
    const suffix = url.searchParams.get('path') || '/bulk-write'
    if (after !== null) sessions.set(session, { left: Math.max(0, Number(after) || 0), held: [], suffix })
    return new HttpResponse(null, { status: 204 })
  }
  if (request.method !== 'POST') return undefined
  if (url.pathname === '/v1/__mock/end-session') {
    const token = sessionOf(request)
    const i = db.sessions.findIndex((s) => s.token === token)
    if (i >= 0) db.sessions.splice(i, 1)
    return new HttpResponse(null, { status: 204 })
  }
  if (url.pathname === '/v1/__mock/update-recovery') {
    // a recovery ("mupdate") outside the control plane: automatic update stays suspended until
    // systemUpdateRecoveryFinish names the running version; shared by every session
    setUpdateRecovery(db, url.searchParams.get('on') === '1')
    return new HttpResponse(null, { status: 204 })
  }
  if (url.pathname === '/v1/__mock/api-version') {
    const sessions = olderRack.get(db) ?? new Map<string, string>()
    olderRack.set(db, sessions)
    const newest = url.searchParams.get('newest')
    if (newest) sessions.set(sessionOf(request), newest)
    else sessions.delete(sessionOf(request))
    return new HttpResponse(null, { status: 204 })
  }
  if (url.pathname !== '/v1/__mock/ping-fail') return undefined
  const sessions = pingFailing.get(db) ?? new Set<string>()
  pingFailing.set(db, sessions)
  if (url.searchParams.get('on') === '1') sessions.add(sessionOf(request))
  else sessions.delete(sessionOf(request))
  return new HttpResponse(null, { status: 204 })
}
