/**
 * What axe cannot see, on a few routes that stand for the rest (a list, a detail with
 * tabs, a create side modal, the serial console, system pages, the sign-in page), not on every
 * route: the crawler already takes its whole time budget.
 * - Focus visible, not obscured (SC 2.4.7, 2.4.11): Tab through every control; each one draws a
 *   focus indicator and is not entirely under the header, a side modal, a toast or a panel.
 * - Reflow at 320 CSS px (SC 1.4.10) and text at 200% (SC 1.4.4): the page does not scroll
 *   sideways (tables scroll in their own region), no text is cut off, and the same Tab walk still
 *   reaches every control and shows it.
 * - Text spacing (SC 1.4.12): with the criterion's spacing, no text is cut off.
 * The checks themselves are in e2e/a11y-checks.ts; the last test shows they find what they look for.
 */
import type { Page } from '@playwright/test'
import { focusProblems, reflowProblems, spaceText, walkFocus, zoomText } from './a11y-checks'
import { appIsUp, expect, login, test } from './utils'

const project = '/projects/mock-project'

/** The page's data can take long to come on a loaded machine; the wait is for it, not for time. */
const loaded = { timeout: 20_000 }

/**
 * Each route, what on it says the page has loaded its data, and where the walk starts: the top of
 * the page for the first (the top bar and sidebar are the same on every signed-in page, so they
 * are walked there once per layout), the main content for the others.
 */
const routes: { path: string; ready: (page: Page) => Promise<void>; from: 'top' | 'main' }[] = [
  {
    path: `${project}/instances`,
    ready: (page) => expect(page.getByRole('cell', { name: 'db1', exact: true })).toBeVisible(loaded),
    from: 'top',
  },
  {
    path: `${project}/instances/db1/storage`,
    ready: (page) => expect(page.getByRole('table', { name: 'Other disks' })).toBeVisible(loaded),
    from: 'main',
  },
  {
    path: `${project}/disks-new`,
    ready: (page) => expect(page.getByRole('heading', { name: 'Create disk' })).toBeVisible(loaded),
    // the side modal holds focus: the walk starts from the top and must stay inside it
    from: 'top',
  },
  {
    path: `${project}/instances/db1/serial-console`,
    ready: (page) => expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible(loaded),
    from: 'main',
  },
  {
    path: '/system/silos',
    ready: (page) => expect(page.getByRole('cell', { name: 'default-silo', exact: true })).toBeVisible(loaded),
    from: 'main',
  },
  {
    path: '/system/inventory/sleds',
    ready: (page) => expect(page.getByRole('table', { name: 'Sleds' }).getByRole('row').nth(1)).toBeVisible(loaded),
    from: 'main',
  },
  {
    path: '/login/default-silo/local',
    ready: (page) => expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible(loaded),
    from: 'top',
  },
]

const modes = [
  { name: 'at 1280 CSS px', viewport: { width: 1280, height: 800 }, text: 100, reflow: false },
  { name: 'at 320 CSS px', viewport: { width: 320, height: 640 }, text: 100, reflow: true },
  { name: 'with text at 200%', viewport: { width: 1280, height: 800 }, text: 200, reflow: true },
] as const

/** Opens the route as fleet-admin (the sign-in page signed out) and waits for its data. */
async function openRoute(page: Page, route: (typeof routes)[number]) {
  if (!route.path.startsWith('/login')) await login(page, 'fleet-admin')
  await page.goto(route.path)
  await route.ready(page)
  // a list's rows may be the starter's pre-paint: the walk is of the app's page, not of one changing under it
  if (!route.path.startsWith('/login')) await appIsUp(page)
}

/**
 * Opens the route, sets the text size, puts focus
 * where the walk starts (wherever the page put it: the terminal, a form's first field) and walks.
 * 32 stops: the shell and the first controls of the page; further rows repeat the same controls, and each key costs
 * a round trip that a loaded machine makes slow.
 */
async function walkRoute(page: Page, route: (typeof routes)[number], text: number) {
  await openRoute(page, route)
  if (text !== 100) await zoomText(page, text)
  if (route.from === 'main') await page.getByRole('main').focus()
  else await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  return walkFocus(page, { max: 32 })
}

// A Tab walk is a round trip per key: at a load of 25 on two cores the longest took 27 to 37 s, so
// the time allowed is twice the default; the waits inside are for states the page reaches.
test.describe.configure({ mode: 'parallel', timeout: 60_000 })

for (const mode of modes) {
  test.describe(mode.name, () => {
    test.use({ viewport: mode.viewport })
    for (const route of routes) {
      const title = `${route.path}: every control takes visible, unobscured focus`

      test(mode.reflow ? `${title}; the page reflows` : title, async ({ page }) => {
        const stops = await walkRoute(page, route, mode.text)
        expect(stops.length, 'Tab reaches the page’s controls').toBeGreaterThan(2)
        expect(focusProblems(stops)).toEqual([])
        expect(mode.reflow ? await reflowProblems(page) : []).toEqual([])
      })
    }
  })
}

test.describe('with the text spacing of SC 1.4.12', () => {
  // a list, a side modal over it, a system table: the kinds of box that could cut text off
  for (const route of routes.filter((r) => /instances$|disks-new|sleds/.test(r.path))) {
    test(`${route.path}: no text is cut off or overlaps the page's edge`, async ({ page }) => {
      await openRoute(page, route)
      await spaceText(page)
      expect(await reflowProblems(page)).toEqual([])
    })
  }
})

test('the checks find a link without a focus ring, one hidden under a panel, and a page too wide', async ({ page }) => {
  await login(page, 'fleet-admin')
  await page.goto(`${project}/instances`)
  await routes[0].ready(page)
  // the page the styles go into is the app's, not the starter's pre-paint it replaces (put into the pre-painted
  // main, the wide paragraph would be taken away with it when the app takes over)
  await appIsUp(page)
  // Styles set through the CSSOM, which the page's CSP allows (a <style> element it would refuse).
  await page.evaluate(() => {
    const skip = [...document.querySelectorAll('a')].find((a) => a.textContent?.trim() === 'Skip to content')!
    skip.style.setProperty('outline', 'none', 'important')
    const cover = document.createElement('div')
    cover.className = 'test-cover'
    Object.assign(cover.style, { position: 'fixed', inset: '0 0 auto 0', height: '3.5rem', zIndex: '90' })
    cover.style.background = 'gray'
    document.body.append(cover)
    const wide = document.createElement('p')
    wide.textContent = 'wide'
    wide.style.width = '2000px'
    document.querySelector('main')!.append(wide)
  })
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  const problems = focusProblems(await walkFocus(page, { max: 4 }))
  expect(problems).toContainEqual(expect.stringMatching(/^a "Skip to content": no visible focus indicator/))
  expect(problems).toContainEqual(expect.stringMatching(/"Rack Console": entirely hidden under div\.test-cover/))
  expect(await reflowProblems(page)).toContainEqual(expect.stringMatching(/^the page scrolls sideways.*p\. "wide"/))
})
