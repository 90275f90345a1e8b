/**
 * What differs, for this console, between the API versions it speaks (./api-version.ts): the one place
 * that knows. Each change is keyed by the version that brought it, Nexus's own constant
 * (nexus/external-api/src/lib.rs `api_versions!`), so a request in an older version is sent where that
 * version has the operation, and its answer is brought to the shape the console's types describe.
 * Everything else the console uses (RouterPeerType among them) is the same in both OpenAPI documents;
 * test/api/version-shapes.test.ts holds this table against them.
 */

/** Nexus's API versions where something the console uses changed. */
export const VERSION_SLED_SLOT = '2026081200.0.0'
export const VERSION_ALERT_LIST = '2026081400.0.0'
export const VERSION_SUPPORT_BUNDLES_STABLE = '2026081700.0.0'

/** alertList -> alert_list (http.ts's rule; not imported, since http.ts imports this module) */
const operationId = (operation: string) => operation.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase())

const major = (version: string) => Number(/^(\d+)/.exec(version)?.[1] ?? NaN)

/** Omicron's versions are YYYYMMDDNN.0.0: the major number orders them. */
export const isBefore = (version: string, change: string) => major(version) < major(change)

/**
 * The path of a request (its parameters already filled in, a query string allowed) in `version`: support
 * bundles were experimental until they were stable, the same operations under /experimental.
 */
export function pathIn(version: string, path: string): string {
  if (isBefore(version, VERSION_SUPPORT_BUNDLES_STABLE) && /^\/v1\/system\/support-bundles(?:[/?]|$)/.test(path))
    return '/experimental' + path
  return path
}

/** Operations (camelCase) that came after the oldest version the console speaks, with the version that brought each. */
const ADDED_IN: Record<string, string> = {
  alertList: VERSION_ALERT_LIST,
  alertView: VERSION_ALERT_LIST,
}

/** Why `version` cannot serve `operation`, or undefined when it can. */
export function notOfferedIn(version: string, operation: string | undefined): string | undefined {
  const added = operation && ADDED_IN[operation]
  if (!added || !isBefore(version, added)) return undefined
  const id = operationId(operation)
  return `This control plane does not offer ${id}: it serves API version ${version}, and ${id} came with ${added}`
}

type Sled = Record<string, unknown> & { slot?: unknown }
const withSlot = (sled: Sled): Sled => ('slot' in sled ? sled : { ...sled, slot: null })

/** An answer (already camelCased) of `operation` in `version`, in the shape of the newest version. */
export function adaptAnswer(version: string, operation: string | undefined, data: unknown): unknown {
  if (!isBefore(version, VERSION_SLED_SLOT) || !data || typeof data !== 'object') return data
  // a sled's slot came with VERSION_SLED_SLOT: before it, where the sled sits is not known (null)
  if (operation === 'sledView') return withSlot(data as Sled)
  if (operation === 'sledList') {
    const page = data as { items?: unknown }
    if (Array.isArray(page.items)) return { ...page, items: page.items.map((s) => withSlot(s as Sled)) }
  }
  return data
}
