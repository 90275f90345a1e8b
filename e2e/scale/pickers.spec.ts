/**
 * Pickers at rack scale, against the large-fleet server
 * (MOCK_FLEET=large, web/mock/README.md): they search the whole collection,
 * not the first page, and typing replaces what the box showed.
 */
import { expect, test } from '@playwright/test'
import { login } from '../utils'

test.beforeEach(async ({ page }) => {
  await login(page)
})

test('the project picker finds proj-09999 among 10,000 projects, and typing replaces the current name', async ({
  page,
}) => {
  await page.goto('/projects/mock-project/instances')
  const picker = page.getByRole('combobox', { name: 'Switch project' })
  await expect(picker).toHaveValue('mock-project')
  await picker.click()
  // focusing selected the current name: what is typed replaces it rather than appending
  await page.keyboard.type('proj-09999')
  await expect(picker).toHaveValue('proj-09999')
  await page.getByRole('option', { name: 'proj-09999', exact: true }).click()
  await expect(page).toHaveURL(/\/projects\/proj-09999\/instances$/)
})

test('the attach-disk picker finds disk-04999 among 5,000 disks', async ({ page }) => {
  // inst-00001 is stopped, so disks may be attached to it
  await page.goto('/projects/big-project/instances/inst-00001/storage')
  await page.getByRole('button', { name: 'Attach existing disk' }).click()
  const dialog = page.getByRole('dialog', { name: 'Attach disk' })
  await dialog.getByRole('combobox', { name: /^Disk/ }).click()
  await page.keyboard.type('disk-04999')
  await page.getByRole('option', { name: /^disk-04999 / }).click()
  await expect(dialog.getByRole('combobox', { name: /^Disk/ })).toHaveValue(/^disk-04999 /)
  // the list is virtualized: thousands of disks, only a screenful of options in the DOM
  await page.keyboard.press('Control+a')
  await page.keyboard.press('Backspace')
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('option').first()).toBeVisible()
  expect(await page.getByRole('option').count()).toBeLessThan(100)
})

test('a native select over 5,000 disks is described by its all-items status line, empty once every disk is in', async ({
  page,
}) => {
  await page.goto('/projects/big-project/snapshots-new')
  const disk = page.getByRole('combobox', { name: /^Disk/ })
  // the last disk of the collection is offered: the select holds all of them, not a first page
  await expect(disk.getByRole('option', { name: /^disk-04999/ })).toHaveCount(1)
  expect(await disk.getAttribute('aria-describedby')).toContain('-status')
  // the line says nothing once the whole collection is in: no false "may be incomplete"
  await expect(disk).toHaveAccessibleDescription('')
  await expect(page.getByText('Could not load every item')).toHaveCount(0)
})
