import type { HeldKeys } from '../routing/early-keys'
/**
 * What the starter's pre-paint (./paint.ts) tells the entry (main.tsx), on globalThis since the two
 * are separate scripts: when its paint is done, and whether it painted rows.
 * And the two waits that keep the app's JavaScript off the main thread until the rows are shown.
 */
const SLOT = '__rackConsoleFirstPaint'

/**
 * `settled` resolves to whether rows were painted; `done` is set once it has. `keys`: Ctrl+K and what followed it,
 * pressed over the rows before the app listened (web/routing/early-keys.ts).
 */
export type FirstPaint = { done: boolean; settled: Promise<boolean>; keys?: HeldKeys }
type Slot = { [SLOT]?: FirstPaint }

export const setFirstPaint = (paint: FirstPaint) => {
  ;(globalThis as Slot)[SLOT] = paint
}

export const getFirstPaint = (): FirstPaint | undefined => (globalThis as Slot)[SLOT]

/**
 * How long the starter holds the entry back for the first route's answer. An answer on its way
 * arrives in a round trip (tens of ms; several hundred on a loaded machine at 4x CPU): held, the
 * entry's parse, evaluation and first render (900 ms at 4x) no longer run between that answer and
 * its paint, nor take the page before the rows are in. A slower API than this is shown
 * by the app's own frame and loading state rather than a blank page.
 */
const ENTRY_HOLD_MS = 1500

/**
 * The browser shows what is in the page: a frame's callback runs before that frame's paint, the task it queues after
 * it (a tab in the background draws no frame: nothing to wait for). Also the app's (web/ui/after-paint.ts).
 */
export function nextFrame() {
  if (document.visibilityState !== 'visible') return Promise.resolve()
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
}

/**
 * The starter, before it runs the entry: when it pre-paints, it waits for its rows to be shown (or
 * for the answer to be no list to paint: a 401, an error, an empty list), at most `holdMs`.
 */
export async function entryMayRun(paint: FirstPaint | undefined, holdMs = ENTRY_HOLD_MS) {
  if (!paint) return
  // the bound's timer is left to run out: it settles a race already over
  const bound = new Promise<false>((resolve) => setTimeout(resolve, holdMs, false))
  if (await Promise.race([paint.settled, bound])) await nextFrame()
}

/**
 * The entry, before the app's first render: an answer the starter stopped waiting for may still
 * come before the page's code is ready (then its rows go first: the app would take a few hundred
 * ms more to show them); once the page can render, the app does not wait for it.
 */
export async function firstPaintReady(pageReady: Promise<unknown>) {
  const paint = getFirstPaint()
  if (!paint || paint.done) return
  const painted = await Promise.race([paint.settled, pageReady.then(() => false)])
  if (painted) await nextFrame()
}
