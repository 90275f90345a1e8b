/**
 * The mock as a control plane of any API version the console speaks: Nexus routes each request by the
 * version it names (dropshot's `versions = ..` on each endpoint), or by its newest when it names none, so
 * a request in an older version finds the paths that version had and gets the shapes it had. The changes
 * are those the console adapts (web/api/version-shapes.ts), keyed by the same versions: support bundles
 * under /experimental before they were stable, no alert list or view before they came, and no sled slot
 * before it came.
 */
import { API_VERSION } from '../api/generated/version'

// Nexus's versions that brought each change (nexus/external-api/src/lib.rs `api_versions!`); the mock keeps its
// own copy, as it keeps its own rules, and test/mock/older-versions.test.ts holds it to the console's.
export const VERSION_SLED_SLOT = '2026081200.0.0'
export const VERSION_ALERT_LIST = '2026081400.0.0'
export const VERSION_SUPPORT_BUNDLES_STABLE = '2026081700.0.0'

const major = (version: string) => Number(/^(\d+)/.exec(version)?.[1] ?? NaN)

/** Omicron's versions are YYYYMMDDNN.0.0: the major number orders them. */
const isBefore = (version: string, change: string) => major(version) < major(change)

/** The version a request is served in: the one it names, else the control plane's newest. */
export const servedVersion = (header: string | null, newest: string = API_VERSION) => header ?? newest

const EXPERIMENTAL_BUNDLES = /^\/experimental(\/v1\/system\/support-bundles(?:\/.*)?)$/
const BUNDLES = /^\/v1\/system\/support-bundles(?:\/.*)?$/
const ALERT_READS = /^\/v1\/alerts(?:\/[^/]+)?$/

/**
 * The path of the newest API that serves `pathname` as asked in `version`, or null when that version has
 * no such path (dropshot's 404: the route exists, but not in this version).
 */
export function currentPath(method: string, pathname: string, version: string): string | null {
  const stableBundles = !isBefore(version, VERSION_SUPPORT_BUNDLES_STABLE)
  const experimental = EXPERIMENTAL_BUNDLES.exec(pathname)
  if (experimental) return stableBundles ? null : experimental[1]
  if (BUNDLES.test(pathname) && !stableBundles) return null
  if (method === 'GET' && ALERT_READS.test(pathname) && isBefore(version, VERSION_ALERT_LIST)) return null
  return pathname
}

const SLED_READS = new Set(['sledList', 'sledView'])

/** A handler's answer in the shape of `version`: before a sled had a slot, its answer had none. */
export async function answerIn(operation: string, version: string, response: Response): Promise<Response> {
  if (!SLED_READS.has(operation) || !isBefore(version, VERSION_SLED_SLOT) || !response.ok) return response
  const body = (await response.json()) as Record<string, unknown> & { items?: Record<string, unknown>[] }
  const strip = ({ slot: _slot, ...sled }: Record<string, unknown>) => sled
  const shaped = Array.isArray(body.items) ? { ...body, items: body.items.map(strip) } : strip(body)
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(JSON.stringify(shaped), { status: response.status, headers })
}
