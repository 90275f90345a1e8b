import type { StartedRoute } from './route-data'

/**
 * How long a click on a link waits for its page's code and reads before the page renders without
 * them (its loading states). Under it, the page renders once, with its data; a user sees the old
 * page for that moment, which reads as instant, not as a stall.
 */
export const NAVIGATION_WAIT_MS = 50

let latest = 0

/**
 * Goes to `to` once `started` (the route of `to`, started when the link was pressed) has its code
 * and its reads, or NAVIGATION_WAIT_MS after the click, whichever comes first.
 * Rendering at once drew the page with empty tables while its reads, sent with the press, were
 * answering, then the rows a task later: two renders, a paint between them, 90-140 ms from click
 * to rows at 1x where the answer had come after 5-15 ms. A later click wins: an earlier one still
 * waiting never goes anywhere.
 */
export function navigateWhenStarted(
  to: string,
  started: Pick<StartedRoute, 'code' | 'reads'> | undefined,
  go: (to: string) => void,
) {
  const id = ++latest
  // no press before the click (a keyboard's Enter): nothing is under way to wait for
  if (!started) {
    go(to)
    return
  }
  const finish = () => {
    clearTimeout(timer)
    if (id !== latest) return
    latest++
    go(to)
  }
  const timer = setTimeout(finish, NAVIGATION_WAIT_MS)
  void Promise.all([started.code, started.reads]).then(finish)
}
