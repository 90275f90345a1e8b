import { expect, test } from './utils'

// : SAML sign-in as Nexus does it. The console sends the browser to Nexus's redirect
// endpoint; the mock plays the identity provider (its own pages, not the console's) and posts the
// assertion to the consumer endpoint, which signs the user in and sends them to the relay state.
test.describe('SAML sign-in', () => {
  test('the whole round trip, by keyboard, lands on the relay state as the user the assertion names', async ({
    page,
  }) => {
    const target = '/projects/maze-project/instances'
    await page.goto(`/login/maze-war/saml/mock-idp?redirect_uri=${encodeURIComponent(target)}`)
    const button = page.getByRole('link', { name: 'Sign in with mock-idp' })
    await expect(button).toHaveAttribute(
      'href',
      `/login/maze-war/saml/mock-idp/redirect?redirect_uri=${encodeURIComponent(target)}`,
    )
    await button.focus()
    await page.keyboard.press('Enter')

    // the identity provider's own page: the username field has the focus
    await expect(page.getByRole('heading', { name: 'Sign in to mock-idp' })).toBeVisible()
    await expect(page.getByLabel('Username')).toBeFocused()
    await page.keyboard.type('maze-admin')
    await page.keyboard.press('Tab')
    await page.keyboard.type('maze-war-admins')
    await page.keyboard.press('Enter')

    await expect(page.getByRole('heading', { name: 'Signed in as maze-admin' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Continue' })).toBeFocused()
    await page.keyboard.press('Enter')

    await expect(page).toHaveURL(target)
    await expect(page.getByRole('link', { name: 'maze-server', exact: true })).toBeVisible()
    const me = await (await page.request.get('/v1/me')).json()
    expect(me.display_name).toBe('maze-admin')
  })

  test('from /login, a SAML-only silo’s user reaches the provider’s sign-in: the control plane says where', async ({
    page,
    baseURL,
  }) => {
    // the silo is the one whose DNS name the browser asked for, as on a rack (`{silo}.sys.{zone}`)
    const silo = `http://maze-war.sys.localhost:${new URL(baseURL!).port}`
    const target = '/projects/maze-project/instances'
    await page.goto(`${silo}/login?redirect_uri=${encodeURIComponent(target)}`)
    await expect(page).toHaveURL(`${silo}/login/maze-war/saml/mock-idp?redirect_uri=${encodeURIComponent(target)}`)
    await page.getByRole('link', { name: 'Sign in with mock-idp' }).click()
    await page.getByLabel('Username').fill('maze-admin')
    await page.getByLabel('Groups (comma-separated)').fill('maze-war-admins')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page).toHaveURL(`${silo}${target}`)
    await expect(page.getByRole('link', { name: 'maze-server', exact: true })).toBeVisible()

    // the default silo (a local one) is where a bare address goes
    await page.goto('/login')
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/login\/default-silo\/local$/)
    await expect(page.getByLabel('Username')).toBeVisible()
  })

  test('a hostile redirect is refused: not carried by the console, refused by the redirect endpoint', async ({
    page,
    trap,
  }) => {
    trap.allow(/status of 400/)
    await page.goto(`/login/maze-war/saml/mock-idp?redirect_uri=${encodeURIComponent('//evil.example/x')}`)
    await expect(page.getByRole('link', { name: 'Sign in with mock-idp' })).toHaveAttribute(
      'href',
      '/login/maze-war/saml/mock-idp/redirect',
    )
    const refused = await page.request.get(
      `/login/maze-war/saml/mock-idp/redirect?redirect_uri=${encodeURIComponent('https://evil.example/')}`,
      { maxRedirects: 0 },
    )
    expect(refused.status()).toBe(400)
    expect((await refused.json()).message).toBe(
      'unable to parse query string: "https://evil.example/" is not a relative URI',
    )

    // a relay state naming another host is not followed: the sign-in ends on the console
    await page.getByRole('link', { name: 'Sign in with mock-idp' }).click()
    await page.getByLabel('Username').fill('maze-admin')
    await page.getByLabel('Groups (comma-separated)').fill('maze-war-admins')
    await page.getByRole('button', { name: 'Sign in' }).click()
    const form = page.locator('form')
    await form.locator('input[name="RelayState"]').evaluate((input: HTMLInputElement) => {
      input.value = btoa(JSON.stringify({ redirect_uri: '//evil.example/x' }))
    })
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page).toHaveURL(/^http:\/\/(127\.0\.0\.1|localhost):\d+\/projects/)
  })
})
