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
