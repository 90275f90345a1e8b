import type { Page } from '@playwright/test'
import { expect, login, test } from './utils'

/**
 * A hidden tab asks the control plane nothing, whatever the view. mock-project's instances list holds
 * instances that stay in a transitional state (rebooting, migrating), so a visible list keeps polling
 * them; with every row shown ("All" rows) it reads those rows one by one on a timer of its own, which
 * went on while the tab was hidden. The page's clock is a fake one, so a minute passes in a moment.
 */

/**
 * Counts the page's API calls where they are made (its fetch), and how many are still unanswered: the
 * answers come in real time while the page's clock is a fake one, so each step of the clock waits
 * for them (a poll's next round is set once its answers are in).
 */
async function countApiCalls(page: Page) {
  await page.addInitScript(() => {
    const state = { calls: [] as string[], inFlight: 0 }
    ;(window as unknown as { apiProbe: typeof state }).apiProbe = state
    const fetch = window.fetch.bind(window)
    window.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href)
      if (!url.pathname.startsWith('/v1/')) return fetch(input, init)
      state.calls.push(url.pathname + url.search)
      state.inFlight++
      const answer = fetch(input, init)
      void answer.finally(() => state.inFlight--).catch(() => undefined)
      return answer
    }
  })
  type Api = { apiProbe: { calls: string[]; inFlight: number } }
  return {
    read: () => page.evaluate(() => [...(window as unknown as Api).apiProbe.calls]),
    reset: () => page.evaluate(() => void ((window as unknown as Api).apiProbe.calls.length = 0)),
    /** Moves the page's clock on by `ms`, `step` at a time, each step's calls answered before the next. */
    async pass(ms: number, step = 1_000) {
      for (let t = 0; t < ms; t += step) {
        await page.clock.runFor(step)
        await expect.poll(() => page.evaluate(() => (window as unknown as Api).apiProbe.inFlight)).toBe(0)
      }
    },
  }
}

/** As a background tab or a minimised window: document.hidden is true, and the page is told. */
const setHidden = (page: Page, hidden: boolean) =>
  page.evaluate((hidden) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (hidden ? 'hidden' : 'visible'),
    })
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden })
    document.dispatchEvent(new Event('visibilitychange'))
  }, hidden)

test('the instances list with All rows: polls while shown, not a request in a hidden minute', async ({ page }) => {
  await page.clock.install()
  const calls = await countApiCalls(page)
  await login(page)
  await page.goto('/projects/mock-project/instances?rows=all')
  await expect(page.getByRole('link', { name: 'worker-2', exact: true })).toBeVisible()

  // shown: the transitional rows are followed
  await calls.reset()
  await calls.pass(10_000)
  const shown = await calls.read()
  // round after round, not a single read
  expect(shown.length, `a shown list polls its moving rows: ${shown.join(' ')}`).toBeGreaterThan(new Set(shown).size)

  await setHidden(page, true)
  // a round already on its way may still be answered; nothing is asked after that
  await calls.pass(1_000)
  await calls.reset()
  await calls.pass(60_000, 2_000)
  expect(await calls.read(), 'requests from a hidden tab').toEqual([])

  // shown again, it follows the rows again
  await setHidden(page, false)
  await calls.pass(5_000)
  expect((await calls.read()).length, 'shown again, the list polls').toBeGreaterThan(0)
})
