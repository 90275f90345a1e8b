/**
 * `--api URL`: forward API calls and the serial-console WebSocket to a real
 * control plane (DESIGN §3). Plain node:http/https request piping; upgrades are
 * raw socket piping once the upstream has answered 101.
 */
import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http'
import https from 'node:https'
import type { Duplex } from 'node:stream'
import { SPOKEN_VERSIONS } from '../web/api/api-version.ts'
import { securityHeaderLines } from './headers.ts'
import { apiError, rejectUpgrade, type ApiBackend } from './mock-adapter.ts'
import { bridge, guard, relay } from './sockets.ts'

export interface ProxyOptions {
  /** Accept a self-signed upstream certificate (a development rack). */
  insecure?: boolean
}

// RFC 9110 §7.6.1: meaningful for one connection only.
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
])

const API_VERSION_HEADER = 'api-version'

/** Headers our server sets on every response; the upstream's versions are dropped. */
const ours = new Set(['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy'])

/** The host (with port) of an Origin header, or undefined for 'null' and junk. */
function originHost(origin: string): string | undefined {
  try {
    return new URL(origin).host
  } catch {
    return undefined
  }
}

export function createProxyBackend(apiUrl: string, opts: ProxyOptions = {}): ApiBackend {
  const target = new URL(apiUrl)
  if (target.protocol !== 'http:' && target.protocol !== 'https:')
    throw new Error(`--api must be an http(s) URL, got ${apiUrl}`)
  const transport = target.protocol === 'https:' ? https : http
  const basePath = target.pathname.replace(/\/$/, '')

  function requestOptions(req: IncomingMessage, upgrade: boolean): https.RequestOptions {
    const headers: IncomingHttpHeaders = {}
    for (const [name, value] of Object.entries(req.headers)) {
      if (value === undefined) continue
      if (hopByHop.has(name) && !(upgrade && (name === 'connection' || name === 'upgrade'))) continue
      headers[name] = value
    }
    // A browser cannot set headers on a WebSocket, and Nexus reads the API version only from this header, so
    // the upgrade is forwarded naming the oldest version the console speaks: a rack of the newest release serves
    // it as well as one of main does (the stream's frames are the same raw bytes in every version).
    if (upgrade && !headers[API_VERSION_HEADER])
      headers[API_VERSION_HEADER] = SPOKEN_VERSIONS[SPOKEN_VERSIONS.length - 1]
    const clientHost = req.headers.host ?? ''
    headers.host = target.host
    // The browser's Origin names this server. A control plane that checks Origin (it must, on
    // WebSocket upgrades) would refuse it, so our own origin becomes the upstream's. Any other
    // Origin is passed on untouched, for the upstream to refuse: never launder a foreign site.
    const origin = req.headers.origin
    if (origin && originHost(origin) === clientHost) headers.origin = target.origin
    headers['x-forwarded-host'] = clientHost
    headers['x-forwarded-proto'] = (req.headers['x-forwarded-proto'] as string | undefined) ?? 'http'
    const xff = req.headers['x-forwarded-for']
    const addr = req.socket.remoteAddress ?? ''
    headers['x-forwarded-for'] = xff ? `${xff}, ${addr}` : addr
    return {
      protocol: target.protocol,
      hostname: target.hostname.replace(/^\[|\]$/g, ''),
      port: target.port || undefined,
      method: req.method,
      path: basePath + (req.url ?? '/'),
      headers,
      rejectUnauthorized: !opts.insecure,
    }
  }

  /** The session cookie must land on the console's own host. */
  function rewriteSetCookie(cookie: string, req: IncomingMessage): string {
    let c = cookie.replace(/;\s*Domain=[^;]*/gi, '')
    // Over plain http a Secure cookie would be dropped by the browser (localhost aside).
    if (req.headers['x-forwarded-proto'] !== 'https') c = c.replace(/;\s*Secure(?=;|$)/gi, '')
    return c
  }

  function rewriteLocation(location: string): string {
    try {
      const url = new URL(location, target)
      if (url.origin === target.origin && url.pathname.startsWith(basePath)) {
        return url.pathname.slice(basePath.length) + url.search + url.hash || '/'
      }
    } catch {
      /* leave it as sent */
    }
    return location
  }

  function copyResponseHeaders(up: IncomingMessage, res: ServerResponse, req: IncomingMessage) {
    for (const [name, value] of Object.entries(up.headers)) {
      if (value === undefined || hopByHop.has(name) || ours.has(name)) continue
      if (name === 'set-cookie')
        res.setHeader(
          name,
          (value as string[]).map((c) => rewriteSetCookie(c, req)),
        )
      else if (name === 'location') res.setHeader(name, rewriteLocation(String(value)))
      else res.setHeader(name, value)
    }
  }

  return {
    async handle(req, res) {
      const upstream = transport.request(requestOptions(req, false), (up) => {
        copyResponseHeaders(up, res, req)
        res.writeHead(up.statusCode ?? 502, up.statusMessage)
        // An upstream that fails half way cuts the answer (the client must not take it as whole).
        relay(up, res)
      })
      upstream.on('error', (err) => {
        if (res.headersSent || res.destroyed) return res.destroy()
        apiError(res, 502, `Could not reach the control plane at ${target.origin}: ${err.message}`, 'BadGateway')
      })
      // A client that goes away (an aborted body, a reset, a tab closed while the answer streams) ends
      // the upstream call too, instead of leaving it open on the control plane.
      res.on('close', () => {
        if (!res.writableFinished) upstream.destroy()
      })
      relay(req, upstream)
    },

    upgrade(req, socket, head) {
      guard(socket)
      const upstream = transport.request(requestOptions(req, true))
      // The client left before the upstream answered: drop the upstream call.
      const abandon = () => upstream.destroy()
      socket.once('close', abandon)
      let answered = false
      upstream.on('upgrade', (up, upSocket, upHead) => {
        answered = true
        socket.off('close', abandon)
        guard(upSocket)
        if (socket.destroyed) return upSocket.destroy()
        const lines = [`HTTP/1.1 101 ${up.statusMessage || 'Switching Protocols'}`]
        for (let i = 0; i < up.rawHeaders.length; i += 2) {
          const name = up.rawHeaders[i]
          const value =
            name.toLowerCase() === 'set-cookie' ? rewriteSetCookie(up.rawHeaders[i + 1], req) : up.rawHeaders[i + 1]
          if (!ours.has(name.toLowerCase())) lines.push(`${name}: ${value}`)
        }
        lines.push(...securityHeaderLines(req.headers.host))
        socket.write(lines.join('\r\n') + '\r\n\r\n')
        if (upHead.length) socket.write(upHead)
        if (head.length) upSocket.write(head)
        bridge(socket, upSocket)
      })
      // The upstream refused to upgrade (401, 404 ...): relay its answer, then close.
      upstream.on('response', (up) => {
        answered = true
        const lines = [`HTTP/1.1 ${up.statusCode} ${up.statusMessage ?? ''}`]
        for (let i = 0; i < up.rawHeaders.length; i += 2) {
          const name = up.rawHeaders[i].toLowerCase()
          if (!hopByHop.has(name) && !ours.has(name)) lines.push(`${up.rawHeaders[i]}: ${up.rawHeaders[i + 1]}`)
        }
        lines.push('Connection: close', ...securityHeaderLines(req.headers.host))
        socket.write(lines.join('\r\n') + '\r\n\r\n')
        relay(up, socket)
      })
      upstream.on('error', (err) => {
        if (answered) return socket.destroy()
        rejectUpgrade(req, socket as Duplex, 502, `Could not reach the control plane: ${err.message}`)
      })
      upstream.end()
      return true
    },
  }
}
