import { expect, expectNoA11yViolations, login, test } from './utils'

/**
 * Issue #24: documentation where people need it, the theme choice, the grouped system sidebar,
 * drafts that survive sign-in, the VPC topology and the rack view.
 */

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

  // One test per area page (all sixteen in one test took 34 s at the suite's load, issue #39).
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
  // (issue #39).
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

test.describe('drafts survive sign-in', () => {
  test('a session that ends mid-form, then a sign-in, brings the create-instance form back filled', async ({
    page,
    trap,
  }) => {
    // One flow that cannot be cut (the draft must live through the sign-in): 25.6 s at 2 workers and 31.9 s at 3 on
    // a loaded 2-core machine (2026-11-26), so it gets the slow test's time.
    test.slow()
    // the expired session's calls answer 401 on purpose
    trap.allow(/status of 401 \(Unauthorized\)/)
    const name = `e2e-draft-${Date.now().toString(36)}`
    await login(page)
    await page.goto('/projects/mock-project/instances-new')
    const form = page.getByRole('form', { name: 'Create instance' })
    await form.getByRole('textbox', { name: /^Name/ }).click()
    await page.keyboard.type(name)
    await page.keyboard.press('Tab')
    await page.keyboard.type('kept across sign-in')
    const labels = await form
      .getByRole('combobox', { name: /^Image/ })
      .locator('option')
      .allTextContents()
    await form
      .getByRole('combobox', { name: /^Image/ })
      .selectOption({ label: labels.find((l) => l.startsWith('image-1 '))! })
    await form.getByRole('textbox', { name: 'User data' }).click()
    await page.keyboard.type('#cloud-config')

    // this form's own submit button: a locator's click would wait for a button to click, and the restored form's,
    // after the sign-in below, is one (fresh-clone run 2026-11-26 23:40 UTC: the pending click created the instance
    // once the form came back, and the test waited 90 s for a Cancel link on the instance's page)
    const submit = await form.getByRole('button', { name: 'Create instance' }).elementHandle()
    // the session expires while the form is open
    expect((await page.request.post('/v1/__mock/end-session')).status()).toBe(204)
    // The submit, or a background refresh that runs first, meets the expired session: either way the console
    // goes to sign-in keeping the draft. Clicking alone flaked when the refresh won and the form was gone.
    await Promise.race([submit!.click().catch(() => undefined), page.waitForURL(/\/login\?redirect_uri=/)])

    await expect(page).toHaveURL(/\/login\?redirect_uri=/)
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('textbox', { name: /^Username/ }).click()
    await page.keyboard.type('fleet-admin')
    await page.getByRole('textbox', { name: /^Password/ }).click()
    await page.keyboard.type('demo-password')
    await page.keyboard.press('Enter')

    await expect(page).toHaveURL(/\/projects\/mock-project\/instances-new$/)
    const back = page.getByRole('form', { name: 'Create instance' })
    await expect(back.getByRole('status').filter({ hasText: 'is restored' })).toBeVisible()
    await expect(back.getByRole('textbox', { name: /^Name/ })).toHaveValue(name)
    await expect(back.getByRole('textbox', { name: 'Description' })).toHaveValue('kept across sign-in')
    // user data is of a secret kind (it routinely carries passwords and keys): a draft never keeps it
    await expect(back.getByRole('textbox', { name: 'User data' })).toHaveValue('')
    await expect(back.getByRole('combobox', { name: /^Image/ })).toHaveValue(/.+/)

    // Cancel drops the draft: opened again, the form is empty
    await back.getByRole('button', { name: 'Cancel' }).click()
    await expect(page).toHaveURL(/\/projects\/mock-project\/instances$/)
    await page.goto('/projects/mock-project/instances-new')
    await expect(
      page.getByRole('form', { name: 'Create instance' }).getByRole('textbox', { name: /^Name/ }),
    ).toHaveValue('')
  })
})

