import type { APIRequestContext, Page } from '@playwright/test'
import { expect, expectNoA11yViolations, login, test, unique } from './utils'

/**
 * The frame every screen lives in (issue 4): titles, scroll restoration, loading bar, toasts,
 * error pages, sign-in with redirect_uri, the device flow, projects CRUD and the control-plane health banner;
 * the documentation links, the theme choice and the grouped system sidebar.
 */

/** Signs in, opens Projects and, once it shows, quick actions (Ctrl+K): returns their search box. */
async function quickActionsOnProjects(page: Page) {
  await login(page)
  await page.goto('/projects')
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible()
  await page.keyboard.press('Control+k')
  return page.getByRole('combobox', { name: 'Search pages and actions' })
}

/** Signs in, opens `path`, and checks that the sidebar marks Instances as the current page, and Projects not. */
async function expectSidebarMarksInstances(page: Page, path: string) {
  await login(page)
  await page.goto(path)
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' })
  await expect(sidebar.getByRole('link', { name: 'Instances' })).toHaveAttribute('aria-current', 'page')
  await expect(sidebar.getByRole('link', { name: 'Projects' })).not.toHaveAttribute('aria-current', 'page')
}

async function createProjectViaApi(page: Page, name: string) {
  const res = await page.request.post('/v1/projects', { data: { name, description: 'e2e' } })
  expect(res.ok()).toBe(true)
}

test.describe('page titles', () => {
  test('are the breadcrumbs reversed, ending with the console name', async ({ page }) => {
    await login(page)
    await page.goto('/projects')
    await expect(page).toHaveTitle('Projects / Rack Console')
    await page.goto('/projects-new')
    await expect(page).toHaveTitle('New project / Projects / Rack Console')
    await page.goto('/settings/profile')
    await expect(page).toHaveTitle(/^Profile \/ Settings \/ Rack Console$/)
  })

  test('signed-out pages are titled too', async ({ page }) => {
    await page.goto('/device/verify')
    await expect(page).toHaveTitle('Device Authentication / Rack Console')
  })
})

test.describe('error pages', () => {
  test('an unknown path inside the console shows Page not found with a sign-out button', async ({ page }) => {
    await login(page)
    await page.goto('/projects/mock-project/no-such-tab')
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await expect(
      page.getByText("The page you are looking for doesn't exist or you may not have access to it."),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
    await expect(page).toHaveTitle('Page not found / Rack Console')
  })

  test('a 404 from the page query shows Page not found', async ({ page, trap }) => {
    trap.allow(/404/)
    await login(page)
    await page.goto('/projects/no-such-project-e2e/edit')
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  })

  test('a user with no groups and no role sees the identity-provider notice on the 403 page', async ({
    page,
    trap,
  }) => {
    trap.allow(/403/)
    await login(page, 'no-roles')
    await page.goto('/projects')
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
    await expect(page.getByText('Please try again. If the problem persists, contact your administrator.')).toBeVisible()
    await expect(
      page.getByText(
        'You are not in any groups and have no role on the silo. This usually means the identity provider is not set up correctly.',
      ),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: /identity provider documentation/ })).toBeVisible()
  })

  test('a user with a role does not see the notice on a 403', async ({ page, trap }) => {
    trap.allow(/403/)
    await login(page, 'silo-viewer')
    await page.goto('/system/silos')
    // The system area may not exist yet in every build; either error page must not carry the notice.
    await expect(page.getByRole('heading', { name: /Something went wrong|Page not found/ })).toBeVisible()
    await expect(page.getByText(/You are not in any groups/)).toHaveCount(0)
  })
})

