/**
 * The starter: a script of its own, listed first in index.html as a plain script, so it
 * runs as soon as it arrives, and the only script the page runs by itself. It matches the location
 * against the table build.ts made from the route table, starts the first route's calls and hands
 * each response to the app's fetch core (web/api/early-calls.ts), which takes it instead of sending
 * the same request; if the app asks for something else, the early calls are dropped.
 *
 * Then it runs the entry, which index.html does not list: the starter asks for it at once, unless
 * it is to pre-paint the list first. On a list it pre-paints from the early answer (web/first-paint), the entry waits until those
 * rows are shown (at most ENTRY_HOLD_MS): run first, its evaluation and first render took the main
 * thread while the answer came in, which delayed the paint, and, once rendered, left the starter
 * nothing to paint into (at 1x and 4x CPU on a loaded machine, up to half the cold loads).
 */
import { versionHeaders } from './api/api-version'
import { startEarlyCall } from './api/early-calls'
import { mayPaintFirstRoute, paintFirstRoute } from './first-paint/paint'
import { entryMayRun, type FirstPaint } from './first-paint/slot'
import { holdEarlyKeys } from './routing/early-keys'
import { firstCallUrls } from './routing/first-calls'
import { modulePreload } from './routing/module-preload'

/** The head start: the first route's calls, the moment the starter runs (the page is still being parsed). */
function startFirstCalls(): string[] {
  try {
    const urls = firstCallUrls(__FIRST_CALLS__, location.pathname)
    for (const url of urls) startEarlyCall(url, versionHeaders())
    return urls
  } catch {
    // the app starts its route itself (web/start-first-route.ts), as it does when there is no starter
    return []
  }
}

/** Once the page is parsed (#root is there): the pre-paint, and what it holds. Nothing here may keep the entry from running. */
function startFirstPaint(urls: string[]): FirstPaint | undefined {
  try {
    // the list's first rows, painted from that response before the entry has run (web/first-paint)
    const paint = paintFirstRoute(location, urls)
    // the list's code, asked for once the rows are in (run by the entry's route start, which the entry
    // would otherwise find only once it runs): asked for with the pre-paint, its parse, at once from
    // the cache on a warm load, took the main thread while the answer came in, as the entry's did
    if (paint) void paint.settled.then(() => __FIRST_PAGE_URLS__.forEach(modulePreload))
    // Ctrl+K over the pre-painted rows, before the app listens, is kept for its palette (./routing/early-keys.ts);
    // only over a pre-painted list: a page in the app's frame, whose palette takes the keys when it mounts
    if (paint) holdEarlyKeys(paint)
    return paint
  } catch {
    return undefined
  }
}

const urls = startFirstCalls()
// The entry's code, asked for now where there is no pre-paint to wait for. Where there is, the entry is
// fetched when it runs, after the rows: asked for with the page, its parse took the main thread while
// the answer came in (most of all on warm loads, where the answer comes from the cache at once: the row
// came later with the early fetch than without it; docs/performance.md says how to measure it).
if (!__FIRST_PAINT__ || !mayPaintFirstRoute(location)) modulePreload(__ENTRY_URL__)
// index.html runs the starter from its head, before the body is parsed: the rest, and the entry
// (which renders into #root), wait for the parse as a module script would have
const rest = () =>
  void entryMayRun(__FIRST_PAINT__ ? startFirstPaint(urls) : undefined)
    .catch(() => undefined)
    .then(() => import(__ENTRY_URL__))
if (document.readyState === 'loading') addEventListener('DOMContentLoaded', rest)
else rest()
