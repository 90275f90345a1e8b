import type { Page } from '@playwright/test'
import { expect, signIn, table, test } from './utils'

/** Users for operators: a silo's users tab, a user's sessions, and the built-in users. */

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true })

test.beforeEach(async ({ page }) => {
  await signIn(page, 'fleet-admin')
})

test("a silo's users tab lists its users; a user's page shows its sessions", async ({ page }) => {
  await page.goto('/system/silos/default-silo/idps')
  // The silo's properties above the tabs (siloView) settle first, so the tabs do not move under the click.
  await expect(page.getByText('Identity mode', { exact: true })).toBeVisible()
  await page
    .getByRole('navigation', { name: 'Silo sections' })
    .getByRole('link', { name: 'Users', exact: true })
    .click()
  await expect(page).toHaveURL(/\/system\/silos\/default-silo\/users$/)
  const users = table(page, 'Users')
  await expect(users.getByRole('link').first()).toBeVisible()
  const me = await (await page.request.get('/v1/me')).json()
  await users.getByRole('link', { name: me.display_name, exact: true }).click()
  await expect(heading(page, me.display_name)).toBeVisible()
  await expect(page.getByText(me.id).first()).toBeVisible()
  // same silo as the operator: its sessions are listed (this test's own sign-in among them)
  await expect(table(page, 'Sessions').getByRole('row')).not.toHaveCount(0)
})

test('built-in users list and detail', async ({ page }) => {
  await page.goto('/system/silos')
  await page.getByRole('link', { name: 'Built-in users' }).first().click()
  await expect(heading(page, 'Built-in users')).toBeVisible()
  const first = table(page, 'Built-in users').getByRole('link').first()
  const name = (await first.textContent())!.trim()
  await first.click()
  await expect(page).toHaveURL(new RegExp(`/system/users-builtin/${name}$`))
  await expect(heading(page, name)).toBeVisible()
  await expect(page.getByText('Description')).toBeVisible()
})
