import type { Page } from '@playwright/test'
import { expect, login, test } from './utils'

/**
 * A hidden tab asks the control plane nothing, whatever the view. mock-project's instances list holds
 * instances that stay in a transitional state (rebooting, migrating), so a visible list keeps polling
 * them; with every row shown ("All" rows) it reads those rows one by one on a timer of its own, which
 * went on while the tab was hidden. The page's clock is a fake one, so a minute passes in a moment.
 */

/**
 * Counts the page's API calls where they are made (its fetch), so a count read after the clock has run
 * holds every call that run started: none is still on its way to the test.
 */
async function countApiCalls(page: Page) {
  await page.addInitScript(() => {
    const calls: string[] = []
    ;(window as unknown as { apiCalls: string[] }).apiCalls = calls
    const fetch = window.fetch.bind(window)
    window.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href)
      if (url.pathname.startsWith('/v1/')) calls.push(url.pathname + url.search)
      return fetch(input, init)
    }
  })
  return {
    read: () => page.evaluate(() => [...(window as unknown as { apiCalls: string[] }).apiCalls]),
    reset: () => page.evaluate(() => void ((window as unknown as { apiCalls: string[] }).apiCalls.length = 0)),
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
  await page.clock.runFor(10_000)
  expect((await calls.read()).length, 'a shown list polls its moving rows').toBeGreaterThan(0)

  await setHidden(page, true)
  await calls.reset()
  await page.clock.runFor(60_000)
  expect(await calls.read(), 'requests from a hidden tab').toEqual([])

  // shown again, it follows the rows again
  await setHidden(page, false)
  await page.clock.runFor(10_000)
  expect((await calls.read()).length, 'shown again, the list polls').toBeGreaterThan(0)
})
