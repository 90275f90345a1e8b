/**
 * Mock-only test hooks under /v1/__mock/. The real API has no such paths; only the mock answers them,
 * so e2e tests can put the mock into a state no real call can (README "Test hooks").
 *
 * POST /v1/__mock/ping-fail?on=1 makes GET /v1/ping answer 503 until POST /v1/__mock/ping-fail?on=0.
 * The failure applies only to the browser session that asked for it: the server is shared by tests
 * running in parallel, and a global outage would fail their console-error traps.
 */
import { HttpResponse } from 'msw'
import type { Db } from './db'

/** Per db, the session cookies (or '' for requests without one) whose pings fail. */
const pingFailing = new WeakMap<Db, Set<string>>()

const sessionOf = (request: Request) => /(?:^|;\s*)session=([^;]*)/.exec(request.headers.get('cookie') ?? '')?.[1] ?? ''

export const isPingFailing = (db: Db, request: Request) => pingFailing.get(db)?.has(sessionOf(request)) ?? false

/** The hook's response, or undefined when the request is not a test hook. */
export function testHook(db: Db, request: Request, url: URL): Response | undefined {
  if (request.method !== 'POST' || url.pathname !== '/v1/__mock/ping-fail') return undefined
  const sessions = pingFailing.get(db) ?? new Set<string>()
  pingFailing.set(db, sessions)
  if (url.searchParams.get('on') === '1') sessions.add(sessionOf(request))
  else sessions.delete(sessionOf(request))
  return new HttpResponse(null, { status: 204 })
}
