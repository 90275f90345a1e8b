import type { Page } from '@playwright/test'
import { expect, row, settledInstance, signIn, table, test } from './utils'

/**
 * , "The palette acts": the palette offers the row menus' own actions on what is
 * on screen, disabled with the same reason, with their CLI command, and runs them by keyboard.
 */

const runningInstance = (page: Page) =>
  settledInstance(page, { project: 'mock-project', prefix: 'pal', description: 'palette e2e' })

async function runState(page: Page, name: string) {
  const res = await page.request.get(`/v1/instances/${name}?project=mock-project`)
  return ((await res.json()) as { run_state: string }).run_state
}

async function openPalette(page: Page) {
  await page.keyboard.press('Control+k')
  // the palette's code loads on first use: on a loaded machine that has taken over 5 s
  await expect(page.getByRole('combobox', { name: 'Search pages and actions' })).toBeFocused({ timeout: 15_000 })
}

test('The palette stops an instance, keys only, and explains what it cannot do', async ({ page }) => {
  await signIn(page, 'fleet-admin')
  const name = await runningInstance(page)
  await page.goto(`/projects/mock-project/instances/${name}`)
  await expect(page.getByRole('heading', { name })).toBeVisible()
  await expect(
    page.getByRole('group', { name: 'Instance actions' }).getByRole('button', { name: 'Stop', exact: true }),
  ).toBeEnabled()

  // Start is listed, disabled with the rules table's reason, and Enter leaves it alone
  await openPalette(page)
  await page.keyboard.type(`start ${name}`)
  const start = page.getByRole('option', { name: new RegExp(`Start instance ${name}`) })
  await expect(start).toHaveAttribute('aria-disabled', 'true')
  await expect(start).toContainText('Only available when the instance is stopped or failed')
  await page.keyboard.press('Enter')
  // the palette stays open on it (the dialog element reads as hidden to Playwright: its search box does not)
  const box = page.getByRole('combobox', { name: 'Search pages and actions' })
  await expect(start).toBeVisible()
  await expect(box).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(box).toBeHidden()

  // Stop: the first option, with its CLI command; Enter runs it
  await openPalette(page)
  await page.keyboard.type(`stop ${name}`)
  const stop = page.getByRole('option', { name: new RegExp(`Stop instance ${name}`) })
  await expect(stop).toHaveAttribute('aria-selected', 'true')
  await expect(stop).toContainText(`oxide instance stop --instance ${name} --project mock-project`)
  await page.keyboard.press('Enter')
  await expect(page.getByText(`Instance ${name} is stopping`)).toBeVisible()
  await expect.poll(() => runState(page, name), { timeout: 10_000 }).toMatch(/stopping|stopped/)
})

test('A VPC page offers "Add firewall rule to" its VPC, and the palette opens the form', async ({ page }) => {
  await signIn(page, 'fleet-admin')
  await page.goto('/projects/mock-project/vpcs/mock-vpc/firewall-rules')
  await expect(page.getByRole('heading', { name: 'mock-vpc' })).toBeVisible()
  await openPalette(page)
  await page.keyboard.type('add firewall rule')
  await expect(page.getByRole('option', { name: /Add firewall rule to mock-vpc/ })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/projects\/mock-project\/vpcs\/mock-vpc\/firewall-rules-new/)
})

test('A focused instance row runs Stop from its key, shown in the menu and the palette; off means off', async ({
  page,
}) => {
  await signIn(page, 'fleet-admin')
  const name = await runningInstance(page)
  await page.goto('/projects/mock-project/instances')
  const filter = page.getByRole('searchbox', { name: 'Filter' })
  await filter.focus()
  await page.keyboard.type(name)
  const line = row(page, table(page, 'Instances'), name)
  await expect(line).toBeVisible()
  await expect(table(page, 'Instances').getByRole('row')).toHaveCount(2)

  // the row menu shows the key (and says it to screen readers); the palette shows the same
  await line.getByRole('button', { name: `${name} actions` }).click()
  const stopItem = page.getByRole('menuitem', { name: 'Stop', exact: true })
  await expect(stopItem).toHaveAttribute('aria-keyshortcuts', 'x')
  await expect(stopItem).toContainText('x')
  await page.keyboard.press('Escape')
  await expect(stopItem).toBeHidden()
  await openPalette(page)
  await page.keyboard.type(`stop ${name}`)
  await expect(page.getByRole('option', { name: new RegExp(`Stop instance ${name}`) }).locator('kbd')).toHaveText('x')
  await page.keyboard.press('Escape')

  // Tab from the filter into the row
  await filter.focus()
  const focusInRow = () => line.evaluate((tr) => tr.contains(document.activeElement))
  // one Tab per poll, until focus reaches the row (its checkbox comes first)
  await expect
    .poll(async () => (await page.keyboard.press('Tab'), focusInRow()), { intervals: [50], timeout: 20_000 })
    .toBe(true)

  // single-key shortcuts off (Settings › Profile keeps this choice): the key does nothing
  await page.evaluate(() => localStorage.setItem('rack-console-single-key-shortcuts', 'off'))
  await page.keyboard.press('x')
  await expect(page.getByText(`Instance ${name} is stopping`)).toHaveCount(0)
  expect(await runState(page, name)).toBe('running')

  // on again: the same key stops the instance, as the menu's Stop does
  await page.evaluate(() => localStorage.removeItem('rack-console-single-key-shortcuts'))
  // Start is disabled on a running instance: its key only says why, as the menu does
  await page.keyboard.press('s')
  await expect(page.getByRole('alert').filter({ hasText: 'Start is not available' })).toContainText(
    'Only available when the instance is stopped or failed',
  )
  expect(await runState(page, name)).toBe('running')
  await page.keyboard.press('x')
  await expect(page.getByText(`Instance ${name} is stopping`)).toBeVisible()
  await expect.poll(() => runState(page, name), { timeout: 10_000 }).toMatch(/stopping|stopped/)
})
