/**
 * The built-in mock control plane behind node:http (the serving contract, §5): the same
 * web/mock handlers as the preview build, called with msw's `getResponse`, plus
 * a real WebSocket for the serial console through the `ws` package.
 */
import './polyfill.ts'
import { getResponse, type RequestHandler } from 'msw'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type RawData } from 'ws'
import { closeReason, lookupCloseReason, modifyRefusal, SERIAL_ERROR_CLOSE } from '../web/mock/serial-close.ts'
import { securityHeaderLines } from './headers.ts'

// ---------------------------------------------------------------------------
// The web/mock interface (docs/CONTRACTS.md), restated so embed/ also works with
// a stub list of handlers (tests) and does not load web/mock until it is needed.

export interface MockOptions {
  /** ms, or a [min, max] range. */
  latency?: number | [number, number]
  /** Fraction of calls that fail with 401/403/404/500. */
  chaos?: number
  /** `large`: the rack-sized fleet on top of the fixtures (web/mock/README.md). */
  fleet?: 'default' | 'large'
  /** The newest API version the mock serves (an older rack refuses a newer console); the console's by default. */
  apiVersion?: string
  /** Answer the `/v1/__mock/*` test hooks (web/mock/README.md): for tests only, never a demo. */
  testHooks?: boolean
}

interface SerialConsole {
  receive(data: Uint8Array): void
  close(): void
}

export interface MockApi {
  /** Only `http.*` handlers: `ws.link` handlers must never reach `getResponse`. */
  handlers: RequestHandler[]
  /** Answers without msw, given the body's bytes (web/mock has it; a stub list of handlers need not). */
  respond?(request: Request, body?: Uint8Array): Promise<Response | undefined>
  /** The answer whatever the body holds (no session, a wrong body type), from a request without its body. */
  beforeBody?(request: Request): Response | undefined
  /** The most bytes the body of the request's operation may have (dropshot's `request_body_max_bytes`). */
  bodyLimit?(request: Request): number | undefined
  openSerialConsole(
    instanceId: string,
    send: (data: string | Uint8Array) => void,
    close: () => void,
  ): SerialConsole | string
  reset?(): void
}

export const demoCredentials = { silo: 'default-silo', username: 'fleet-admin', password: 'demo-password' }

/**
 * MOCK_LATENCY: `0` (default), `300` or `200-400`; MOCK_CHAOS: a fraction, off by default;
 * MOCK_FLEET: `default` or `large` (the rack-sized fleet, web/mock/README.md); MOCK_API_VERSION: the newest
 * API version the mock serves (e.g. `2025120300.0.0`: a rack older than the console); MOCK_TEST_HOOKS: `1` answers
 * the `/v1/__mock/*` test hooks (off by default).
 */
export function mockOptionsFromEnv(env: NodeJS.ProcessEnv): MockOptions {
  const opts: MockOptions = { latency: 0 }
  const latency = env.MOCK_LATENCY?.trim()
  if (latency) {
    const range = /^(\d+)\s*-\s*(\d+)$/.exec(latency)
    if (range) opts.latency = [Number(range[1]), Number(range[2])]
    else if (/^\d+$/.test(latency)) opts.latency = Number(latency)
    else throw new Error(`MOCK_LATENCY must be a number of ms or min-max, got '${latency}'`)
  }
  const chaos = env.MOCK_CHAOS?.trim()
  if (chaos) {
    const n = Number(chaos)
    if (!(n >= 0 && n <= 1)) throw new Error(`MOCK_CHAOS must be a fraction between 0 and 1, got '${chaos}'`)
    if (n > 0) opts.chaos = n
  }
  const apiVersion = env.MOCK_API_VERSION?.trim()
  if (apiVersion) {
    if (!/^\d+\.\d+\.\d+$/.test(apiVersion))
      throw new Error(`MOCK_API_VERSION must be a version like 2026081700.0.0, got '${apiVersion}'`)
    opts.apiVersion = apiVersion
  }
  const hooks = env.MOCK_TEST_HOOKS?.trim()
  if (hooks) {
    if (hooks !== '0' && hooks !== '1') throw new Error(`MOCK_TEST_HOOKS must be 0 or 1, got '${hooks}'`)
    if (hooks === '1') opts.testHooks = true
  }
  const fleet = env.MOCK_FLEET?.trim()
  if (fleet) {
    if (fleet !== 'default' && fleet !== 'large') throw new Error(`MOCK_FLEET must be default or large, got '${fleet}'`)
    opts.fleet = fleet
  }
  return opts
}

