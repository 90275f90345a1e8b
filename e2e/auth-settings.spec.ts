import { expect, signIn, test } from './utils'

/** The silo's authentication settings (/settings/auth): the device token lifetime. */

test('a bad lifetime is refused; shortening it asks first', async ({ page }) => {
  await signIn(page, 'fleet-admin')
  // start from a known value: 30 days
  expect(
    (await page.request.put('/v1/auth-settings', { data: { device_token_max_ttl_seconds: 30 * 86_400 } })).ok(),
  ).toBe(true)
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
  const dialog = page.getByRole('dialog', { name: 'Shorten device token lifetime' })
  await expect(dialog).toContainText('12 hours')
  await dialog.getByRole('button', { name: 'Shorten lifetime' }).click()
  // the saved value, in the properties list above the form
  await expect(page.getByRole('definition').filter({ hasText: /^12 hours$/ })).toBeVisible()
  const saved = await (await page.request.get('/v1/auth-settings')).json()
  expect(saved.device_token_max_ttl_seconds).toBe(12 * 3600)

  // lengthening (here: no limit) saves without asking
  await form.getByRole('combobox', { name: 'Limit' }).selectOption('none')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('definition').filter({ hasText: /^No limit$/ })).toBeVisible()
  expect((await (await page.request.get('/v1/auth-settings')).json()).device_token_max_ttl_seconds).toBe(null)
})

test('a non-admin sees the lifetime read-only, with the reason', async ({ page }) => {
  await signIn(page, 'silo-viewer')
  await page.goto('/settings/auth')
  await expect(page.getByRole('heading', { name: 'Authentication', exact: true })).toBeVisible()
  await expect(page.getByText('Only silo admins can change the silo authentication settings')).toBeVisible()
  await expect(page.getByRole('form', { name: 'Device token lifetime' })).toHaveCount(0)
})
