/**
 * Only same-origin paths are followed after sign-in (DESIGN §7): a single leading '/', not '//' or '/\'
 * (both mean another host to a browser), no control characters. Anything else goes to the fallback.
 */
export function safeRedirect(uri: string | null | undefined, fallback = '/projects'): string {
  if (!uri) return fallback
  if (!uri.startsWith('/') || uri.startsWith('//') || uri.startsWith('/\\')) return fallback
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(uri)) return fallback
  try {
    const url = new URL(uri, 'http://same.invalid')
    if (url.origin !== 'http://same.invalid') return fallback
    return url.pathname + url.search + url.hash
  } catch {
    return fallback
  }
}
