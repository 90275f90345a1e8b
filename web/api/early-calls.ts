/**
 * The first route's calls, started by the starter script (web/first-calls-start.ts) before the
 * entry has even been parsed, handed to the app's fetch core (./http.ts) by URL.
 *
 * A plain map on globalThis, since the starter is a separate script that shares no module with
 * the entry. A call is taken at most once; the ones the app did not ask for when its first route
 * started are dropped then (forgetEarlyCalls), so a later read never gets an answer from before.
 */
const SLOT = '__rackConsoleEarlyCalls'

// null: the entry has started its first route; a starter that runs after that sends nothing
type Slot = { [SLOT]?: Map<string, Promise<Response>> | null }
const slot = globalThis as Slot

/** The request the fetch core would send for a GET of `url` without a token (./http.ts). */
export function startEarlyCall(url: string, headers: Record<string, string>) {
  if (slot[SLOT] === null) return
  const calls = (slot[SLOT] ??= new Map())
  if (calls.has(url)) return
  const response = fetch(url, { method: 'GET', headers, credentials: 'same-origin' })
  // a failure is the taker's to report; one nobody takes must not surface as unhandled
  response.catch(() => {})
  calls.set(url, response)
}

/** The early response for a GET of `url`, once. */
export function takeEarlyCall(url: string): Promise<Response> | undefined {
  const calls = slot[SLOT]
  const response = calls?.get(url)
  if (response) calls!.delete(url)
  return response
}

/** The early response for a GET of `url`, left for the app to take (the starter's pre-paint reads a clone). */
export const peekEarlyCall = (url: string): Promise<Response> | undefined => slot[SLOT]?.get(url)

/**
 * Drops the early calls nobody took (the app's first route asked for something else), and closes
 * the door: the starter runs as soon as it arrives (async), so it may come after the entry.
 */
export function forgetEarlyCalls() {
  slot[SLOT] = null
}

/** Tests: as at the start of a load. */
export function resetEarlyCalls() {
  delete slot[SLOT]
}
