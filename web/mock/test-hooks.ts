/**
 * Mock-only test hooks under /v1/__mock/. The real API has no such paths; only the mock answers them,
 * so e2e tests can put the mock into a state no real call can (README "Test hooks").
 *
 * POST /v1/__mock/ping-fail?on=1 makes GET /v1/ping answer 503 until POST /v1/__mock/ping-fail?on=0.
 */
import { HttpResponse } from 'msw'
import type { Db } from './db'

const pingFailing = new WeakSet<Db>()

export const isPingFailing = (db: Db) => pingFailing.has(db)

/** The hook's response, or undefined when the request is not a test hook. */
export function testHook(db: Db, request: Request, url: URL): Response | undefined {
  if (request.method !== 'POST' || url.pathname !== '/v1/__mock/ping-fail') return undefined
  if (url.searchParams.get('on') === '1') pingFailing.add(db)
  else pingFailing.delete(db)
  return new HttpResponse(null, { status: 204 })
}
