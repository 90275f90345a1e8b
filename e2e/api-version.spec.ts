import { expect, login, test } from './utils'
import { API_VERSION, RELEASED_API_VERSION } from '../web/api/api-version'

// a control plane older than every version the console speaks refuses them; the console says so on one
// page instead of showing screens whose every call fails.
test.describe('API version', () => {
  test('a control plane that refuses our version gets one clear page, and the console comes back after', async ({
    page,
    trap,
  }) => {
    // Chromium reports every refused call as a failed load
    trap.allow(/status of 400/)
    await login(page)
    const older = '2025120300.0.0'
    try {
      expect((await page.request.post(`/v1/__mock/api-version?newest=${older}`)).status()).toBe(204)
      await page.goto('/projects')
      await expect(page.getByRole('heading', { name: 'This console is newer than the control plane' })).toBeVisible()
      const main = page.getByRole('main')
      // refused in the newest version, the console asked in the released one, refused too
      await expect(main).toContainText(`This console speaks API versions ${API_VERSION} and ${RELEASED_API_VERSION}.`)
      await expect(main).toContainText(`server does not support this API version: ${RELEASED_API_VERSION}`)
      await expect(main).toContainText(`The control plane serves API versions up to ${older}.`)
      // nothing of the usual frame: no table, no form that would fail on its own
      await expect(page.getByRole('table')).toHaveCount(0)
      await expect(page.getByRole('navigation')).toHaveCount(0)
    } finally {
      await page.request.post('/v1/__mock/api-version')
    }
    // the rack was updated: Reload, by keyboard, brings the console back
    await page.getByRole('button', { name: 'Reload' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: 'Projects', exact: true })).toBeVisible()
  })

  test('every API call names the version, as Nexus expects of clients it controls', async ({ page }) => {
    await login(page)
    const seen: (string | undefined)[] = []
    page.on('request', (req) => {
      if (new URL(req.url()).pathname.startsWith('/v1/')) seen.push(req.headers()['api-version'])
    })
    await page.goto('/projects/mock-project/instances')
    await expect(page.getByRole('link', { name: 'db1', exact: true })).toBeVisible()
    expect(seen.length).toBeGreaterThan(0)
    expect(new Set(seen)).toEqual(new Set([API_VERSION]))
  })
})
