/**
 * Where a sign-in may return to: the one decision for every sign-in (the local form, the silo choice
 * that carries it on, SAML, the device page reached through sign-in) and for every redirect the console
 * hands to the control plane, so it never asks the control plane to follow what it would not follow
 * itself.
 *
 * A return path is a path of this console. The check is made on what a browser would follow, not on
 * the raw text: the URL parser turns `/.//host`, `/..//host`, `/%2e//host` and `/./\host` into
 * `//host`, which a browser reads as another host. And a path may be decoded again further on (a
 * router decoding its location, a query string decoded twice), so every level of percent-decoding
 * must be as harmless as the first: `/.%2f/host` and `/%252F%252Fhost` are refused too.
 */

/** Where a sign-in ends when it was given no return path, or one that is refused. */
export const DEFAULT_RETURN_PATH = '/projects'

/** Longer than any path of the console with its query; longer ones are not worth parsing. */
const MAX_LENGTH = 2048
/** Levels of percent-encoding undone before giving up: a real path is encoded once, twice at most. */
const MAX_DECODES = 4

const BASE = 'http://console.invalid'

// Control characters, spaces and the other characters URL parsers strip or browsers treat as
// separators. A path of the console never holds them unencoded.
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const UNSAFE_CHAR = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/

/** The path part of a URL reference: up to the first `?` or `#`. */
const pathPart = (s: string) => s.split(/[?#]/, 1)[0]

/** One level of percent-decoding, of ASCII escapes only, never failing on a lone `%`. */
const decodeAsciiEscapes = (s: string) =>
  s.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))

/**
 * The URL a browser would follow for `ref` when it is a path of this console, else undefined:
 * a single leading `/`, nothing stripped or split by the parser, and still a single leading `/`
 * once dot segments and backslashes are resolved.
 */
function followedPath(ref: string): URL | undefined {
  if (!ref.startsWith('/') || ref.startsWith('//') || ref.startsWith('/\\')) return undefined
  if (UNSAFE_CHAR.test(ref)) return undefined
  let url: URL
  try {
    url = new URL(ref, BASE)
  } catch {
    return undefined
  }
  if (url.origin !== BASE) return undefined
  // '/.//host' parses to the pathname '//host': fine as a pathname, another host as a link
  if (url.pathname.startsWith('//')) return undefined
  return url
}

/** Whether the path part of `ref` stays a path of the console at every level of decoding. */
function pathSafeAtEveryLevel(ref: string): boolean {
  let current = pathPart(ref)
  for (let level = 0; level <= MAX_DECODES; level++) {
    if (!followedPath(current)) return false
    const decoded = decodeAsciiEscapes(current)
    if (decoded === current) return true
    // a decoded '?' or '#' ends the path there, as it would for whoever decodes it
    current = pathPart(decoded)
  }
  return false
}

/**
 * The path (with its query and hash) a sign-in may return to, normalised as a browser would follow
 * it; undefined when `raw` is anything but a path of this console, or a sign-in page itself (which
 * would only ask to sign in again).
 */
export function checkedReturnPath(raw: string | null | undefined): string | undefined {
  if (typeof raw !== 'string' || raw === '' || raw.length > MAX_LENGTH) return undefined
  if (!pathSafeAtEveryLevel(raw)) return undefined
  const url = followedPath(raw)
  if (!url) return undefined
  const path = url.pathname + url.search + url.hash
  // what is returned is checked as well: it is what will be followed
  if (path !== raw && !pathSafeAtEveryLevel(path)) return undefined
  if (url.pathname === '/login' || url.pathname.startsWith('/login/')) return undefined
  return path
}

/** Where a sign-in returns: the checked path, else the default page. */
export const safeReturnPath = (raw: string | null | undefined): string => checkedReturnPath(raw) ?? DEFAULT_RETURN_PATH

/**
 * The `redirect_uri` of a query string, as sent: read from the raw search (`location.search`), not
 * from a router's copy, which may have been decoded once already.
 */
export const redirectParam = (search: string): string | null => new URLSearchParams(search).get('redirect_uri')
