/**
 * The palette's silo index kept between visits: once built, a later visit searches
 * it at once and reads again only what is old (counted in the requests the page makes for the
 * index's own reads: `?project=` lists at limit 10,000); signing out deletes it.
 */
import { expect, type Page } from '@playwright/test'
import { login, test } from './utils'

/**
 * Counts the index's list reads (a kind's list of one project, at the API's largest page), but for
 * the projects given (by ID): those the user stands in or visited are re-read once 30 s old.
 */
function countIndexReads(page: Page, except: string[]) {
  const reads = { n: 0 }
  page.on('request', (r) => {
    const read = /\/v1\/(?:instances|disks|vpcs|snapshots|floating-ips|images)\?project=([^&]+)&limit=10000/.exec(
      r.url(),
    )
    if (read && !except.includes(read[1])) reads.n++
  })
  return reads
}

const projectId = async (page: Page, name: string) =>
  ((await (await page.request.get(`/v1/projects/${name}`)).json()) as { id: string }).id

async function searchFor(page: Page, text: string) {
  await page.keyboard.press('Control+k')
  const box = page.getByRole('combobox', { name: 'Search pages and actions' })
  // the palette's code loads on first use: on a loaded machine that has taken over 5 s
  await expect(box).toBeFocused({ timeout: 15_000 })
  await page.keyboard.type(text)
}

const status = (page: Page) => page.getByRole('dialog', { name: 'Quick actions' }).getByRole('status')

/** Signs in, stands in mock-project and searches until the whole (small) silo is indexed. */
async function buildIndex(page: Page) {
  await login(page)
  await page.goto('/projects/mock-project/instances')
  await expect(page.getByRole('heading', { name: 'Instances' })).toBeVisible()
  await searchFor(page, 'frontend-public')
  // a cold index reads six lists per project, floating IPs among the last: room for a loaded machine
  await expect(page.getByRole('option', { name: /Floating IP in web-frontend · frontend-public/ })).toBeVisible({
    timeout: 20_000,
  })
  await expect(status(page)).toContainText(/Searched all \d+ projects\./, { timeout: 20_000 })
}

test('a later visit searches the kept index at once, reading nothing fresh again', async ({ page }) => {
  // two page loads, two palette opens and a whole index: more than the default 30 s on a loaded machine
  test.slow()
  await buildIndex(page)
  await page.goto('/projects/other-project/instances')
  await expect(page.getByRole('heading', { name: 'Instances' })).toBeVisible()
  const visited = [await projectId(page, 'mock-project'), await projectId(page, 'other-project')]
  const reads = countIndexReads(page, visited)
  await searchFor(page, 'snapshot-1')
  await expect(page.getByRole('option', { name: /Snapshot in mock-project · snapshot-1/ })).toBeVisible()
  await expect(status(page)).toContainText(/Searched all \d+ projects\./)
  expect(reads.n, 'lists read again although the kept index is fresh').toBe(0)
})

const searchDbs = (page: Page) =>
  page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name).filter((n) => n === 'rack-console-search'))

test('signing out deletes the kept index and the recently visited projects', async ({ page, trap }) => {
  test.slow()
  // the list on the page may refresh between the logout and leaving the page: its 401 is expected
  trap.allow(/401 \(Unauthorized\)/)
  await buildIndex(page)
  await expect.poll(() => searchDbs(page)).toEqual(['rack-console-search'])
  // kept per user and silo, under the list's key and its owner's
  const recent = () =>
    page.evaluate(() =>
      Object.keys(localStorage)
        .filter((k) => k.startsWith('rack-console.recent-projects'))
        .map((k) => localStorage.getItem(k))
        .join(),
    )
  expect(await recent()).toContain('mock-project')
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: /User menu/ }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  // a delete the old page's open connection held up completes as that page goes
  await expect.poll(() => searchDbs(page)).toEqual([])
  expect(await recent()).toBe('')
})
