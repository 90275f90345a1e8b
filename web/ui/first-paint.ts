/**
 * The first paint: the starter script paints a list's first rows from the first route's
 * early response into `#first-paint`, beside the app's `#root`, which it hides; the app takes that
 * region over here once its own list has rendered (rows, empty or error) or the user went
 * elsewhere. Both swaps happen in one task (a layout effect), so nothing flashes, and at no moment
 * are both in the accessibility tree: the hidden root is out of it until the pre-paint is gone.
 *
 * DOM only, no React: the starter (web/first-paint/paint.ts) imports the names from here.
 */
export const FIRST_PAINT_ID = 'first-paint'
/** Holds the path the pre-paint is of: a route elsewhere takes over at once. */
export const FIRST_PAINT_PATH = 'data-path'
/** Marks the pre-paint's copies of controls that only work once the app runs: space kept, unseen, unreachable. */
export const RESERVE_CLASS = 'first-paint-reserve'

/**
 * Removes the pre-paint and shows the app. Focus on a pre-painted link moves to the app's link to the
 * same place; the scroll position stays, the two having the same layout.
 */
export function takeOverFirstPaint() {
  const painted = document.getElementById(FIRST_PAINT_ID)
  const root = document.getElementById('root')
  if (!painted || !root) return
  const focused = document.activeElement
  const href = painted.contains(focused) ? focused?.getAttribute('href') : null
  root.hidden = false
  painted.remove()
  if (href) root.querySelector<HTMLElement>(`a[href="${CSS.escape(href)}"]`)?.focus()
}

/** The app's route is not the one pre-painted (a redirect, a click): its own page shows at once. */
export function takeOverFirstPaintElsewhere(pathname: string) {
  const painted = document.getElementById(FIRST_PAINT_ID)
  if (painted && painted.getAttribute(FIRST_PAINT_PATH) !== pathname) takeOverFirstPaint()
}
