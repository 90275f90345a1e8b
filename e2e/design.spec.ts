import { expect, login, signIn, test } from './utils'

/**
 * The frame's design: which mode the top bar says the person is in, the search button, the server's
 * not-found page, and a disabled button's reason where a keyboard user can read it.
 */

test('the top bar marks System mode in System and offers no project picker there', async ({ page }) => {
  await login(page)
  await page.goto('/projects/mock-project/instances')
  const mode = page.getByRole('navigation', { name: 'Mode' })
  await expect(mode.getByRole('link', { name: /^Silo/ })).toHaveAttribute('aria-current', 'true')
  await expect(mode.getByRole('link', { name: 'System' })).not.toHaveAttribute('aria-current', 'true')
  // in a silo the project picker is there (it mounts once the page is idle)
  const picker = page.getByRole('banner').getByRole('combobox')
  await expect(picker).toBeVisible()

  await mode.getByRole('link', { name: 'System' }).click()
  await expect(page).toHaveURL(/\/system\/silos$/)
  await expect(mode.getByRole('link', { name: 'System' })).toHaveAttribute('aria-current', 'true')
  await expect(mode.getByRole('link', { name: /^Silo/ })).not.toHaveAttribute('aria-current', 'true')
  await expect(picker).toHaveCount(0)
})

test('the Search button in the top bar opens the palette', async ({ page }) => {
  await login(page)
  await page.goto('/projects')
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click()
  await expect(page.getByRole('combobox', { name: 'Search pages and actions' })).toBeFocused()
})

test('an unknown top-level path gets the styled not-found page with a way home', async ({ page, trap }) => {
  trap.allow(/no-such-place|status of 404/)
  const res = await page.goto('/no-such-place')
  expect(res?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Go to projects' })).toHaveAttribute('href', '/projects')
  // the console's stylesheet and font, not the browser's serif default
  const font = await page
    .getByRole('heading', { name: 'Page not found' })
    .evaluate((h) => getComputedStyle(h).fontFamily)
  expect(font).toMatch(/Inter/)
})

test("a disabled button's reason shows when the keyboard reaches it", async ({ page }) => {
  await signIn(page, 'silo-viewer')
  await page.goto('/access')
  const add = page.getByRole('button', { name: /Add role/ })
  await expect(add).toHaveAttribute('aria-disabled', 'true')
  const tip = page.getByRole('tooltip', { name: 'Only silo admins can do this' })
  await expect(tip).toBeHidden()
  await add.focus()
  await expect(tip).toBeVisible()
  await expect(add).toHaveAccessibleDescription('Only silo admins can do this')
  // said once: no native title, whose own box would repeat the reason a moment later
  await expect(add).not.toHaveAttribute('title')
})