test.describe('sign in', () => {
  test('a signed-out visit goes to /login with redirect_uri and comes back after sign-in', async ({ page, trap }) => {
    trap.allow(/401/)
    await page.goto('/projects?x=1')
    // the control plane answers /login with the sign-in page of the request's silo, the way back carried
    await expect(page).toHaveURL(/\/login\/default-silo\/local\?redirect_uri=%2Fprojects%3Fx%3D1$/)
    await page.getByLabel('Username').fill('fleet-admin')
    await page.getByLabel('Password').fill('demo-password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/projects\?x=1$/)
    await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible()
  })

  test('a hostile redirect_uri is not followed', async ({ page }) => {
    await page.goto('/login/default-silo/local?redirect_uri=%2F%2Fevil.example%2Fsteal')
    await page.getByLabel('Username').fill('fleet-admin')
    await page.getByLabel('Password').fill('demo-password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/projects$/)
  })

  test('wrong credentials are shown in the form and keep the username', async ({ page, trap }) => {
    trap.allow(/401/)
    await page.goto('/login/default-silo/local')
    await page.getByLabel('Username').fill('fleet-admin')
    await page.getByLabel('Password').fill('not-the-password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Wrong username or password' })).toBeVisible()
    await expect(page.getByLabel('Username')).toHaveValue('fleet-admin')
  })

  test('/login is the local form of a local silo: nothing to choose first', async ({ page }) => {
    await page.goto('/login')
    await expect(page).toHaveURL(/\/login\/default-silo\/local$/)
    await expect(page.getByLabel('Username')).toBeVisible()
  })

  test('empty fields say which is required', async ({ page }) => {
    await page.goto('/login/default-silo/local')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByText('Username is required')).toBeVisible()
    await expect(page.getByText('Password is required')).toBeVisible()
  })
})

test.describe('device login', () => {
  const deviceClient = '11111111-1111-4111-8111-111111111111'
  /** The device's poll for its token (RFC 8628): refused until the code is confirmed, then the token. */
  const askForToken = (device: APIRequestContext, device_code: string) =>
    device.post('/device/token', {
      form: { grant_type: 'urn:ietf:params:oauth:grant-type:device_code', device_code, client_id: deviceClient },
    })

  test('a script playing the device gets a token once the code is confirmed in the browser', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const device = await playwright.request.newContext({ baseURL })
    const auth = await device.post('/device/auth', { form: { client_id: deviceClient } })
    expect(auth.ok()).toBe(true)
    const { device_code, user_code } = await auth.json()
    expect(user_code).toMatch(/^[A-Z]{4}-[A-Z]{4}$/)

    const pending = await askForToken(device, device_code)
    expect(pending.ok()).toBe(false)

    await login(page)
    await page.goto('/device/verify')
    await expect(page.getByRole('heading', { name: 'Device Authentication' })).toBeVisible()
    await expect(page.getByText('Enter the code shown on your device')).toBeVisible()
    const submit = page.getByRole('button', { name: 'Log in on device' })
    await expect(submit).toBeDisabled()
    // Typed lower-case, without the dash: the boxes uppercase it.
    await page.getByLabel('Character 1 of 8').click()
    await page.keyboard.type(user_code.replace('-', '').toLowerCase())
    await expect(page.getByLabel('Character 8 of 8')).toHaveValue(user_code.at(-1))
    await expect(submit).toBeEnabled()
    await submit.click()
    await expect(page).toHaveURL(/\/device\/success$/)
    await expect(page.getByRole('heading', { name: 'Device logged in' })).toBeVisible()
    await expect(page.getByText('You can close this window')).toBeVisible()

    const token = await askForToken(device, device_code)
    expect(token.ok()).toBe(true)
    const { access_token } = await token.json()
    const me = await device.get('/v1/me', { headers: { authorization: `Bearer ${access_token}` } })
    expect(me.ok()).toBe(true)
    expect((await me.json()).display_name).toBeTruthy()
    await device.dispose()
  })

  test('a wrong code says Code is invalid', async ({ page, trap }) => {
    trap.allow(/40\d/)
    await login(page)
    await page.goto('/device/verify')
    await page.getByLabel('Character 1 of 8').click()
    await page.keyboard.type('zzzzzzzz')
    await page.getByRole('button', { name: 'Log in on device' }).click()
    await expect(page.getByText('Code is invalid')).toBeVisible()
  })

  test('pasting a code with its dash fills every box', async ({ page }) => {
    await login(page)
    await page.goto('/device/verify')
    await page.getByLabel('Character 1 of 8').focus()
    await page.evaluate(() => {
      const data = new DataTransfer()
      data.setData('text', 'abcd-efgh')
      document.activeElement!.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      )
    })
    await expect(page.getByLabel('Character 5 of 8')).toHaveValue('E')
    await expect(page.getByRole('button', { name: 'Log in on device' })).toBeEnabled()
  })
})