/** Loads web/mock lazily, so embed/ has no import-time dependency on the app. */
export async function loadMockApi(opts: MockOptions): Promise<MockApi> {
  const url = new URL('../web/mock/index.ts', import.meta.url).href
  const mod = (await import(url)) as {
    createMockApi(o: MockOptions & { mode: 'server' | 'preview' }): MockApi
  }
  return mod.createMockApi({ ...opts, mode: 'server' })
}

// ---------------------------------------------------------------------------
// node:http <-> Fetch

const maxBody = 64 * 1024 * 1024
/**
 * Past this a body is large (Nexus's default limit for a request body; a bulk write's 512 KiB chunk as JSON stays
 * under it): only LARGE_BODIES_AT_ONCE of them are held at a time, so the server's memory has a bound however many
 * clients send them.
 */
export const LARGE_BODY = 1024 * 1024
export const LARGE_BODIES_AT_ONCE = 2

class BodyTooLarge extends Error {
  /** the operation's own limit, when it is below the server's */
  constructor(readonly limit?: number) {
    super()
  }
}
/** Every slot for a large body is taken: the client may try again shortly. */
class TooManyLargeBodies extends Error {}

/** A counter of large bodies being held: `take()` is false when all slots are taken. */
function largeBodySlots(size = LARGE_BODIES_AT_ONCE) {
  let taken = 0
  return {
    take: () => (taken < size ? (taken++, true) : false),
    release: () => void (taken = Math.max(0, taken - 1)),
    get taken() {
      return taken
    },
  }
}
type Slots = ReturnType<typeof largeBodySlots>

async function readBody(req: IncomingMessage, slots?: Slots, limit?: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? NaN)
  const cap = limit !== undefined && limit < maxBody ? limit : undefined
  if (declared > maxBody) throw new BodyTooLarge()
  let slot = false
  const takeSlot = () => {
    if (!slots || slot) return
    if (!slots.take()) throw new TooManyLargeBodies()
    slot = true
  }
  try {
    if (declared > LARGE_BODY) takeSlot()
    const chunks: Buffer[] = []
    let size = 0
    for await (const chunk of req) {
      size += (chunk as Buffer).length
      if (size > (cap ?? maxBody)) throw new BodyTooLarge(cap)
      if (size > LARGE_BODY) takeSlot()
      chunks.push(chunk as Buffer)
    }
    return Buffer.concat(chunks, size)
  } finally {
    if (slot) slots!.release()
  }
}

/** Fetch refuses these methods outright (a TRACE would echo the cookie to a script): no handler can answer them. */
const FORBIDDEN_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK'])

/** Whether a request carries a body (RFC 9112 §6.3: a length or a transfer coding). */
const hasBody = (req: IncomingMessage) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0

function toFetchRequest(
  req: IncomingMessage,
  origin: string,
  body: Buffer | null,
  method = req.method ?? 'GET',
): Request {
  const headers = new Headers()
  const raw = req.rawHeaders
  for (let i = 0; i < raw.length; i += 2) {
    try {
      headers.append(raw[i], raw[i + 1])
    } catch {
      /* a header Fetch refuses is one the handlers cannot use either */
    }
  }
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' || !body?.length ? undefined : new Uint8Array(body),
  })
}

/**
 * Writes a Fetch Response: status, every header (each Set-Cookie on its own), body. `secure`: browsers reach us over
 * https, so cookies get `Secure`.
 */
async function writeFetchResponse(
  res: ServerResponse,
  response: Response,
  head: boolean,
  secure = false,
): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer())
  response.headers.forEach((value, name) => {
    if (
      name === 'set-cookie' ||
      name === 'content-length' ||
      name === 'content-encoding' ||
      name === 'transfer-encoding'
    )
      return
    res.setHeader(name, value)
  })
  const cookies = response.headers
    .getSetCookie()
    .map((c) => (secure && !/;\s*Secure(?=;|$)/i.test(c) ? `${c}; Secure` : c))
  if (cookies.length) res.setHeader('Set-Cookie', cookies)
  if (!res.hasHeader('cache-control')) res.setHeader('Cache-Control', 'no-store')
  res.setHeader('Content-Length', body.length)
  res.writeHead(response.status, response.statusText || undefined)
  res.end(head ? undefined : body)
}

