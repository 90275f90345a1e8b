/**
 * Waiting for a state instead of for a time. A test that sleeps a fixed time and then asserts races the
 * machine: SWR, preact's effects, happy-dom's timers and the mock's latency take longer on a loaded 2-core runner and
 * less on a fast one. These helpers poll for the state the test expects instead, so they return as soon as it holds
 * and fail, naming what they waited for, only after a timeout far beyond any machine's normal pace.
 */

/** Long enough for a loaded 2-core machine compiling a lazy module with tsx on first use; costs nothing when met. */
const UNTIL_TIMEOUT_MS = 15_000
const POLL_MS = 5

export type UntilOptions = {
  /** What is awaited, for the failure message: "the disk list's second fetch"; a function is read at failure time. */
  what: string | (() => string)
  timeout?: number
}

const tick = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))

function describe(e: unknown) {
  return e instanceof Error ? e.message : String(e)
}

/**
 * Resolves with `condition`'s value once it is truthy. The condition may also throw (an assertion): that counts as
 * "not yet", and the last error is repeated in the timeout's message, so `until(() => assert.equal(a, b) ?? true)`
 * fails with the assertion's own diff.
 */
export async function until<T>(condition: () => T, { what, timeout = UNTIL_TIMEOUT_MS }: UntilOptions) {
  const deadline = Date.now() + timeout
  for (;;) {
    let last: unknown
    try {
      const value = condition()
      if (value) return value as NonNullable<T>
    } catch (e) {
      last = e
    }
    if (Date.now() > deadline) {
      const why = last === undefined ? '' : `; last check: ${describe(last)}`
      throw new Error(`waited ${timeout} ms for ${typeof what === 'function' ? what() : what}${why}`)
    }
    await tick(POLL_MS)
  }
}

/**
 * For a test that something does NOT happen: checks `condition` throughout `window` ms and fails as soon as it stops
 * holding. Call it only after waiting (with `until`) for the event that proves the chain under test ran, so the
 * window only has to cover what would follow it; pick the window well beyond that follow-up's own period.
 */
export async function holds(condition: () => unknown, { what, window }: { what: string; window: number }) {
  const end = Date.now() + window
  for (;;) {
    let ok: unknown
    let why = ''
    try {
      ok = condition()
    } catch (e) {
      why = `: ${describe(e)}`
    }
    if (!ok) throw new Error(`expected ${what} to hold, but it stopped holding${why}`)
    if (Date.now() >= end) return
    await tick(POLL_MS)
  }
}
