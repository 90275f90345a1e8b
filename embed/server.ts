/**
 * How a control plane serves the console (DESIGN §3), as a node:http server we
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
import { securityHeaders, securityHeadersFor, validHost } from './headers.ts'
import { createProxyBackend } from './proxy.ts'
import { guard } from './sockets.ts'
import { isAppRoute, openDist, safePath, sendFile } from './static.ts'

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
   * The mock API (default when no apiUrl): options for web/mock's createMockApi,
   * or a ready-made `{ handlers, openSerialConsole }` (tests use a stub list).
   */
  mock?: MockOptions | MockApi
}

export { securityHeaders }

export interface ConsoleHandler {
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
 * `POST /login/{silo}/saml/{provider}`).
 */
export function isApiRequest(method: string, pathname: string): boolean {
  if (alwaysApi.test(pathname)) return true
  if (apiUnlessAppPage.test(pathname)) return !((method === 'GET' || method === 'HEAD') && isAppRoute(pathname))
  return false
}

// ---------------------------------------------------------------------------

export function createConsoleHandler(opts: ConsoleServerOptions): ConsoleHandler {
  const distDir = opts.distDir ?? opts.dist
  if (!distDir) throw new Error('createConsoleServer: distDir is required')
  const dist = openDist(distDir)
  const apiUrl = opts.apiUrl ?? opts.api
  const mock = opts.mock
  const backend: ApiBackend = apiUrl
    ? createProxyBackend(apiUrl, { insecure: opts.insecure })
    : createMockBackend(mock && 'handlers' in mock ? mock : loadMockApi(mock ?? {}))

  const originOf = (req: IncomingMessage) => {
    const host = req.headers.host
    return `http://${host && validHost.test(host) ? host : 'localhost'}`
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
    for (const [name, value] of Object.entries(securityHeaders(req.headers.host))) res.setHeader(name, value)
    const method = req.method ?? 'GET'
    const path = safePath(req.url ?? '/')
    if (!path.ok) return plain(res, 400, 'Bad Request')
    const worker = securityHeadersFor(path.pathname, req.headers.host)['Content-Security-Policy']
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
    if (segs.length === 1 && segs[0] !== '404.html' && sendFile(dist, req, res, segs, 'no-cache')) return
    plain(res, 404, 'Not Found', true)
  }) as ConsoleHandler

  handler.upgrade = (req, socket, head) => {
    // node:http stops watching a socket it hands to 'upgrade': from here an unhandled reset would end the process.
    guard(socket)
    const path = safePath(req.url ?? '/')
    if (!path.ok) return rejectUpgrade(req, socket, 400, 'Bad Request')
    if (isApiRequest('GET', path.pathname) && backend.upgrade(req, socket, head, originOf(req))) return
    rejectUpgrade(req, socket, 404, 'Not Found')
  }

  return handler
}

/** How long an idle keep-alive connection is kept open (see createConsoleServer). */
export const KEEP_ALIVE_MS = 65_000

export function createConsoleServer(opts: ConsoleServerOptions): http.Server {
  const handler = createConsoleHandler(opts)
  const server = http.createServer(handler)
  // Node closes a keep-alive connection after 5 s idle. A client that sends a POST on a pooled connection at that
  // moment gets a reset it cannot retry (CI 2026-11-26, fresh clone: write-gate's POST /v1/vpcs, ECONNRESET after the
  // test's page loads kept the API client's connection idle for about 5 s). Idle connections now stay 65 s, longer
  // than common clients' pools keep them (Node's headersTimeout still bounds a slow client's request).
  server.keepAliveTimeout = KEEP_ALIVE_MS
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => handler.upgrade(req, socket, head))
  return server
}
