/**
 * Which Host names the console answers for, and which Origin is its own (embed/README.md, "Host and Origin").
 *
 * A page on another site can point its own DNS name at this server (DNS rebinding) and then talk to it as a
 * same-origin page; the Host header still names the attacker's site, so a server that answers only for its own names
 * is out of reach. And a WebSocket upgrade is not bound by the same-origin policy at all: only its Origin header tells
 * the console's own pages from another site's (or another port's, which is the same site to a SameSite cookie).
 */
import { validHost } from './headers.ts'

/** The names every console answers for: this machine's own. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'] as const

/** Addresses that mean "every interface" to listen(): never a name a browser sends. */
const UNSPECIFIED = new Set(['0.0.0.0', '[::]'])

/** `::1` and `[::1]` alike become the bracketed form a Host header carries; names are case-insensitive. */
function normalizeHostName(name: string): string {
  const n = name.trim().toLowerCase()
  return n.includes(':') && !n.startsWith('[') ? `[${n}]` : n
}

/** A name as `--allowed-host` takes it: a host name or IP address, without a port. */
export function isHostName(name: string): boolean {
  const n = normalizeHostName(name)
  return validHost.test(n) && !/:\d+$/.test(n.replace(/^\[[^\]]*\]/, ''))
}

/** The host name of a Host header (without its port), or undefined when the header is not a plain host[:port]. */
function hostNameOf(host: string | undefined): string | undefined {
  if (!host || !validHost.test(host)) return undefined
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d+$/, '')
  return name.toLowerCase()
}

/**
 * The allowlist: loopback names plus `extra` (the names given on the command line and the address the server binds
 * to). Any port: behind a reverse proxy the port the browser used is not the one we listen on.
 */
export function hostAllowlist(extra: readonly string[] = []): (host: string | undefined) => boolean {
  const names = new Set<string>(LOOPBACK_HOSTS)
  for (const name of extra) {
    const n = normalizeHostName(name)
    if (n && !UNSPECIFIED.has(n)) names.add(n)
  }
  return (host) => {
    const name = hostNameOf(host)
    return name !== undefined && names.has(name)
  }
}

/** This server's own origin as a browser names it: its scheme (https when TLS ends in front of it) and the Host. */
export function ownOrigin(host: string, tls: boolean): string {
  return new URL(`${tls ? 'https' : 'http'}://${host}`).origin
}

/**
 * Whether an Origin header names this server: exactly its scheme, host and port. `null` (a sandboxed frame, a file,
 * a redirect across sites), junk and any other site or port are not.
 */
export function isOwnOrigin(origin: string, host: string, tls: boolean): boolean {
  try {
    return origin.toLowerCase() === ownOrigin(host, tls)
  } catch {
    return false
  }
}
