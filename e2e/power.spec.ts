import { readFile } from 'node:fs/promises'
import { appIsUp, expect, signIn, test } from './utils'

/** Power-user features of every list: filter, export, live refresh, keyboard shortcuts. */

test.describe.configure({ mode: 'parallel' })

test.beforeEach(async ({ page }) => {
  await signIn(page, 'fleet-admin')
})

const instances = '/projects/mock-project/instances'

test('A name: filter shows only matching rows and survives a reload', async ({ page }) => {
  await page.goto(instances)
  const table = page.getByRole('table', { name: 'Instances' })
  await expect(table.getByRole('link', { name: 'db2', exact: true })).toBeVisible()
  await page.getByLabel('Filter').fill('name:db1')
  await expect(table.getByRole('link', { name: 'db1', exact: true })).toBeVisible()
  await expect(table.getByRole('link', { name: 'db2', exact: true })).toBeHidden()
  await expect(page.getByText(/^1 of \d+ rows match$/)).toBeVisible()
  await expect(page).toHaveURL(/[?&]filter=name%3Adb1/)
  await page.reload()
  await expect(page.getByLabel('Filter')).toHaveValue('name:db1')
  await expect(table.getByRole('link', { name: 'db1', exact: true })).toBeVisible()
  await expect(table.getByRole('link', { name: 'db2', exact: true })).toBeHidden()
  await page.getByLabel('Filter').fill('name:no-such-instance')
  // all 12 instances are here, so the message speaks of the whole list, not of a page
  await expect(page.getByText('No instances match “name:no-such-instance”.')).toBeVisible()
  await page.getByRole('button', { name: 'Clear filter' }).click()
  await expect(table.getByRole('link', { name: 'db2', exact: true })).toBeVisible()
})

test('Export JSON downloads every project, across pages', async ({ page }) => {
  // Every project that exists before the export (others may add more meanwhile), read page by page.
  const before: string[] = []
  let token: string | undefined
  do {
    const res = await page.request.get(`/v1/projects?limit=100${token ? `&page_token=${token}` : ''}`)
    const body = (await res.json()) as { items: { name: string }[]; next_page?: string | null }
    before.push(...body.items.map((p) => p.name))
    token = body.next_page ?? undefined
  } while (token)
  await page.goto('/projects')
  await page.getByRole('button', { name: 'Options for projects' }).click()
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export JSON', exact: true }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('projects.json')
  const rows = JSON.parse(await readFile((await file.path())!, 'utf8')) as { name: string }[]
  const names = new Set(rows.map((r) => r.name))
  for (const name of before) expect(names.has(name), name).toBe(true)
  await expect(page.getByText(/^Exported \d+ rows?$/)).toBeVisible()
})

test('? shows the shortcut sheet', async ({ page }) => {
  await page.goto(instances)
  await expect(page.getByRole('table', { name: 'Instances' })).toBeVisible()
  // the table may be the starter's pre-painted one: single keys reach the app's shortcuts only once it runs
  await appIsUp(page)
  await page.keyboard.press('?')
  await expect(page.getByRole('heading', { name: 'Keyboard shortcuts' })).toBeVisible()
  await expect(page.getByText('Go to disks (current project)')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('heading', { name: 'Keyboard shortcuts' })).toBeHidden()
})

test('g d goes to the project’s disks; / focuses the filter; typing there is not a shortcut', async ({ page }) => {
  await page.goto(instances)
  await expect(page.getByRole('table', { name: 'Instances' })).toBeVisible()
  // as above (a / pressed over the pre-paint reaches no handler, and the filter never takes focus)
  await appIsUp(page)
  await page.keyboard.press('/')
  await expect(page.getByLabel('Filter')).toBeFocused()
  await page.keyboard.type('gd')
  await expect(page).toHaveURL(/\/instances\?filter=gd$/)
  await page.getByLabel('Filter').fill('')
  await page.getByLabel('Filter').blur()
  await page.keyboard.press('g')
  await page.keyboard.press('d')
  await expect(page).toHaveURL(/\/projects\/mock-project\/disks$/)
  await expect(page.getByRole('table', { name: 'Disks' })).toBeVisible()
})

test('c follows the page’s create link', async ({ page }) => {
  await page.goto('/projects')
  await expect(page.getByRole('table', { name: 'Projects' })).toBeVisible()
  await page.keyboard.press('c')
  await expect(page).toHaveURL(/\/projects-new$/)
})

test('Refresh refetches the list and resets Updated Ns ago', async ({ page }) => {
  await page.goto('/projects')
  await expect(page.getByText(/^Updated \d+s ago$/)).toBeVisible()
  const refetch = page.waitForRequest((r) => new URL(r.url()).pathname === '/v1/projects' && r.method() === 'GET')
  await page.getByRole('button', { name: 'Refresh', exact: true }).click()
  await refetch
  await expect(page.getByText(/^Updated [0-4]s ago$/)).toBeVisible()
})
