/** The headers on every response of the console's host (DESIGN §3). */

/** Host header values we are willing to echo into the CSP and into URLs. */
export const validHost = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i

export function securityHeaders(host: string | undefined): Record<string, string> {
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
  }
}

/** Header lines for a response written straight to a socket (refused upgrades). */
export function securityHeaderLines(host: string | undefined): string[] {
  return Object.entries(securityHeaders(host)).map(([k, v]) => `${k}: ${v}`)
}
