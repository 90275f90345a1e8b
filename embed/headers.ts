/** The headers on every response of the console's host (the serving contract). */

/** Host header values we are willing to echo into the CSP and into URLs. */
export const validHost = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i

/**
 * Sent only when browsers reach the console over https (`--tls-terminated`): HSTS keeps them from ever asking over
 * plain http again, where a network attacker could answer; COOP cuts the window another site opens the console in
 * from a handle on it. Over plain http a browser ignores both.
 */
const TLS_HEADERS = {
  'Strict-Transport-Security': 'max-age=31536000',
  'Cross-Origin-Opener-Policy': 'same-origin',
}

export function securityHeaders(host: string | undefined, tls = false): Record<string, string> {
  // The serial console is a WebSocket to the console's own host; CSP 'self' does
  // not cover ws: in every browser, so name it.
  const ws = host && validHost.test(host) ? ` ws://${host} wss://${host}` : ''
  return {
    'Content-Security-Policy': [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self'",
      `connect-src 'self'${ws}`,
      "img-src 'self' data:",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; '),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
    ...(tls ? TLS_HEADERS : {}),
  }
}

/**
 * The upload worker decodes .xz with xz-embedded compiled to WebAssembly, which
 * needs 'wasm-unsafe-eval'. The page's policy must not grant it, so the worker's script, and only
 * it, is served with its own policy: a dedicated worker is governed by the policy of its script's
 * response. Narrower than the page's in everything else: no styles, images, frames or forms; it
 * may only load its own code and call the API of its own origin.
 */
const UPLOAD_WORKER_PATH = /^\/assets\/upload-worker-[A-Z0-9]+\.js$/
const UPLOAD_WORKER_CSP =
  "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'; base-uri 'none'; frame-ancestors 'none'"

/** securityHeaders for a path: the upload worker's script gets its own policy. */
export function securityHeadersFor(pathname: string, host: string | undefined, tls = false): Record<string, string> {
  const headers = securityHeaders(host, tls)
  if (UPLOAD_WORKER_PATH.test(pathname)) headers['Content-Security-Policy'] = UPLOAD_WORKER_CSP
  return headers
}

/** Header lines for a response written straight to a socket (refused upgrades). */
export function securityHeaderLines(host: string | undefined): string[] {
  return Object.entries(securityHeaders(host)).map(([k, v]) => `${k}: ${v}`)
}
