/**
 * How a control plane serves the console (the serving contract), as a node:http server we
 * ship and test. The contract it implements is written down in embed/README.md.
 *
 *   const server = createConsoleServer({ distDir: 'dist' })        // built-in mock API
 *   const server = createConsoleServer({ distDir: 'dist', apiUrl })  // proxy to a rack
 *   server.listen(4000)
 */
import './polyfill.ts'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import {
  createMockBackend,
  loadMockApi,
  rejectUpgrade,
  type ApiBackend,
  type MockApi,
  type MockOptions,
} from './mock-adapter.ts'
import { securityHeaders, securityHeadersFor } from './headers.ts'
import { hostAllowlist, isOwnOrigin, ownOrigin } from './hosts.ts'
import { createProxyBackend } from './proxy.ts'
import { guard } from './sockets.ts'
import { isAppRoute, NOT_FOUND_PAGE, openDist, safePath, sendFile } from './static.ts'

export interface ConsoleServerOptions {
  /** The built dist/ directory. `dist` is accepted as an alias (docs/CONTRACTS.md). */
  distDir?: string
  dist?: string
  /** Proxy the API to this control plane instead of the mock. `api` is an alias. */
  apiUrl?: string
  api?: string
  /** Accept a self-signed certificate from `apiUrl`. */
  insecure?: boolean
  /**
   * Host names served besides the loopback ones (`localhost`, `127.0.0.1`, `[::1]`): the names the console is
   * reached by, and the address it binds to. A request for any other Host is refused with 421 (embed/hosts.ts).
   */
  allowedHosts?: string[]
  /**
   * TLS ends in front of this server (a reverse proxy): browsers reach it over https. The own origin is then https,
   * cookies keep `Secure`, the proxy tells the control plane `https`, and HSTS and COOP are sent. Only this server's
   * configuration decides it, never a request header.
   */
  tlsTerminated?: boolean
  /**
   * The mock API (default when no apiUrl): options for web/mock's createMockApi,
   * or a ready-made `{ handlers, openSerialConsole }` (tests use a stub list).
   */
  mock?: MockOptions | MockApi
}

interface ConsoleHandler {
  (req: IncomingMessage, res: ServerResponse): void
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void
}

// ---------------------------------------------------------------------------
// Which requests are API calls

const alwaysApi = /^\/(?:v1|experimental)(?:\/|$)/
const apiUnlessAppPage = /^\/(?:device|login)(?:\/|$)/

/**
 * /v1 and /experimental are the API. /device and /login are shared: GET (and
 * HEAD) of an app route is a page (`/device/verify`, `/login/{silo}/local`), any
 * other method or path there is the API (`POST /device/token`,
 * `POST /login/{silo}/saml/{provider}`, and `GET /login`, where Nexus decides which
 * silo's sign-in page the request is for).
 */
function isApiRequest(method: string, pathname: string): boolean {
  if (alwaysApi.test(pathname)) return true
  if (apiUnlessAppPage.test(pathname)) return !((method === 'GET' || method === 'HEAD') && isAppRoute(pathname))
  return false
}

// ---------------------------------------------------------------------------

