import { expect, login, test } from './utils'

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

test('create a probe on a sled, see it listed, delete it', async ({ page }) => {
  await login(page)
  const name = unique('probe')
  await page.goto('/projects/mock-project/probes')
  await expect(page.getByRole('heading', { name: 'Probes' })).toBeVisible()
  await page.getByRole('link', { name: 'New probe' }).first().click()
  await page.getByRole('button', { name: 'Create probe' }).click()
  await expect(page.getByText('Name is required')).toBeVisible()
  await expect(page.getByText('Sled is required')).toBeVisible()
  await page.getByLabel('Name').fill(name)
  const sled = page.getByLabel('Sled')
  await expect(sled.locator('option').nth(1)).toBeAttached()
  await sled.selectOption({ index: 1 })
  await page.getByRole('button', { name: 'Create probe' }).click()
  await expect(page).toHaveURL(/\/probes$/)
  const row = page.getByRole('row', { name: new RegExp(name) })
  await expect(row).toBeVisible()
  await page.getByRole('button', { name: `${name} actions` }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(row).toHaveCount(0)
})
