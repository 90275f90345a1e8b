/**
 * What the starter's pre-paint (./paint.ts) tells the entry (main.tsx), on globalThis since the two
 * are separate scripts: whether the first route's response has arrived, and when its paint is done.
 */
const SLOT = '__rackConsoleFirstPaint'

/** `settled` resolves to whether rows were painted. */
export type FirstPaint = { arrived: boolean; settled: Promise<boolean> }
type Slot = { [SLOT]?: FirstPaint }

export const setFirstPaint = (paint: FirstPaint) => {
  ;(globalThis as Slot)[SLOT] = paint
}

/**
 * Before the app's first render: when the first route's response arrived while the entry was
 * arriving and running, the pre-paint goes first (it is ready; the app would take a few hundred ms
 * more to show the same rows). A response still on its way does not hold the app up: it renders,
 * and the starter then leaves the page to it.
 */
export async function firstPaintReady() {
  const paint = (globalThis as Slot)[SLOT]
  if (!paint) return
  // one turn of the event loop: a response that came in while the entry ran is read in it
  await new Promise((resolve) => setTimeout(resolve, 0))
  if (!paint.arrived || !(await paint.settled)) return
  // and the browser shows them before the app's first render takes the main thread for a while
  // (a tab in the background draws no frame: there is nothing to show there first)
  if (document.visibilityState === 'visible')
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
}
