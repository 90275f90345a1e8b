/**
 * The API version this console was built for, and the control plane refusing it (issue #31.1).
 *
 * Nexus serves several API versions (dropshot's `ClientSpecifiesVersionInHeader`): a request names one in
 * `api-version`, a request without it gets the newest the rack knows, and a version newer than the rack's
 * newest is refused with 400 "server does not support this API version: <v>". So every request names
 * the version of api/nexus.json (generated into ./generated/version.ts, the one source), and a refusal
 * switches the whole console to one page that says so, instead of every form failing on its own.
 */
import { API_VERSION } from './generated/version'

export { API_VERSION }

/** The header Nexus reads (omicron_common::api::VERSION_HEADER). */
export const API_VERSION_HEADER = 'api-version'

/** The header, for every transport that can send one (fetch, XMLHttpRequest, the upload worker). */
export const versionHeaders = (): Record<string, string> => ({ [API_VERSION_HEADER]: API_VERSION })

/** Dropshot's words for a version it does not serve, or a header it cannot read. */
const REFUSED = /^(?:server does not support this API version|bad value for header "api-version")/

export const isVersionRefusal = (statusCode: number, serverMessage: unknown) =>
  statusCode === 400 && typeof serverMessage === 'string' && REFUSED.test(serverMessage)

export type VersionRefusal = {
  /** The version this console sent. */
  ours: string
  /** The control plane's own words. */
  message: string
}

let refusal: VersionRefusal | null = null
const listeners = new Set<() => void>()

/** The first refusal seen, for the app to render its page; an observable (useSyncExternalStore). */
export const versionRefusal = {
  get: (): VersionRefusal | null => refusal,
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
  /** Called by every transport on a 400 whose message is a version refusal. */
  report(message: string) {
    if (refusal) return
    refusal = { ours: API_VERSION, message }
    listeners.forEach((l) => l())
  },
  /** Tests. */
  clear() {
    refusal = null
    listeners.forEach((l) => l())
  },
}

export type PingAnswer = 'served' | 'refused' | 'unknown'

/** GET /v1/ping (public) naming `version`: served, refused as too new, or anything else. */
async function pingWith(version: string): Promise<PingAnswer> {
  try {
    const res = await fetch('/v1/ping', { headers: { [API_VERSION_HEADER]: version }, credentials: 'same-origin' })
    if (res.ok) return 'served'
    const body = (await res.json().catch(() => ({}))) as { message?: unknown }
    return isVersionRefusal(res.status, body.message) ? 'refused' : 'unknown'
  } catch {
    return 'unknown'
  }
}

/**
 * The newest API version the control plane serves. Nexus says it nowhere, but its policy answers every
 * version up to its newest and refuses the newer ones, so the newest is found by halving over the major
 * number (omicron's versions are YYYYMMDDNN.0.0: about 31 pings of the public /v1/ping). Undefined
 * when an answer is neither (a rack that does not version, a network failure).
 */
export async function findNewestServedVersion(
  refused: string = API_VERSION,
  ping: (version: string) => Promise<PingAnswer> = pingWith,
): Promise<string | undefined> {
  let hi = Number(/^(\d+)/.exec(refused)?.[1])
  if (!Number.isSafeInteger(hi) || hi < 1) return undefined
  let lo = 0
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2)
    const answer = await ping(`${mid}.0.0`)
    if (answer === 'unknown') return undefined
    if (answer === 'served') lo = mid
    else hi = mid
  }
  return `${lo}.0.0`
}
