/**
 * Nexus's API version policy (omicron nexus/src/lib.rs: dropshot's `ClientSpecifiesVersionInHeader` on
 * `api-version`, `on_missing(latest_version())`): a request without the header is served as the newest
 * version the server knows; a version newer than that is refused with 400 "server does not support this
 * API version: <v>"; a value that is not a semver is refused with 400 "bad value for header ...". Any
 * version up to the newest is served (the mock has only one shape to answer with).
 *
 * The newest version is the mock's own (`apiVersion` option, MOCK_API_VERSION in the embed server,
 * else the console's), and a test may lower it for its own session (`POST /v1/__mock/api-version`).
 */
import { API_VERSION } from '../api/generated/version'
import { MockError } from './errors'

type Semver = { major: bigint; minor: bigint; patch: bigint; pre: string }

/** The semver crate's reading of a version, or the reason it gives for refusing one. */
export function parseSemver(text: string): Semver | string {
  if (text === '') return 'empty string, expected a semver version'
  const m = /^(\d+)(?:\.(\d+)(?:\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+([0-9A-Za-z.-]+))?)?)?/.exec(text)
  const parts = ['major', 'minor', 'patch']
  if (!m || m[0] !== text) {
    const at = m ? m[0].length : 0
    const which = parts[m ? [m[1], m[2], m[3]].filter(Boolean).length : 0] ?? 'pre-release identifier'
    return at >= text.length
      ? `unexpected end of input while parsing ${which} version number`
      : `unexpected character '${text[at]}' while parsing ${which} version number`
  }
  if (m[2] === undefined || m[3] === undefined) {
    return `unexpected end of input while parsing ${m[2] === undefined ? 'minor' : 'patch'} version number`
  }
  return { major: BigInt(m[1]), minor: BigInt(m[2]), patch: BigInt(m[3]), pre: m[4] ?? '' }
}

/** Semver precedence (build metadata ignored; a pre-release is older than its release). */
export function compareSemver(a: Semver, b: Semver): number {
  for (const k of ['major', 'minor', 'patch'] as const) if (a[k] !== b[k]) return a[k] < b[k] ? -1 : 1
  if (a.pre === b.pre) return 0
  if (!a.pre) return 1
  if (!b.pre) return -1
  return a.pre < b.pre ? -1 : 1
}

/** Refuses the request as Nexus would, or returns nothing when its version is served. */
export function checkApiVersion(header: string | null, newest: string = API_VERSION): MockError | undefined {
  if (header === null) return undefined
  const wanted = parseSemver(header)
  if (typeof wanted === 'string') {
    return new MockError(400, undefined, `bad value for header "api-version": ${wanted}: ${header}`)
  }
  const max = parseSemver(newest)
  if (typeof max !== 'string' && compareSemver(wanted, max) > 0) {
    return new MockError(400, undefined, `server does not support this API version: ${header}`)
  }
  return undefined
}