test.describe('projects', () => {
  test('create lands in the new project; a duplicate name is refused with the catalogue text', async ({
    page,
    trap,
  }) => {
    trap.allow(/400/)
    await login(page)
    const name = unique('e2e-proj')
    await page.goto('/projects')
    await page.getByRole('link', { name: 'New project' }).first().click()
    await page.getByRole('button', { name: 'Create project' }).click()
    await expect(page.getByText('Name is required')).toBeVisible()
    await page.getByLabel('Name').fill(name)
    await page.getByLabel('Description').fill('made by e2e')
    await page.getByRole('button', { name: 'Create project' }).click()
    await expect(page).toHaveURL(new RegExp(`/projects/${name}/instances$`))
    await expect(page.getByText(`Project ${name} created`)).toBeVisible()

    await page.goto('/projects-new')
    await page.getByLabel('Name').fill(name)
    await page.getByLabel('Description').fill('kept after the error')
    await page.getByRole('button', { name: 'Create project' }).click()
    await expect(page.getByText('Project name already exists').first()).toBeVisible()
    await expect(page.getByLabel('Description')).toHaveValue('kept after the error')
  })

  test('edit and delete from the row menu, with confirmation', async ({ page }) => {
    await login(page)
    const name = unique('e2e-edit')
    await createProjectViaApi(page, name)
    // project create also makes its default VPC, and (as on the server) a project holding a VPC
    // is not deleted, nor a VPC holding a subnet: remove the default subnet, then the VPC
    expect((await page.request.delete(`/v1/vpc-subnets/default?project=${name}&vpc=default`)).status()).toBe(204)
    expect((await page.request.delete(`/v1/vpcs/default?project=${name}`)).status()).toBe(204)
    await page.goto('/projects')
    await page.getByRole('button', { name: `${name} actions` }).click()
    await page.getByRole('menuitem', { name: 'Edit' }).click()
    await page.getByLabel('Description').fill('edited')
    await page.getByRole('button', { name: 'Update project' }).click()
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('edited')

    await page.getByRole('button', { name: `${name} actions` }).click()
    await page.getByRole('menuitem', { name: 'Delete' }).click()
    await page.getByRole('button', { name: 'Confirm' }).click()
    await expect(page.getByText(`Project ${name} deleted`)).toBeVisible()
    await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0)
  })

  test('a project that still holds resources cannot be deleted, saying what to delete first', async ({ page }) => {
    await login(page)
    await page.goto('/projects')
    await page.getByRole('button', { name: 'mock-project actions' }).click()
    await page.getByRole('menuitem', { name: 'Delete' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete project' })
    const confirm = dialog.getByRole('button', { name: 'Confirm' })
    await expect(confirm).toHaveAccessibleDescription(/^Delete what it contains first: instance /)
    await expect(confirm).toHaveAttribute('aria-disabled', 'true')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toHaveCount(0)
  })

  test('deleting a silo that still holds a project shows the refusal in an error toast that outlives 5 s', async ({
    page,
    trap,
  }) => {
    trap.allow(/400/)
    await page.clock.install()
    await login(page)
    await page.goto('/system/silos')
    await page.getByRole('button', { name: 'default-silo actions' }).click()
    await page.getByRole('menuitem', { name: 'Delete' }).click()
    await page.getByRole('button', { name: 'Confirm' }).click()
    const toast = page.getByRole('alert').filter({ hasText: 'Could not delete silo' })
    await expect(toast).toBeVisible()
    await page.clock.runFor(6000)
    await expect(toast).toBeVisible()
    await page.clock.runFor(10000)
    await expect(toast).toHaveCount(0)
  })

  test('a success toast dismisses itself after 5 s', async ({ page }) => {
    await page.clock.install()
    await login(page)
    const name = unique('e2e-toast')
    await page.goto('/projects-new')
    await page.getByLabel('Name').fill(name)
    await page.getByRole('button', { name: 'Create project' }).click()
    const toast = page.getByRole('status').filter({ hasText: `Project ${name} created` })
    await expect(toast).toBeVisible()
    await page.clock.runFor(5500)
    await expect(toast).toHaveCount(0)
  })

  test('rows per page changes the page size', async ({ page }) => {
    await login(page)
    await page.goto('/projects')
    const rows = page.getByRole('table', { name: 'Projects' }).getByRole('row')
    await expect(rows.nth(1)).toBeVisible()
    await page.getByLabel('Rows per page').selectOption('10')
    // the previous page's rows stay until the smaller page arrives: wait for it, do not sample once
    await expect.poll(() => rows.count()).toBeLessThanOrEqual(11)
    await expect(rows.nth(1)).toBeVisible()
  })

  test('Next and Previous page through a list at the chosen size', async ({ page }) => {
    await login(page)
    // mock-project holds over 20 disks (a boot disk per instance and one per disk state)
    await page.goto('/projects/mock-project/disks')
    const pager = page.getByRole('navigation', { name: 'Pagination' })
    await pager.getByLabel('Rows per page').selectOption('10')
    await expect(pager.getByText('10 shown')).toBeVisible()
    // each row's menu button is named after the row ('disk-1 actions')
    const menus = page.getByRole('table', { name: 'Disks' }).getByRole('button', { name: / actions$/ })
    const firstNames = () => menus.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')))
    await expect(pager.getByRole('button', { name: /^Previous/ })).toHaveAttribute('aria-disabled', 'true')
    const pageOne = await firstNames()
    await pager.getByRole('button', { name: 'Next', exact: true }).click()
    await expect.poll(async () => (await firstNames()).some((row) => pageOne.includes(row))).toBe(false)
    await expect(pager.getByRole('button', { name: 'Previous', exact: true })).toBeEnabled()
    await pager.getByRole('button', { name: 'Previous', exact: true }).click()
    await expect.poll(firstNames).toEqual(pageOne)
  })
})

test.describe('navigation', () => {
  test('scroll position is restored on back', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 300 })
    await login(page)
    await page.goto('/projects')
    await expect(page.getByRole('table', { name: 'Projects' })).toBeVisible()
    const max = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)
    expect(max).toBeGreaterThan(100)
    const target = Math.floor(max / 2)
    await page.evaluate((y) => window.scrollTo(0, y), target)
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 2, target)
    // give the 125 ms throttled observer time to save
    await page.waitForFunction(() =>
      Object.keys(sessionStorage).some((k) => k.startsWith('scroll:') && Number(sessionStorage.getItem(k)) > 0),
    )
    await page.getByRole('link', { name: 'mock-project' }).first().click()
    await expect(page).toHaveURL(/mock-project\/instances/)
    await page.goBack()
    await expect(page).toHaveURL(/\/projects$/)
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 2, target)
  })

  test('the loading bar shows while a slow route chunk loads', async ({ page }) => {
    await login(page)
    await page.goto('/projects')
    await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible()
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 800,
      downloadThroughput: -1,
      uploadThroughput: -1,
    })
    await page.getByRole('button', { name: /^User menu/ }).click()
    await page.getByRole('menuitem', { name: 'Settings' }).click()
    await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeVisible()
    await expect(page.getByRole('progressbar', { name: 'Loading page' })).toHaveCount(0, { timeout: 10_000 })
  })

  test('Ctrl+K opens quick actions and jumps to a page', async ({ page }) => {
    const search = await quickActionsOnProjects(page)
    await expect(search).toBeVisible()
    await search.fill('new project')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/projects-new$/)
  })

  test('the sidebar marks only the most specific page as current', async ({ page }) => {
    await expectSidebarMarksInstances(page, '/projects/mock-project/instances')
  })

  test('on a create page the sidebar marks the area the breadcrumbs name, not Projects', async ({ page }) => {
    await expectSidebarMarksInstances(page, '/projects/mock-project/instances-new')
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' })
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' })
    await expect(crumbs.getByRole('link', { name: 'Instances' })).toBeVisible()
    // a form over its list (rendered in the list's outlet): closing it leaves the list in place
    await page.goto('/projects-new')
    const form = page.getByRole('dialog', { name: 'Create project' })
    await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toBeVisible()
    await form.getByRole('button', { name: 'Cancel' }).click()
    await expect(page).toHaveURL(/\/projects$/)
    await expect(page.getByRole('table', { name: 'Projects' })).toBeVisible()
    await expect(sidebar.getByRole('link', { name: 'Projects' })).toHaveAttribute('aria-current', 'page')
  })

  test('the skip link moves focus to the main content', async ({ page }) => {
    await login(page)
    await page.goto('/projects')
    await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
  })
})

