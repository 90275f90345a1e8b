import type { Page } from '@playwright/test'
import { expect, row, signIn, test } from './utils'

/**
 * Adding sleds to the rack (system/inventory/sleds-add): each test starts its own membership
 * change from sleds no other test touches, so either runs alone or in any order.
 */

const membership = (page: Page) => page.getByRole('region', { name: /^Membership of rack/ })
const inventoryTab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Inventory sections' }).getByRole('link', { name, exact: true })

test.beforeEach(async ({ page }) => {
  await signIn(page, 'fleet-admin')
})

test('an uninitialized sled added to the rack joins it', async ({ page }) => {
  test.setTimeout(60_000)
  await page.goto('/system/inventory')
  await inventoryTab(page, 'Uninitialized sleds').click()
  await expect(page).toHaveURL(/\/system\/inventory\/sleds-uninitialized$/)
  await expect(row(page, 'Uninitialized sleds', { text: 'BRM42229001' })).toBeVisible()
  await page.getByRole('checkbox', { name: 'Select sled BRM42229001' }).check()
  await page.getByRole('button', { name: 'Add 1 selected to rack' }).click()
  await expect(row(page, 'Uninitialized sleds', { text: 'BRM42229001' })).toBeHidden()
  await expect(membership(page).getByText('In progress')).toBeVisible()
  await expect(membership(page).getByText('Waiting for sled BRM42229001 to join')).toBeVisible()
  // the mock's new sleds acknowledge after 6 s; the page polls while the change is in progress
  await expect(membership(page).getByText('Committed', { exact: true }).first()).toBeVisible({ timeout: 20_000 })
  await expect(membership(page).getByRole('button', { name: 'Abort membership change' })).toBeHidden()

  await inventoryTab(page, 'Sleds').click()
  await expect(row(page, 'Sleds', { text: 'BRM42229001' })).toContainText(/in service/i)
})

test('a membership change can be aborted after confirming; its waiting sleds are uninitialized again', async ({
  page,
}) => {
  await page.goto('/system/inventory/sleds-uninitialized')
  // three sleds in one change: the mock acknowledges one every 6 s, which leaves time to abort on a loaded machine
  for (const serial of ['BRM42229002', 'BRM42229003', 'BRM42229004'])
    await page.getByRole('checkbox', { name: `Select sled ${serial}` }).check()
  await page.getByRole('button', { name: 'Add 3 selected to rack' }).click()
  await expect(membership(page).getByText('In progress')).toBeVisible()
  await membership(page).getByRole('button', { name: 'Abort membership change' }).click()
  const dialog = page.getByRole('dialog', { name: 'Abort membership change' })
  await expect(dialog).toContainText('BRM42229004')
  await dialog.getByRole('button', { name: 'Abort change' }).click()
  await expect(membership(page).getByText('Aborted', { exact: true }).first()).toBeVisible()
  // sleds that had not acknowledged yet go back (the last one always has, at the mock's pace)
  await expect(row(page, 'Uninitialized sleds', { text: 'BRM42229004' })).toBeVisible()
})

test('only the tab of the page’s own path is current: Uninitialized sleds, not Sleds too', async ({ page }) => {
  await page.goto('/system/inventory/sleds-uninitialized')
  const tabs = page.getByRole('navigation', { name: 'Inventory sections' })
  await expect(tabs.getByRole('link', { name: 'Uninitialized sleds' })).toHaveAttribute('aria-current', 'page')
  await expect(inventoryTab(page, 'Sleds')).not.toHaveAttribute('aria-current', 'page')
})
