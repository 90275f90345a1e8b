/**
 * The mock control plane (docs/CONTRACTS.md): one db, the http handlers for
 * every operation of calls.tsv, and the serial console. The same object backs
 * the preview worker (browser.ts), the embed server and the unit tests.
 */
import type { HttpHandler } from 'msw'
import { makeHttpHandlers, makeResponder, type AdapterOptions } from './adapter'
import { openSerialConsole, type SerialConsole } from './console'
import { parseCookies } from './cookies'
import { initDb, resetDb, type Db } from './db'
import type { Fleet } from './fixtures/large-fleet'
import { allHandlers } from './handlers'

export type MockApiOptions = AdapterOptions & {
  /** `large` adds the rack-sized fleet of fixtures/large-fleet.ts (MOCK_FLEET=large). */
  fleet?: Fleet
}
export type { Db, SerialConsole }

export type MockApi = {
  /** Only `http.*` handlers, so they can go straight to msw's getResponse. */
  handlers: HttpHandler[]
  /**
   * The same answers without msw, for a server that holds the body's bytes already (embed/):
   * msw's per-request work (a clone of the request, its body read again) cost a bulk write
   * several times the mock's own.
   */
  respond(request: Request, body?: Uint8Array): Promise<Response | undefined>
  /**
   * The answer `respond` gives whatever the body holds (a wrong body type, a body declared longer than the operation
   * takes, no session where no body is parsed), before any body is read.
   */
  beforeBody(request: Request): Response | undefined
  /** The most bytes the body of the request's operation may have; a server stops reading there. */
  bodyLimit(request: Request): number | undefined
  openSerialConsole(
    instanceId: string,
    send: (data: string | Uint8Array) => void,
    close: () => void,
  ): SerialConsole | string
  db: Db
  /** Back to the fixtures (e.g. between tests). */
  reset(): void
}

export function createMockApi(opts: MockApiOptions): MockApi {
  const db = initDb(opts.fleet)
  const respond = makeResponder(db, allHandlers, opts)
  return {
    handlers: makeHttpHandlers(respond),
    respond: (request, body) => respond(request, parseCookies(request.headers.get('cookie')), body),
    beforeBody: (request) => respond.beforeBody(request, parseCookies(request.headers.get('cookie'))),
    bodyLimit: (request) => respond.bodyLimit(request),
    openSerialConsole: (id, send, close) => openSerialConsole(db, id, send, close),
    db,
    reset: () => resetDb(db),
  }
}