/** Dropshot's error body shape. */
export function apiError(res: ServerResponse, status: number, message: string, errorCode?: string): void {
  const body = JSON.stringify({
    request_id: crypto.randomUUID(),
    ...(errorCode ? { error_code: errorCode } : {}),
    message,
  })
  res.setHeader('Content-Type', 'application/json')
  res.setHeader('Cache-Control', 'no-store')
  res.setHeader('Content-Length', Buffer.byteLength(body))
  res.writeHead(status)
  res.end(body)
}

// ---------------------------------------------------------------------------
// The adapter

const serialConsolePath = /^\/v1\/instances\/([^/]+)\/serial-console\/stream$/

export interface ApiBackend {
  handle(req: IncomingMessage, res: ServerResponse, origin: string): Promise<void>
  /** Returns false when the upgrade is not for this backend. */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer, origin: string): boolean
}

export interface MockBackendOptions {
  /** Browsers reach this server over https: cookies get `Secure` (ConsoleServerOptions.tlsTerminated). */
  tlsTerminated?: boolean
}

export function createMockBackend(mock: MockApi | Promise<MockApi>, opts: MockBackendOptions = {}): ApiBackend {
  const api = Promise.resolve(mock)
  const secure = opts.tlsTerminated === true
  const slots = largeBodySlots()
  // Surface a broken web/mock at startup rather than on the first request.
  api.catch((err) => console.error('embed: could not load the mock API:', err))
  const wss = new WebSocketServer({ noServer: true })
  wss.on('headers', (headers, req) => headers.push(...securityHeaderLines(req.headers.host)))

  async function respond(request: Request, origin: string, body?: Buffer | null): Promise<Response | undefined> {
    const { handlers, respond: direct } = await api
    if (direct) return direct(request, body ?? undefined)
    return getResponse(handlers, request, { baseUrl: origin })
  }

  return {
    async handle(req, res, origin) {
      try {
        const method = req.method ?? 'GET'
        // dropshot answers a method no endpoint has with 405; Fetch cannot even carry these
        if (FORBIDDEN_METHODS.has(method)) return unread(req, res, () => apiError(res, 405, 'Method Not Allowed'))
        const { respond: direct, beforeBody, bodyLimit } = await api
        // HEAD is a GET without the body, as for any HTTP resource.
        const asMethod = method === 'HEAD' ? 'GET' : method
        const withBody = method !== 'GET' && method !== 'HEAD' && hasBody(req)
        // Refusals that do not depend on the body (a wrong Content-Type, a body longer than the operation takes, no
        // session where no body is parsed) come before it is read, so nobody can make the server hold megabytes it
        // will not use.
        const early = withBody ? beforeBody?.(toFetchRequest(req, origin, null, asMethod)) : undefined
        if (early) return unread(req, res, () => writeFetchResponse(res, early, false, secure))
        // a body is read no further than its operation takes (a client without a session may send one: it is parsed
        // before the caller is authenticated, as dropshot does)
        const limit = withBody ? bodyLimit?.(toFetchRequest(req, origin, null, asMethod)) : undefined
        const body = method === 'GET' || method === 'HEAD' ? null : await readBody(req, slots, limit)
        // the direct responder takes the body's bytes as they are: no copy into a Fetch body
        const request = toFetchRequest(req, origin, direct ? null : body, asMethod)
        const response = await respond(request, origin, body)
        if (!response) return apiError(res, 404, 'Not Found')
        await writeFetchResponse(res, response, method === 'HEAD', secure)
      } catch (err) {
        if (err instanceof BodyTooLarge)
          return unread(req, res, () =>
            err.limit === undefined
              ? apiError(res, 413, 'Payload Too Large')
              : apiError(res, 400, `request body exceeded maximum size of ${err.limit} bytes`),
          )
        if (err instanceof TooManyLargeBodies) {
          res.setHeader('Retry-After', '1')
          return unread(req, res, () => apiError(res, 503, 'Service Unavailable', 'ServiceNotAvailable'))
        }
        // The client went away mid-body or mid-answer: nobody is left to answer, and nothing failed here.
        if (req.destroyed && !req.complete) return void res.destroy()
        console.error('embed: mock handler failed:', err)
        if (!res.headersSent) apiError(res, 500, 'Internal Server Error', 'Internal')
        else res.destroy()
      }
    },

    upgrade(req, socket, head, origin) {
      const url = new URL(req.url ?? '/', origin)
      const m = serialConsolePath.exec(url.pathname)
      if (!m) return false
      // the stream's one option besides the project is most_recent, a u64 (dropshot refuses another before the upgrade)
      const mostRecent = url.searchParams.get('most_recent')
      if (mostRecent !== null && !/^\d+$/.test(mostRecent)) {
        const message = 'unable to parse query string: invalid digit found in string'
        rejectUpgrade(req, socket, 400, JSON.stringify({ request_id: crypto.randomUUID(), message }))
        return true
      }
      void (async () => {
        // (The server refused a foreign Origin before: embed/server.ts.) Authenticate and resolve name -> id the way the API does: by asking it
        // for the instance with the caller's own cookie or token.
        const lookup = new URL(`/v1/instances/${m[1]}`, origin)
        const project = url.searchParams.get('project')
        if (project) lookup.searchParams.set('project', project)
        const headers = new Headers()
        if (req.headers.cookie) headers.set('cookie', req.headers.cookie)
        if (req.headers.authorization) headers.set('authorization', req.headers.authorization)
        const found = await respond(new Request(lookup, { headers }), origin)
        // Refused before the handshake: a query dropshot cannot parse (its extractors run before the upgrade), and no
        // session, with a 401 a client can read (Nexus authenticates after the handshake and then drops the
        // connection without a close frame, which tells a client nothing). Every other failure comes after the
        // handshake, as a 1011 close with Nexus's reason.
        if (!found || found.status === 401 || (found.status === 400 && !(await errorCodeOf(found.clone())))) {
          return rejectUpgrade(req, socket, found?.status ?? 404, found ? await found.text() : 'Not Found')
        }
        // Nexus looks the instance up for Modify, where the view above is a read: the stream's own operation, asked
        // without the upgrade, refuses one who may read the instance but not modify it
        const refusal = found.ok
          ? await modifyRefusal(await respond(new Request(url, { headers }), origin))
          : lookupCloseReason(await errorBody(found))
        const instance = found.ok ? ((await found.json()) as { id?: string }) : {}
        const { openSerialConsole } = await api

        wss.handleUpgrade(req, socket, head, (ws) => {
          if (refusal !== undefined) return ws.close(SERIAL_ERROR_CLOSE, refusal)
          // Either side may end the session; each side is told once.
          let closedByMock = false
          const session = openSerialConsole(
            String(instance.id),
            (data) => {
              // Nexus forwards propolis's binary frames only
              if (ws.readyState === ws.OPEN)
                ws.send(typeof data === 'string' ? Buffer.from(data) : data, { binary: true })
            },
            () => {
              closedByMock = true
              ws.close(1000)
            },
          )
          if (typeof session === 'string') return ws.close(SERIAL_ERROR_CLOSE, closeReason(session))
          let closed = false
          const end = () => {
            if (closed) return
            closed = true
            if (!closedByMock) session.close()
          }
          ws.on('message', (data: RawData, isBinary: boolean) => {
            // a text frame is dropped, as Nexus does (it reserves them for metadata it does not read yet)
            if (closed || !isBinary) return
            const buf = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer)
            session.receive(new Uint8Array(buf))
          })
          ws.on('close', end)
          ws.on('error', end)
        })
      })().catch((err) => {
        console.error('embed: serial console upgrade failed:', err)
        rejectUpgrade(req, socket, 500, 'Internal Server Error')
      })
      return true
    },
  }
}

