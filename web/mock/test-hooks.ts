/**
 * Mock-only test hooks under /v1/__mock/. The real API has no such paths; only the mock answers them,
 * so e2e tests can put the mock into a state no real call can (README "Test hooks").
 *
 * POST /v1/__mock/ping-fail?on=1 makes GET /v1/ping answer 503 until POST /v1/__mock/ping-fail?on=0.
 * The failure applies only to the browser session that asked for it: the server is shared by tests
 * running in parallel, and a global outage would fail their console-error traps.
 *
 * POST /v1/__mock/end-session ends the calling browser session, as an expiry would: its next call
 * answers 401 (issue #24, drafts that survive sign-in). Other sessions are untouched.
 */
import { HttpResponse } from 'msw'
import type { Db } from './db'

/** Per db, the session cookies (or '' for requests without one) whose pings fail. */
const pingFailing = new WeakMap<Db, Set<string>>()

const sessionOf = (request: Request) => /(?:^|;\s*)session=([^;]*)/.exec(request.headers.get('cookie') ?? '')?.[1] ?? ''

export const isPingFailing = (db: Db, request: Request) => pingFailing.get(db)?.has(sessionOf(request)) ?? false

/** The hook's response, or undefined when the request is not a test hook. */
export function testHook(db: Db, request: Request, url: URL): Response | undefined {
  if (request.method !== 'POST') return undefined
  if (url.pathname === '/v1/__mock/end-session') {
    const token = sessionOf(request)
    const i = db.sessions.findIndex((s) => s.token === token)
    if (i >= 0) db.sessions.splice(i, 1)
    return new HttpResponse(null, { status: 204 })
  }
  if (url.pathname !== '/v1/__mock/ping-fail') return undefined
  const sessions = pingFailing.get(db) ?? new Set<string>()
  pingFailing.set(db, sessions)
  if (url.searchParams.get('on') === '1') sessions.add(sessionOf(request))
  else sessions.delete(sessionOf(request))
  return new HttpResponse(null, { status: 204 })
}