test.describe('VPC topology', () => {
  test("mock-vpc's drawing shows its subnet, db1's interface and its router; a node opens its page by keyboard", async ({
    page,
  }) => {
    await login(page)
    await page.goto('/projects/mock-project/vpcs/mock-vpc/firewall-rules')
    // The VPC's properties above the tabs (vpcView) settle first, so the tabs do not move under the click.
    await expect(page.getByText('DNS name', { exact: true })).toBeVisible()
    await page.getByRole('navigation', { name: 'VPC sections' }).getByRole('link', { name: 'Topology' }).click()
    const drawing = page.getByRole('group', { name: 'Topology of VPC mock-vpc' })
    await expect(drawing.getByRole('link', { name: /^Subnet mock-subnet 10\.1\.1\.0\/24/ })).toBeVisible()
    await expect(drawing.getByRole('link', { name: /^db1 · nic0 / })).toBeVisible()
    await expect(drawing.getByRole('link', { name: /^Router mock-custom-router/ })).toBeVisible()
    await expect(drawing.getByRole('link', { name: /^Gateway default / })).toBeVisible()
    // the same facts in words, lines included (issue #37), opened by keyboard
    await page.getByText('Show the topology as a list').focus()
    await page.keyboard.press('Enter')
    const subnets = page.getByRole('region', { name: 'Subnets and their interfaces' })
    await expect(subnets.getByRole('link', { name: 'db1 · nic0' })).toBeVisible()
    await expect(
      page
        .getByRole('region', { name: 'Routers' })
        .getByText(/^Used by Subnet /)
        .first(),
    ).toBeVisible()
    await expectNoA11yViolations(page)
    await page.emulateMedia({ colorScheme: 'dark' })
    await expectNoA11yViolations(page)

    await drawing.getByRole('link', { name: /^db1 · nic0 / }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/projects\/mock-project\/instances\/db1/)
  })
})

test.describe('rack view', () => {
  test('shows every sled of the mock in its cubby, the switches and the empty cubbies, and opens a sled', async ({
    page,
  }) => {
    await login(page)
    const sleds = (await (await page.request.get('/v1/system/hardware/sleds?limit=100')).json()).items as {
      slot: number
      baseboard: { serial: string }
    }[]
    expect(sleds.length).toBeGreaterThan(0)
    await page.goto('/system/inventory/sleds')
    await page.getByRole('navigation', { name: 'Inventory sections' }).getByRole('link', { name: 'Rack' }).click()
    const rack = page.getByRole('region', { name: /^Rack .*, front$/ })
    for (const s of sleds) {
      await expect(
        rack.getByRole('link', { name: new RegExp(`^Cubby ${s.slot}: ${s.baseboard.serial} `) }),
      ).toBeVisible()
    }
    // Not an uninitialized sled's cubby: e2e/inventory.spec.ts adds those to the rack while this runs (CI 2026-11-25
    // saw 'Cubby 5: empty' fail when it had just added BRM42229002 there).
    const waiting = (await (await page.request.get('/v1/system/hardware/sleds-uninitialized')).json()).items as {
      cubby: number
    }[]
    const taken = new Set([...sleds.map((s) => s.slot), ...waiting.map((s) => s.cubby)])
    const empty = Array.from({ length: 32 }, (_, i) => i).find((c) => !taken.has(c))
    await expect(rack.getByText(`Cubby ${empty}: empty`)).toBeVisible()
    await expect(rack.getByRole('list', { name: 'Switches' }).getByRole('listitem')).toHaveCount(2)
    // the usage is in the link's name for a screen reader
    await expect(
      rack.getByRole('link', { name: new RegExp(`^Cubby 0: .*CPU \\d+ of 128 threads, memory`) }),
    ).toBeVisible()
    await expectNoA11yViolations(page)
    await page.emulateMedia({ colorScheme: 'dark' })
    await expectNoA11yViolations(page)
    const first = sleds[0]
    await rack.getByRole('link', { name: new RegExp(`^Cubby ${first.slot}: ${first.baseboard.serial} `) }).click()
    await expect(page.getByRole('heading', { name: `Sled ${first.baseboard.serial}` })).toBeVisible()
  })
})
