import type { Page } from '@playwright/test'
import { createProject, expect, sessionOf, signIn, siloWithCollaborator, test } from './utils'

/**
 * Capacity that tells the truth: create forms show what the request takes out of the
 * silo's quota and warn before submit when it would go past it. Each test works in a silo of its own with
 * small quotas (made by fleet-admin), so what other tests provision cannot move its figures.
 */

const smallSilo = (admin: Page) =>
  siloWithCollaborator(admin, { silo: 'quota-silo', user: 'quota-user', description: 'capacity e2e' })

test('An instance create over the silo memory quota is warned about before submit', async ({ page, browser }) => {
  await signIn(page, 'fleet-admin')
  const user = await smallSilo(page)
  const { context, me } = await sessionOf(browser, user)
  const project = await createProject(me, 'quota')

  await me.goto(`/projects/${project}/instances-new`)
  const form = me.getByRole('form', { name: 'Create instance' })
  await form.getByRole('combobox', { name: 'Size' }).selectOption('Custom')
  const memory = form.getByRole('textbox', { name: /^Memory \(GiB\)/ })
  await memory.focus()
  await me.keyboard.press('ControlOrMeta+A')
  await me.keyboard.type('76')

  const quota = form.getByRole('region', { name: 'Silo quota' })
  await expect(quota.getByText('Would exceed the memory quota by 12 GiB')).toBeVisible({ timeout: 15_000 })
  const memoryRow = quota.getByRole('row', { name: /^Memory/ })
  await expect(memoryRow.getByRole('cell')).toHaveText(['76 GiB', '0 B', '64 GiB', 'None'])

  // within the quota: the figures stay, the warning goes
  await memory.fill('8')
  await expect(memoryRow.getByRole('cell')).toHaveText(['8 GiB', '0 B', '64 GiB', '56 GiB'])
  await expect(quota.getByText(/Would exceed/)).toHaveCount(0)
  await context.close()
})

test('Utilization shows quota, provisioned and physical capacity side by side', async ({ page }) => {
  test.slow() // two pages that each read every silo's utilization and every sled
  await signIn(page, 'fleet-admin')
  await page.goto('/utilization')
  await page.getByText('Exact figures', { exact: true }).click()
  const table = page.getByRole('table', { name: 'Quota, provisioned and capacity' })
  for (const header of ['Provisioned', 'Quota', 'Physical capacity', 'Quota of capacity'])
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible({ timeout: 30_000 })
  // five figures; the last column is the table's actions, where its options button sits
  await expect(
    table
      .getByRole('row', { name: /^Memory/ })
      .getByRole('cell')
      .filter({ hasText: /\S/ }),
  ).toHaveCount(5)

  await page.goto('/system/utilization')
  await page.getByText('Exact figures', { exact: true }).click()
  const fleet = page.getByRole('table', { name: 'Quota, provisioned and capacity' })
  // every sled is read first (all pages): 15 s was not enough at load 10+ (08:15), the wait is for the table
  await expect(fleet.getByRole('columnheader', { name: 'Physical capacity' })).toBeVisible({ timeout: 40_000 })
  await expect(fleet.getByRole('row', { name: /^CPUs/ }).getByRole('cell').filter({ hasText: /\S/ })).toHaveCount(5)
})