/** An API error's body, or an empty one when it is not JSON. */
async function errorBody(res: Response): Promise<{ error_code?: string; message?: string }> {
  return (await res.json().catch(() => ({}))) as { error_code?: string; message?: string }
}

const errorCodeOf = async (res: Response) => (await errorBody(res)).error_code

/**
 * Answers a request whose body is not read (or not read to its end): the connection closes after the answer, as
 * what is left of the body cannot be told from a next request; what arrives meanwhile is discarded, never held.
 */
async function unread(req: IncomingMessage, res: ServerResponse, answer: () => void | Promise<void>) {
  res.shouldKeepAlive = false
  res.setHeader('Connection', 'close')
  await answer()
}

export function rejectUpgrade(req: IncomingMessage, socket: Duplex, status: number, body: string): void {
  if (socket.destroyed) return
  const reason = http.STATUS_CODES[status] ?? 'Error'
  const lines = [
    `HTTP/1.1 ${status} ${reason}`,
    'Connection: close',
    `Content-Type: ${body.startsWith('{') ? 'application/json' : 'text/plain; charset=utf-8'}`,
    `Content-Length: ${Buffer.byteLength(body)}`,
    ...securityHeaderLines(req.headers.host),
  ]
  socket.end(lines.join('\r\n') + '\r\n\r\n' + body)
}
