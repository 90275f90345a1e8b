import type { Page, Request } from '@playwright/test'

/**
 * Follows a page's requests so that a crawl can wait until the route's data and code have arrived, and nothing they
 * set off is still in flight, before it looks at the page.
 *
 * Playwright's 'networkidle' waits for 500 ms without traffic, and on the console that also waits out the prefetch
 * of likely next pages that starts once the page is idle (web/ui/deferred.ts): on every route of the crawler, twice.
 * Waiting for `settleMs` with nothing in flight measures the same thing the crawl needs, about half a second sooner
 * per route.
 */
export function requestTracker(page: Page) {
  const pending = new Set<Request>()
  let lastChange = Date.now()
  const start = (r: Request) => {
    pending.add(r)
    lastChange = Date.now()
  }
  const end = (r: Request) => {
    pending.delete(r)
    lastChange = Date.now()
  }
  page.on('request', start)
  page.on('requestfinished', end)
  page.on('requestfailed', end)
  return {
    /** Resolves once no request has been in flight for `settleMs`; throws, naming what is pending, after `timeout`. */
    async settled({ settleMs = 300, timeout = 15_000 } = {}) {
      const begun = Date.now()
      while (pending.size > 0 || Date.now() - lastChange < settleMs) {
        if (Date.now() - begun > timeout) {
          const urls = [...pending].slice(0, 5).map((r) => r.url())
          throw new Error(`${pending.size} requests still in flight after ${timeout} ms: ${urls.join(', ')}`)
        }
        // a poll of the tracker's own state, not a wait for the page: the condition above is what is awaited
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
    },
  }
}
