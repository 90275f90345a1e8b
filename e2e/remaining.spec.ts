import type { Page } from '@playwright/test'
import { expect, signIn, test } from './utils'

/**
 * The remaining operator and silo screens: adding sleds (rack membership), silo authentication
 * settings, a silo's users, built-in users, and the control-plane health banner.
 * Tests in this file run one after another (one worker): the rack membership and the ping hook are shared state.
 */

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true })
const table = (page: Page, name: string) => page.getByRole('table', { name, exact: true })
const row = (page: Page, name: string, text: string) => table(page, name).getByRole('row').filter({ hasText: text })
const membership = (page: Page) => page.getByRole('region', { name: /^Membership of rack/ })

test.describe('adding sleds', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'fleet-admin')
  })

  test('an uninitialized sled added to the rack joins it', async ({ page }) => {
    test.setTimeout(60_000)
    await page.goto('/system/inventory')
    await page.getByRole('tab', { name: 'Uninitialized sleds' }).or(page.getByRole('link', { name: 'Uninitialized sleds' })).first().click()
    await expect(page).toHaveURL(/\/system\/inventory\/sleds-uninitialized$/)
    await expect(row(page, 'Uninitialized sleds', 'BRM42229001')).toBeVisible()
    await page.getByRole('checkbox', { name: 'Select sled BRM42229001' }).check()
    await page.getByRole('button', { name: 'Add 1 selected to rack' }).click()
    await expect(row(page, 'Uninitialized sleds', 'BRM42229001')).toBeHidden()
    await expect(membership(page).getByText('In progress')).toBeVisible()
    await expect(membership(page).getByText('Waiting for sled BRM42229001 to join')).toBeVisible()
    // the mock's new sleds acknowledge after 6 s; the page polls while the change is in progress
    await expect(membership(page).getByText('Committed', { exact: true }).first()).toBeVisible({ timeout: 20_000 })
    await expect(membership(page).getByRole('button', { name: 'Abort membership change' })).toBeHidden()

    await page.getByRole('tab', { name: 'Sleds' }).or(page.getByRole('link', { name: 'Sleds', exact: true })).first().click()
    await expect(row(page, 'Sleds', 'BRM42229001')).toContainText(/in service/i)
  })

  test('a membership change can be aborted after confirming; its waiting sleds are uninitialized again', async ({ page }) => {
    await page.goto('/system/inventory/sleds-uninitialized')
    // three sleds in one change: the mock acknowledges one every 6 s, which leaves time to abort on a loaded machine
    for (const serial of ['BRM42229002', 'BRM42229003', 'BRM42229004']) await page.getByRole('checkbox', { name: `Select sled ${serial}` }).check()
    await page.getByRole('button', { name: 'Add 3 selected to rack' }).click()
    await expect(membership(page).getByText('In progress')).toBeVisible()
    await membership(page).getByRole('button', { name: 'Abort membership change' }).click()
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog')).first()
    await expect(dialog).toContainText('BRM42229004')
    await dialog.getByRole('button', { name: 'Abort change' }).click()
    await expect(membership(page).getByText('Aborted', { exact: true }).first()).toBeVisible()
    // sleds that had not acknowledged yet go back (the last one always has, at the mock's pace)
    await expect(row(page, 'Uninitialized sleds', 'BRM42229004')).toBeVisible()
  })
})

test.describe('silo authentication settings', () => {
  test('a bad lifetime is refused; shortening it asks first', async ({ page }) => {
    await signIn(page, 'fleet-admin')
    // start from a known value: 30 days
    expect((await page.request.put('/v1/auth-settings', { data: { device_token_max_ttl_seconds: 30 * 86_400 } })).ok()).toBe(true)
    await page.goto('/settings/auth')
    await expect(page.getByText('30 days')).toBeVisible()
    const form = page.getByRole('form', { name: 'Device token lifetime' })
    const value = form.getByRole('textbox', { name: /Max lifetime/ })
    await expect(value).toHaveValue('30')

    await value.fill('1.5')
    await form.getByRole('button', { name: 'Save' }).click()
    await expect(form.getByRole('alert')).toHaveText('Enter a whole number of days (no decimals, signs or units)')
    await value.fill('0')
    await form.getByRole('button', { name: 'Save' }).click()
    await expect(form.getByRole('alert')).toHaveText('The lifetime must be at least 1 day')

    await form.getByRole('combobox', { name: 'Limit' }).selectOption('hours')
    await value.fill('12')
    await form.getByRole('button', { name: 'Save' }).click()
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog')).first()
    await expect(dialog).toContainText('12 hours')
    await dialog.getByRole('button', { name: 'Shorten lifetime' }).click()
    await expect(page.getByRole('definition').filter({ hasText: '12 hours' }).or(page.getByText('12 hours', { exact: true })).first()).toBeVisible()
    const saved = await (await page.request.get('/v1/auth-settings')).json()
    expect(saved.device_token_max_ttl_seconds).toBe(12 * 3600)

    // lengthening (here: no limit) saves without asking
    await form.getByRole('combobox', { name: 'Limit' }).selectOption('none')
    await form.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('No limit', { exact: true }).first()).toBeVisible()
    expect((await (await page.request.get('/v1/auth-settings')).json()).device_token_max_ttl_seconds).toBe(null)
  })

  test('a non-admin sees the lifetime read-only, with the reason', async ({ page }) => {
    await signIn(page, 'silo-viewer')
    await page.goto('/settings/auth')
    await expect(heading(page, 'Authentication')).toBeVisible()
    await expect(page.getByText('Only silo admins can change the silo authentication settings')).toBeVisible()
    await expect(page.getByRole('form', { name: 'Device token lifetime' })).toHaveCount(0)
  })
})

test.describe('users for operators', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'fleet-admin')
  })

  test("a silo's users tab lists its users; a user's page shows its sessions", async ({ page }) => {
    await page.goto('/system/silos/default-silo/idps')
    await page.getByRole('tab', { name: 'Users' }).or(page.getByRole('link', { name: 'Users', exact: true })).first().click()
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
})

test.describe('control-plane health', () => {
  test('the banner shows while the ping fails and goes once it answers again', async ({ page, trap }) => {
    trap.allow(/503|Service Unavailable/i)
    await signIn(page, 'fleet-admin')
    await page.goto('/system/silos')
    await expect(heading(page, 'Silos')).toBeVisible()
    const banner = page.getByRole('status').filter({ hasText: 'Cannot reach the control plane; retrying' })
    await expect(banner).toBeHidden()
    try {
      expect((await page.request.post('/v1/__mock/ping-fail?on=1')).status()).toBe(204)
      // a client-side navigation checks again (at most once a second)
      await expect(async () => {
        await page.getByRole('link', { name: 'Utilization' }).first().click()
        await page.getByRole('link', { name: 'Silos', exact: true }).first().click()
        await expect(banner).toBeVisible({ timeout: 1_500 })
      }).toPass({ timeout: 20_000 })
    } finally {
      await page.request.post('/v1/__mock/ping-fail?on=0')
    }
    // while down it retries every 5 s on its own
    await expect(banner).toBeHidden({ timeout: 15_000 })
  })
})
