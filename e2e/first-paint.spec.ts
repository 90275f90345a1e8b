import type { Page } from '@playwright/test'
import { expect, row, signIn, table, test } from './utils'

/**
 * The starter paints the instances list's first rows from its early response before the
 * app runs (web/first-paint), and the app takes that region over once its own list has rendered.
 * The starter runs the entry only once the rows are shown, a frame and a timer turn later
 * (web/first-paint/slot.ts): with the page's clock paused there, the pre-painted state holds still
 * and is read at leisure by role, then the clock runs and the app takes over. No timing is asserted.
 */

const project = 'mock-project'
const list = `/projects/${project}/instances`
/** The column headers both name (the select column's box is the app's alone, as is the addresses' read). */
const headers = ['Name ▲', 'State', 'CPU', 'Memory', 'External IPs', 'Created', 'Actions']

/** What a user reads of the list: its one table's column headers, the db1 row's cells, the link's target and place. */
async function readList(page: Page) {
  const instances = table(page, 'Instances')
  await expect(instances).toHaveCount(1)
  const db1 = row(page, 'Instances', 'db1')
  const link = db1.getByRole('link', { name: 'db1', exact: true })
  await expect(link).toHaveAttribute('href', `${list}/db1`)
  const names = await instances.getByRole('columnheader').allTextContents()
  const cells = await db1.getByRole('cell').allTextContents()
  return { headers: names.filter((n) => n.trim()), cells: cells.slice(1, 5), box: (await link.boundingBox())! }
}

/** Whether the shipped face has arrived: 'unloaded' or 'loading' while the page is in the fallback. */
const interStatus = (page: Page) =>
  page.evaluate(() => [...document.fonts].find((f) => f.family === 'Inter Variable')?.status)

/**
 * How far the swap may move a line: not at all (under half a pixel) when the text before it is in one of the
 * metric-matched faces (web/ui/styles/fonts.css). They are the system's own fonts by local(); a machine with none
 * of them sets the text in whatever sans it has, and the swap moves a line by the difference in their metrics.
 */
async function allowedSwapShift(page: Page): Promise<number> {
  const matched = await page.evaluate(() =>
    [...document.fonts].some((f) => f.family.startsWith('Inter Fallback') && f.status === 'loaded'),
  )
  if (matched) return 0.5
  test.info().annotations.push({ type: 'note', description: 'no metric-matched fallback face on this machine' })
  return 3
}

/** The app's own list: its row checkboxes exist only once it runs. */
const appsRow = (page: Page) => page.getByRole('checkbox', { name: 'Select db1' })

const start = new Date('2026-11-26T12:00:00Z')

test.beforeEach(async ({ page }) => {
  await signIn(page)
  // timers stand still until the test lets them run: the app's first render waits on one
  await page.clock.install({ time: start })
  await page.clock.pauseAt(new Date(start.getTime() + 1000))
})

test('the first rows are painted before the app runs, then the app takes them over in place', async ({ page }) => {
  // Inter is held back until the app has taken over, as on a loaded machine where it arrives late: the row is read
  // in the fallback face, again after the takeover, and once more after the swap (web/ui/styles/fonts.css), and
  // stays where it was each time.
  let arrive = () => {}
  const arrived = new Promise<void>((resolve) => (arrive = resolve))
  await page.route(/\/inter-[^/]+\.woff2$/, async (route) => {
    await arrived
    await route.continue()
  })
  await page.goto(list)
  // pre-painted: the row is there, the app is not (its row checkbox, its sidebar)
  const before = await readList(page)
  expect(before.headers).toEqual(headers)
  expect(before.cells).toEqual(['db1', 'running', '4 vCPU', '16 GiB'])
  await expect(appsRow(page)).toHaveCount(0)
  await expect(page.getByRole('navigation', { name: 'Sidebar' })).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1, name: 'Instances' })).toHaveCount(1)
  // the entry runs only once the rows are shown: it has not started its route, which takes the
  // starter's answers and closes their slot (web/api/early-calls.ts)
  const entryStarted = await page.evaluate(
    () => (globalThis as Record<string, unknown>).__rackConsoleEarlyCalls === null,
  )
  expect(entryStarted).toBe(false)
  await page.getByRole('link', { name: 'db1', exact: true }).focus()

  await page.clock.resume()
  await expect(appsRow(page)).toBeVisible()
  // taken over: one table, the same row by the same roles, in the same place, still focused
  const after = await readList(page)
  expect(after.headers).toEqual(headers)
  expect(after.cells).toEqual(before.cells)
  expect(after.box.x).toBeCloseTo(before.box.x, 0)
  expect(after.box.y).toBeCloseTo(before.box.y, 0)
  expect(await interStatus(page)).not.toBe('loaded')

  const shift = await allowedSwapShift(page)

  arrive()
  await expect.poll(() => interStatus(page)).toBe('loaded')
  const swapped = await readList(page)
  expect(swapped.cells).toEqual(before.cells)
  expect(Math.abs(swapped.box.x - before.box.x)).toBeLessThan(shift)
  expect(Math.abs(swapped.box.y - before.box.y)).toBeLessThan(shift)
  expect(Math.abs(swapped.box.height - before.box.height)).toBeLessThan(shift)
  await expect(page.getByRole('link', { name: 'db1', exact: true })).toBeFocused()
  await expect(page.getByRole('heading', { level: 1, name: 'Instances' })).toHaveCount(1)
  await expect(page.getByRole('navigation', { name: 'Sidebar' })).toBeVisible()
})

test('a pre-painted link is a plain link: it leads to the instance', async ({ page }) => {
  await page.goto(list)
  await expect(appsRow(page)).toHaveCount(0)
  await page.getByRole('link', { name: 'db1', exact: true }).click()
  await page.clock.resume()
  await expect(page).toHaveURL(/\/instances\/db1\/storage$/)
  await expect(page.getByRole('cell', { name: 'disk-1', exact: true }).first()).toBeVisible()
})

test('a list with a filter in its address is left to the app', async ({ page }) => {
  await page.goto(`${list}?filter=db`)
  await page.clock.resume()
  await expect(appsRow(page)).toBeVisible()
  await expect(table(page, 'Instances')).toHaveCount(1)
})

test('signed out, the early call answers 401 and nothing is painted: the sign-in page shows', async ({
  page,
  trap,
}) => {
  trap.allow(/401/)
  await page.context().clearCookies()
  await page.goto(list)
  await page.clock.resume()
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  await expect(table(page, 'Instances')).toHaveCount(0)
})

test('Ctrl+K and a name typed over the pre-painted rows, before the app runs, open the palette with the name', async ({
  page,
}) => {
  await page.goto(list)
  // pre-painted, and the app not yet run: nothing of its own listens for keys
  await expect(page.getByRole('link', { name: 'db1', exact: true })).toBeVisible()
  await expect(appsRow(page)).toHaveCount(0)
  // as a person does who sees the list and reaches for the palette at once (scale/palette.spec.ts lost these keys)
  await page.keyboard.press('Control+k')
  await page.keyboard.type('db2')
  await page.clock.resume()
  const search = page.getByRole('combobox', { name: 'Search pages and actions' })
  await expect(search).toBeFocused()
  await expect(search).toHaveValue('db2')
  await expect(page.getByRole('option', { name: /Instance in mock-project · db2/ })).toBeVisible()
})
