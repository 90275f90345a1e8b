/**
 * The API versions this console speaks, and the control plane refusing them.
 *
 * Nexus serves several API versions (dropshot's `ClientSpecifiesVersionInHeader`): a request names one in
 * `api-version`, a request without it gets the newest the rack knows, and a version newer than the rack's
 * newest is refused with 400 "server does not support this API version: <v>". The console speaks the
 * version of api/nexus.json (generated into ./generated/version.ts) and the newest one a release branch
 * serves (the rack an operator has today): it asks for the newest; a refusal moves it, for the rest of the
 * page's life, to the released one (./version-shapes.ts adapts the few paths and shapes that differ), and
 * only a refusal of that one too switches the whole console to one page that says so, instead of every
 * form failing on its own. The version it fell back to is remembered, so the next load (its starter's first
 * calls too) asks in it from its first request.
 */
import { API_VERSION } from './generated/version'

export { API_VERSION }

/** The newest API version of the newest release branch (omicron rel/v22). */
export const RELEASED_API_VERSION = '2026073100.0.0'

/** Newest first: the console asks for the first, and falls back along the list when refused. */
export const SPOKEN_VERSIONS: readonly string[] = [API_VERSION, RELEASED_API_VERSION]

/**
 * Where the version a rack served is remembered (per origin, so per rack): a load starts in it, the starter's
 * first calls too, instead of asking in a version the rack refused last time and then again on every load.
 * Not a user's: any user of this origin talks to the same rack.
 */
const REMEMBERED = 'rack-api-version'

/** The version an earlier load fell back to; only one this console speaks (a junk value is not sent). */
function rememberedVersion(): string | undefined {
  try {
    const v = localStorage.getItem(REMEMBERED)
    return v && SPOKEN_VERSIONS.includes(v) ? v : undefined
  } catch {
    return undefined
  }
}

/** The version this load started in: the one the starter's first calls named. */
let startVersion = rememberedVersion() ?? API_VERSION
let inUse = startVersion
const inUseListeners = new Set<() => void>()

/** When the newest version was last found refused (or asked for again): the entry's, the starter never reads it. */
const REFUSED_AT = 'rack-api-version-refused-at'

/** Writes (or, with undefined, drops) what the next load starts in; storage may be off, which costs only speed. */
function remember(version: string | undefined, now = Date.now()) {
  try {
    if (!version) return localStorage.removeItem(REMEMBERED)
    localStorage.setItem(REMEMBERED, version)
    localStorage.setItem(REFUSED_AT, String(now))
  } catch {
    // no storage: every load learns the version again
  }
}

/** A load that started in a remembered version has not yet found it refused (then it starts over from the newest). */
let trustMemory = startVersion !== API_VERSION

const setInUse = (version: string) => {
  inUse = version
  inUseListeners.forEach((l) => l())
}

/** The version every request names now; an observable (useSyncExternalStore) for the user menu. */
export const apiVersionInUse = {
  get: (): string => inUse,
  subscribe(listener: () => void) {
    inUseListeners.add(listener)
    return () => void inUseListeners.delete(listener)
  },
  /** The version this load started in, which the starter's early calls named (./early-calls.ts). */
  atStart: (): string => startVersion,
  /** Tests: as at the start of a load (which reads what an earlier load remembered). */
  reset() {
    startVersion = rememberedVersion() ?? API_VERSION
    trustMemory = startVersion !== API_VERSION
    setInUse(startVersion)
  },
}

/** The header Nexus reads (omicron_common::api::VERSION_HEADER). */
const API_VERSION_HEADER = 'api-version'

/** The header, for every transport that can send one (fetch, XMLHttpRequest, the upload worker). */
export const versionHeaders = (): Record<string, string> => ({ [API_VERSION_HEADER]: inUse })

/** Dropshot's words for a version it does not serve, or a header it cannot read. */
const REFUSED = /^(?:server does not support this API version|bad value for header "api-version")/

export const isVersionRefusal = (statusCode: number, serverMessage: unknown) =>
  statusCode === 400 && typeof serverMessage === 'string' && REFUSED.test(serverMessage)

export type VersionRefusal = {
  /** The oldest version this console speaks, refused too. */
  ours: string
  /** Every version this console speaks, newest first. */
  spoken: readonly string[]
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
    refusal = { ours: SPOKEN_VERSIONS[SPOKEN_VERSIONS.length - 1], spoken: SPOKEN_VERSIONS, message }
    listeners.forEach((l) => l())
  },
  /** Tests: as at the first load ever (no refusal, nothing remembered, the newest version in use). */
  clear() {
    refusal = null
    listeners.forEach((l) => l())
    remember(undefined)
    apiVersionInUse.reset()
  },
}

/**
 * The control plane refused `sent` (with `message`, its own words). True when the console speaks an older
 * version, now in use: the caller sends its request again. False when `sent` was the oldest: the console
 * switches to its version page.
 */
export function versionRefused(sent: string, message: string): boolean {
  // refused in a version the console has left already: asked again, it goes out in the one in use
  if (sent !== inUse) return true
  // what an earlier load learned holds no more (the rack was updated past it): from the newest again
  if (trustMemory) {
    trustMemory = false
    remember(undefined)
    setInUse(API_VERSION)
    return true
  }
  const at = SPOKEN_VERSIONS.indexOf(sent)
  const older = at >= 0 ? SPOKEN_VERSIONS[at + 1] : undefined
  if (!older) {
    versionRefusal.report(message)
    return false
  }
  setInUse(older)
  remember(older)
  return true
}

/**
 * On a load that started in a remembered older version: once that memory is a day old, asks whether the rack
 * serves the newest now (GET /v1/ping, in the background), and if it does, forgets it, so the next load starts in
 * the newest. This load stays in the version it started in: its answers are already in that version's shapes.
 */
export async function recheckRememberedVersion(
  now: number = Date.now(),
  ping: (version: string) => Promise<PingAnswer> = pingWith,
): Promise<void> {
  if (!trustMemory) return
  let refusedAt = 0
  try {
    refusedAt = Number(localStorage.getItem(REFUSED_AT)) || 0
  } catch {
    return
  }
  // trusted for a day: a released rack refuses the newest once a day rather than on every load, and an updated
  // one is back on the newest by the next day (a constant here, not at the top: the starter holds this module)
  if (now - refusedAt < 24 * 60 * 60 * 1000) return
  // asked once a day, whatever the answer
  remember(startVersion, now)
  if ((await ping(API_VERSION)) === 'served') remember(undefined)
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
  refused: string = SPOKEN_VERSIONS[SPOKEN_VERSIONS.length - 1],
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
