/**
 * `--api URL`: forward API calls and the serial-console WebSocket to a real
 * control plane (the serving contract). Plain node:http/https request piping; upgrades are
 * raw socket piping once the upstream has answered 101.
 */
import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http'
import https from 'node:https'
import type { Duplex } from 'node:stream'
import { SPOKEN_VERSIONS } from '../web/api/api-version.ts'
import { securityHeaderLines } from './headers.ts'
import { isOwnOrigin } from './hosts.ts'
import { apiError, rejectUpgrade, type ApiBackend } from './mock-adapter.ts'
import { bridge, guard, relay } from './sockets.ts'

export interface ProxyOptions {
  /** Accept a self-signed upstream certificate (a development rack). */
  insecure?: boolean
  /** Browsers reach this server over https (TLS ends in front of it): see ConsoleServerOptions.tlsTerminated. */
  tlsTerminated?: boolean
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

/**
 * Who the client is and how it reached us: only this proxy knows, from its own socket and configuration. A client's
 * own values would let it pose as another address or as https to the control plane, so they are dropped.
 */
const forwarding = (name: string) => name.startsWith('x-forwarded-') || name === 'forwarded' || name === 'x-real-ip'

/**
 * Headers not to pass on: the hop-by-hop ones, and those the message's own Connection header names (RFC 9110
 * §7.6.1), which are meant for this hop only. An upgrade keeps its Connection and Upgrade.
 */
function dropped(headers: IncomingHttpHeaders, upgrade: boolean): (name: string) => boolean {
  const named = new Set(
    String(headers.connection ?? '')
      .split(',')
      .map((t) => t.trim().toLowerCase())
      .filter(Boolean),
  )
  if (upgrade) named.delete('upgrade')
  return (name) =>
    ((hopByHop.has(name) || named.has(name)) && !(upgrade && (name === 'connection' || name === 'upgrade'))) ||
    forwarding(name)
}

const API_VERSION_HEADER = 'api-version'

/** Headers our server sets on every response; the upstream's versions are dropped. */
const ours = new Set([
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'strict-transport-security',
  'cross-origin-opener-policy',
])

/** RFC 7239's node: an IPv6 address quoted in brackets. */
const forwardedNode = (addr: string) => (addr.includes(':') ? `"[${addr}]"` : addr)

export function createProxyBackend(apiUrl: string, opts: ProxyOptions = {}): ApiBackend {
  const target = new URL(apiUrl)
  if (target.protocol !== 'http:' && target.protocol !== 'https:')
    throw new Error(`--api must be an http(s) URL, got ${apiUrl}`)
  const transport = target.protocol === 'https:' ? https : http
  const basePath = target.pathname.replace(/\/$/, '')

  const tls = opts.tlsTerminated === true
  const proto = tls ? 'https' : 'http'

  function requestOptions(req: IncomingMessage, upgrade: boolean): https.RequestOptions {
    const headers: IncomingHttpHeaders = {}
    const drop = dropped(req.headers, upgrade)
    for (const [name, value] of Object.entries(req.headers)) {
      if (value === undefined || drop(name)) continue
      headers[name] = value
    }
    // an upgrade's Connection says only that: nothing else it named goes on
    if (upgrade) headers.connection = 'Upgrade'
    // A browser cannot set headers on a WebSocket, and Nexus reads the API version only from this header, so
    // the upgrade is forwarded naming the oldest version the console speaks: a rack of the newest release serves
    // it as well as one of main does (the stream's frames are the same raw bytes in every version).
    if (upgrade && !headers[API_VERSION_HEADER])
      headers[API_VERSION_HEADER] = SPOKEN_VERSIONS[SPOKEN_VERSIONS.length - 1]
    // the server checked the Host against its allowlist before anything was proxied
    const clientHost = req.headers.host ?? ''
    headers.host = target.host
    // The browser's Origin names this server. A control plane that checks Origin (it must, on
    // WebSocket upgrades) would refuse it, so our own origin (scheme, host and port) becomes the
    // upstream's. Any other Origin is passed on untouched, for the upstream to refuse: never
    // launder a foreign site.
    const origin = req.headers.origin
    if (origin && isOwnOrigin(origin, clientHost, tls)) headers.origin = target.origin
    const addr = req.socket.remoteAddress ?? ''
    headers['x-forwarded-for'] = addr
    headers['x-real-ip'] = addr
    headers['x-forwarded-proto'] = proto
    headers['x-forwarded-host'] = clientHost
    headers.forwarded = `for=${forwardedNode(addr)};host="${clientHost}";proto=${proto}`
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
  function rewriteSetCookie(cookie: string): string {
    const c = cookie.replace(/;\s*Domain=[^;]*/gi, '')
    // Over plain http a Secure cookie would be dropped by the browser (localhost aside). Whether the browser speaks
    // https to us is this server's own configuration, never what a request claims.
    return tls ? c : c.replace(/;\s*Secure(?=;|$)/gi, '')
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

  function copyResponseHeaders(up: IncomingMessage, res: ServerResponse) {
    const drop = dropped(up.headers, false)
    for (const [name, value] of Object.entries(up.headers)) {
      if (value === undefined || drop(name) || ours.has(name)) continue
      if (name === 'set-cookie') res.setHeader(name, (value as string[]).map(rewriteSetCookie))
      else if (name === 'location') res.setHeader(name, rewriteLocation(String(value)))
      else res.setHeader(name, value)
    }
  }

  return {
    async handle(req, res) {
      const upstream = transport.request(requestOptions(req, false), (up) => {
        copyResponseHeaders(up, res)
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
            name.toLowerCase() === 'set-cookie' ? rewriteSetCookie(up.rawHeaders[i + 1]) : up.rawHeaders[i + 1]
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
        const drop = dropped(up.headers, false)
        for (let i = 0; i < up.rawHeaders.length; i += 2) {
          const name = up.rawHeaders[i].toLowerCase()
          if (!drop(name) && !ours.has(name)) lines.push(`${up.rawHeaders[i]}: ${up.rawHeaders[i + 1]}`)
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