function createConsoleHandler(opts: ConsoleServerOptions): ConsoleHandler {
  const distDir = opts.distDir ?? opts.dist
  if (!distDir) throw new Error('createConsoleServer: distDir is required')
  const dist = openDist(distDir)
  const apiUrl = opts.apiUrl ?? opts.api
  const mock = opts.mock
  const tls = opts.tlsTerminated === true
  const backend: ApiBackend = apiUrl
    ? createProxyBackend(apiUrl, { insecure: opts.insecure, tlsTerminated: tls })
    : createMockBackend(mock && 'handlers' in mock ? mock : loadMockApi(mock ?? {}), { tlsTerminated: tls })
  const hostAllowed = hostAllowlist(opts.allowedHosts)

  // Only called once the Host has passed the allowlist (so it is a plain host[:port]).
  const originOf = (req: IncomingMessage) => ownOrigin(req.headers.host!, tls)

  /**
   * The Host check, before anything is served or proxied: no Host (HTTP/1.0) is a 400; a name this server does not
   * answer for is a 421 Misdirected Request (RFC 9110 §15.5.20: not a resource of this server), never echoed back.
   */
  function refusedHost(req: IncomingMessage): [number, string] | undefined {
    if (!req.headers.host) return [400, 'Bad Request: no Host header']
    if (!hostAllowed(req.headers.host))
      return [421, 'Misdirected Request: this server does not answer for that host name (see --allowed-host)']
    return undefined
  }

  function plain(res: ServerResponse, status: number, text: string, html = false) {
    const body = html
      ? `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${text}</title></head><body><h1>${text}</h1></body></html>\n`
      : text + '\n'
    res.setHeader('Content-Type', html ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8')
    res.setHeader('Cache-Control', 'no-store')
    res.setHeader('Content-Length', Buffer.byteLength(body))
    res.writeHead(status)
    res.end(res.req.method === 'HEAD' ? undefined : body)
  }

  const handler = ((req, res) => {
    const refused = refusedHost(req)
    for (const [name, value] of Object.entries(securityHeaders(refused ? undefined : req.headers.host, tls)))
      res.setHeader(name, value)
    if (refused) {
      // what the client sent is not read: the connection is not reused
      res.setHeader('Connection', 'close')
      return plain(res, ...refused)
    }
    const method = req.method ?? 'GET'
    const path = safePath(req.url ?? '/')
    if (!path.ok) return plain(res, 400, 'Bad Request')
    const worker = securityHeadersFor(path.pathname, req.headers.host, tls)['Content-Security-Policy']
    res.setHeader('Content-Security-Policy', worker)

    if (isApiRequest(method, path.pathname)) {
      void backend.handle(req, res, originOf(req))
      return
    }

    if (method !== 'GET' && method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD')
      return plain(res, 405, 'Method Not Allowed')
    }

    const segs = path.segments
    // Precompressed siblings are served only through Accept-Encoding.
    if (/\.(br|gz)$/.test(path.pathname)) return plain(res, 404, 'Not Found')

    // Hashed assets: cached forever; a missing one is a real 404, never index.html,
    // or a stale tab would execute HTML as a script.
    if (segs[0] === 'assets') {
      if (!sendFile(dist, req, res, segs, 'immutable')) plain(res, 404, 'Not Found')
      return
    }

    if (isAppRoute(path.pathname) || path.pathname === '/index.html') {
      if (!sendFile(dist, req, res, ['index.html'], 'no-store')) plain(res, 500, 'dist/index.html is missing')
      return
    }

    // Other files at the top of dist (mockServiceWorker.js in the preview build,
    // manifest.json): revalidated on every use. Anything else is not ours.
    if (
      segs.length === 1 &&
      segs[0] !== '404.html' &&
      segs[0] !== NOT_FOUND_PAGE &&
      sendFile(dist, req, res, segs, 'no-cache')
    )
      return
    // the console's styled page where the build wrote one, a bare one otherwise
    if (!sendFile(dist, req, res, [NOT_FOUND_PAGE], 'no-cache', 404)) plain(res, 404, 'Not Found', true)
  }) as ConsoleHandler

  handler.upgrade = (req, socket, head) => {
    // node:http stops watching a socket it hands to 'upgrade': from here an unhandled reset would end the process.
    guard(socket)
    const refused = refusedHost(req)
    if (refused) return rejectUpgrade(req, socket, ...refused)
    const path = safePath(req.url ?? '/')
    if (!path.ok) return rejectUpgrade(req, socket, 400, 'Bad Request')
    // Cross-site WebSocket hijacking: a browser always sends Origin on an upgrade, and the cookie goes with it from any
    // page of the same site (another port too). Only the console's own pages may open the serial console; a client
    // that is not a browser sends no Origin and no ambient cookie, and is let through.
    const origin = req.headers.origin
    if (origin !== undefined && !isOwnOrigin(origin, req.headers.host!, tls))
      return rejectUpgrade(req, socket, 403, 'Forbidden: this WebSocket may only be opened by the console’s own pages')
    if (isApiRequest('GET', path.pathname) && backend.upgrade(req, socket, head, originOf(req))) return
    rejectUpgrade(req, socket, 404, 'Not Found')
  }

  return handler
}

/** How long an idle keep-alive connection is kept open (see createConsoleServer). */
const KEEP_ALIVE_MS = 65_000

export function createConsoleServer(opts: ConsoleServerOptions): http.Server {
  const handler = createConsoleHandler(opts)
  const server = http.createServer(handler)
  // Node closes a keep-alive connection after 5 s idle. A client that sends a POST on a pooled connection at that
  // moment gets a reset it cannot retry (ECONNRESET on a POST after a test's page loads kept the API client's
  // connection idle for about 5 s). Idle connections now stay 65 s, longer
  // than common clients' pools keep them (Node's headersTimeout still bounds a slow client's request).
  server.keepAliveTimeout = KEEP_ALIVE_MS
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => handler.upgrade(req, socket, head))
  return server
}
