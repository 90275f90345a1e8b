import type { Locator } from '@playwright/test'
import { expect, login, signIn, test, unique } from './utils'

/**
 * The frame's design: which mode the top bar says the person is in, the search button, the server's
 * not-found page, a disabled button's reason where a keyboard user can read it, and toasts that leave
 * what the person just made and the panel's buttons in view.
 */

/** Whether two elements' boxes on screen share any point. */
async function overlap(a: Locator, b: Locator) {
  const [p, q] = [await a.boundingBox(), await b.boundingBox()]
  if (!p || !q) throw new Error('an element without a box')
  return p.x < q.x + q.width && q.x < p.x + p.width && p.y < q.y + q.height && q.y < p.y + p.height
}

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

for (const [width, height] of [
  [1280, 800],
  [375, 800],
]) {
  test(`at ${width} px a create's toast covers neither the new row nor the side panel's buttons`, async ({ page }) => {
    await page.setViewportSize({ width, height })
    await login(page)
    const project = unique('toasts')
    expect((await page.request.post('/v1/projects', { data: { name: project, description: '' } })).status()).toBe(201)
    // a list longer than the window, so the new row can stand at the window's foot, where toasts used to be
    for (let i = 0; i < 16; i++) {
      const made = await page.request.post(`/v1/disks?project=${project}`, {
        data: {
          name: `disk-${i}`,
          description: '',
          disk_backend: { type: 'distributed', disk_source: { type: 'blank', block_size: 4096 } },
          size: 1024 ** 3,
        },
      })
      expect(made.status()).toBe(201)
    }
    await page.goto(`/projects/${project}/disks`)
    await page.getByRole('link', { name: 'New disk' }).click()
    const panel = page.getByRole('dialog', { name: 'Create disk' })
    await panel.getByRole('textbox', { name: 'Name', exact: true }).fill('zz-new')
    await panel.getByRole('button', { name: 'Create disk' }).click()
    // found while a panel makes the page behind it inert, too
    const toast = page.getByRole('status', { includeHidden: true }).filter({ hasText: 'Disk zz-new created' })
    await expect(toast).toBeVisible()
    // announced, never focused: the keyboard stays where the closed panel put it
    expect(await toast.evaluate((t) => t.contains(document.activeElement))).toBe(false)
    const row = page.getByRole('table', { name: 'Disks' }).getByRole('row').filter({ hasText: 'zz-new' })
    await row.evaluate((r) => r.scrollIntoView({ block: 'end' }))
    expect(await overlap(row, toast)).toBe(false)

    // the panel opened again while the toast is up: its buttons stay clear of it
    await page.getByRole('link', { name: 'New disk' }).click()
    for (const name of ['Close', 'Cancel', 'Create disk']) {
      const button = panel.getByRole('button', { name, exact: true })
      await expect(button).toBeVisible()
      expect(await overlap(button, toast), name).toBe(false)
    }
    await page.keyboard.press('Escape')
    await expect(panel).toHaveCount(0)
    // and the keyboard dismisses it
    await toast.getByRole('button', { name: 'Dismiss notification' }).press('Enter')
    await expect(toast).toHaveCount(0)
  })
}
