import type { Page } from '@playwright/test'
import { expect, test } from './utils'

/**
 * Every sign-in page ends on the console: a redirect_uri that a browser would follow to another host
 * (once dot segments, backslashes and a second decoding are resolved) lands on the projects page.
 * The forms below were each followed off-site before.
 */
const hostile = [
  '/.//evil.example/x',
  '/..//evil.example/x',
  '/%2e//evil.example/x',
  '/./\\evil.example/x',
  '/.%2f/evil.example/x',
]

/** Projects on this console, not a page of another host. */
const onDefaultPage = /^http:\/\/127\.0\.0\.1:\d+\/projects$/

async function signInLocally(page: Page) {
  await page.getByLabel('Username').fill('fleet-admin')
  await page.getByLabel('Password').fill('demo-password')
  await page.getByRole('button', { name: 'Sign in' }).click()
}

test.describe('a hostile redirect_uri ends sign-in on the default page', () => {
  for (const target of hostile) {
    test(`the local sign-in form: ${target}`, async ({ page }) => {
      await page.goto(`/login/default-silo/local?redirect_uri=${encodeURIComponent(target)}`)
      await signInLocally(page)
      await expect(page).toHaveURL(onDefaultPage)
      await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible()
    })
  }

  test('/login hands it to the silo’s sign-in form as the control plane does, and the sign-in ends on the projects page', async ({
    page,
  }) => {
    await page.goto(`/login?redirect_uri=${encodeURIComponent('/.//evil.example/x')}`)
    await expect(page).toHaveURL(/\/login\/default-silo\/local\?redirect_uri=%2F\.%2F%2Fevil\.example%2Fx$/)
    await signInLocally(page)
    await expect(page).toHaveURL(onDefaultPage)
  })

  test('/login carries a path of the console on, and the sign-in follows it normalised', async ({ page }) => {
    await page.goto(`/login?redirect_uri=${encodeURIComponent('/projects/./mock-project/../mock-project/disks')}`)
    await expect(page).toHaveURL(/\/login\/default-silo\/local\?redirect_uri=%2Fprojects%2F/)
    await signInLocally(page)
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/projects\/mock-project\/disks$/)
  })

  test('SAML: the console does not hand it to the control plane, and the round trip ends on the console', async ({
    page,
  }) => {
    await page.goto(`/login/maze-war/saml/mock-idp?redirect_uri=${encodeURIComponent('/..//evil.example/x')}`)
    const button = page.getByRole('link', { name: 'Sign in with mock-idp' })
    await expect(button).toHaveAttribute('href', '/login/maze-war/saml/mock-idp/redirect')
    await button.click()
    await page.getByLabel('Username').fill('maze-admin')
    await page.getByLabel('Groups (comma-separated)').fill('maze-war-admins')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/projects/)
  })

  test('the device page: sign-in returns to it, and a path dressed as it is refused', async ({ page, trap }) => {
    // the code is sent before signing in: that 401 is what sends the page to sign-in
    trap.allow(/status of 401/)
    await page.goto('/device/verify')
    await page.getByLabel('Character 1 of 8').click()
    await page.keyboard.type('abcdefgh')
    await page.getByRole('button', { name: 'Log in on device' }).click()
    await expect(page).toHaveURL(/\/login\/default-silo\/local\?redirect_uri=%2Fdevice%2Fverify$/)
    await signInLocally(page)
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/device\/verify$/)
    await expect(page.getByLabel('Character 1 of 8')).toBeFocused()

    await page.request.post('/v1/logout')
    await page.goto(`/login?redirect_uri=${encodeURIComponent('/device/verify/../..//evil.example/x')}`)
    await signInLocally(page)
    await expect(page).toHaveURL(onDefaultPage)
  })
})