test.describe('global search', () => {
  test('finds resources across projects by name and by ID', async ({ page }) => {
    const search = await quickActionsOnProjects(page)
    await search.fill('disk-2')
    await expect(page.getByRole('status').filter({ hasText: /resources? found/ })).toBeVisible()
    await expect(page.getByRole('option', { name: /Disk in mock-project · disk-2/ })).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/projects\/mock-project\/disks\?filter=name%3Adisk-2$/)
    await expect(page.getByRole('cell', { name: 'disk-2', exact: true })).toBeVisible()

    const db2 = await (await page.request.get('/v1/instances/db2?project=mock-project')).json()
    await page.keyboard.press('Control+k')
    await page.getByRole('combobox', { name: 'Search pages and actions' }).fill(db2.id)
    await page.getByRole('option', { name: /Instance in mock-project · db2/ }).click()
    await expect(page).toHaveURL(/\/projects\/mock-project\/instances\/db2/)
  })
})

test.describe('control-plane health', () => {
  test('the banner shows while the ping fails and goes once it answers again', async ({ page, trap }) => {
    trap.allow(/503|Service Unavailable/i)
    await login(page)
    await page.goto('/system/silos')
    await expect(page.getByRole('heading', { name: 'Silos', exact: true })).toBeVisible()
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

const docsOrigin = 'https://docs.oxide.computer'

test.describe('docs links', () => {
  // One page per area; each header links its topic's documentation in a new tab.
  const areas: [string, string][] = [
    ['/projects', 'Projects'],
    ['/projects/mock-project/instances', 'Deploying workloads'],
    ['/projects/mock-project/disks', 'Disks and snapshots'],
    ['/projects/mock-project/snapshots', 'Snapshots'],
    ['/projects/mock-project/images', 'Images'],
    ['/projects/mock-project/vpcs', 'Guest networking'],
    ['/projects/mock-project/floating-ips', 'Floating IPs'],
    ['/projects/mock-project/access', 'Access control'],
    ['/settings/ssh-keys', 'SSH keys'],
    ['/settings/access-tokens', 'Access tokens'],
    ['/system/silos', 'Silos'],
    ['/system/networking/ip-pools', 'IP pools'],
    ['/system/update', 'System update'],
    ['/system/support-bundles', 'Operator FAQ'],
    ['/system/alerts', 'System metrics'],
    ['/system/utilization', 'System metrics'],
  ]

  // One test per area page (all sixteen in one test took 34 s at the suite's load).
  test.describe('every area page links its documentation in a new tab', () => {
    test.describe.configure({ mode: 'parallel' })
    for (const [path, label] of areas) {
      test(`${path} links its documentation (${label}) in a new tab`, async ({ page }) => {
        await login(page)
        await page.goto(path)
        const link = page.getByRole('main').getByRole('link', { name: `Docs: ${label} (opens in a new tab)` })
        await expect(link, path).toBeVisible()
        await expect(link).toHaveAttribute('href', new RegExp(`^${docsOrigin}/guides/`))
        await expect(link).toHaveAttribute('target', '_blank')
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      })
    }
  })

  test('a create form links its topic, and the sidebar links the docs site', async ({ page }) => {
    await login(page)
    await page.goto('/projects/mock-project/vpcs/mock-vpc/firewall-rules-new')
    await expect(
      page.getByRole('dialog').getByRole('link', { name: 'Docs: Firewall rules (opens in a new tab)' }),
    ).toBeVisible()
    await page.goto('/projects/mock-project/disks')
    const sidebarDocs = page
      .getByRole('navigation', { name: 'Sidebar' })
      .getByRole('link', { name: 'Docs (opens in a new tab)' })
    await expect(sidebarDocs).toHaveAttribute('href', `${docsOrigin}/guides`)
    await expect(sidebarDocs).toHaveAttribute('rel', 'noopener noreferrer')
  })
})

test.describe('theme', () => {
  // Choosing a theme and choosing the system's again are two tests: together they took 28 s at the suite's load
  //.
  test('a theme chosen in the user menu applies at once and survives a reload', async ({ page }) => {
    await login(page)
    await page.goto('/projects/mock-project/disks')
    await page.getByRole('button', { name: /^User menu/ }).click()
    await page.getByRole('menuitem', { name: 'Dark theme' }).click()
    const html = page.locator('html')
    await expect(html).toHaveAttribute('data-theme', 'dark')
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Disks' })).toBeVisible()
    await expect(html).toHaveAttribute('data-theme', 'dark')
  })

  test('the user menu marks the current theme, and going back to the system theme survives a reload', async ({
    page,
  }) => {
    await login(page)
    await page.goto('/projects/mock-project/disks')
    // a dark theme chosen earlier (the test above chooses it through the menu)
    await page.evaluate(() => localStorage.setItem('rack-console-theme', 'dark'))
    await page.reload()
    const html = page.locator('html')
    await expect(html).toHaveAttribute('data-theme', 'dark')
    await page.getByRole('button', { name: /^User menu/ }).click()
    await expect(page.getByRole('menuitem', { name: 'Dark theme (current)' })).toBeVisible()
    await page.getByRole('menuitem', { name: 'System theme' }).click()
    await expect(html).not.toHaveAttribute('data-theme', /./)
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Disks' })).toBeVisible()
    await expect(html).not.toHaveAttribute('data-theme', /./)
  })

  // The danger button's text failed colour contrast in the dark theme on these pages.
  for (const [theme, scheme] of [
    ['dark', 'light'],
    ['system', 'dark'],
    ['light', 'dark'],
  ] as const) {
    test(`no serious axe finding where danger buttons show, theme ${theme} on a ${scheme} system`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme })
      await login(page)
      await page.goto('/projects/mock-project/disks')
      await page.evaluate(
        (t) =>
          t === 'system'
            ? localStorage.removeItem('rack-console-theme')
            : localStorage.setItem('rack-console-theme', t),
        theme,
      )
      for (const path of [
        '/settings/access-tokens',
        '/projects/mock-project/images/image-1/edit',
        '/projects/mock-project/affinity/affinity-group?kind=affinity',
      ]) {
        await page.goto(path)
        // the danger button is in each page's content, so wait for the content before axe looks
        await expect(page.getByRole('button', { name: /Delete/ }).first()).toBeVisible()
        await expectNoA11yViolations(page)
      }
    })
  }
})

test.describe('system sidebar', () => {
  test('groups its links under headings, and the palette still reaches every one', async ({ page }) => {
    await login(page)
    await page.goto('/system/silos')
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' })
    for (const heading of ['Fleet', 'Hardware', 'Networking', 'Operations', 'Security']) {
      await expect(sidebar.getByRole('heading', { name: heading })).toBeVisible()
    }
    await expect(sidebar.getByRole('link', { name: 'Built-in users' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Silos', level: 1 })).toBeVisible()
    await page.keyboard.press('Control+k')
    await page.getByRole('combobox', { name: 'Search pages and actions' }).click()
    await page.keyboard.type('Built-in users')
    await expect(page.getByRole('option', { name: /Built-in users/ }).first()).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/system\/users-builtin$/)
  })
})
