/**
 * The single-item and remaining calls of issue #25 point 6: an instance's SSH keys from creation,
 * detail panels (NIC, probe, affinity member, a silo's IP and subnet pools, SCIM token), a silo's
 * own policy from the system frame, every silo's quotas, IP pool reassignment and finishing a
 * recovery. Each with its main flow and an error or empty path.
 */
import type { Page } from '@playwright/test'
import { expect, expectNoA11yViolations, login, row, table, test, unique } from './utils'

const P = '/projects/mock-project'
const panel = (page: Page, name: string) => page.getByRole('dialog', { name })
const menu = async (page: Page, of: string, action: string) => {
  await page.getByRole('button', { name: `${of} actions`, exact: true }).click()
  await page.getByRole('menuitem', { name: action, exact: true }).click()
}

// Every test reads or makes its own items (the mock's seeded ones are only read): they run in parallel.
test.describe.configure({ mode: 'parallel' })

test.beforeEach(async ({ page }) => {
  await login(page)
})

test('the connect tab lists the SSH keys an instance got at creation, or says it got none', async ({ page }) => {
  await page.goto(`${P}/instances/db1/connect`)
  const keys = table(page, 'SSH keys added at creation')
  await expect(keys.getByRole('cell', { name: 'm1-macbook-pro', exact: true })).toBeVisible({ timeout: 15_000 })
  await expect(keys.getByRole('cell', { name: 'mac-mini', exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Copy public key mac-mini' })).toBeVisible()
  await expectNoA11yViolations(page)

  await page.goto(`${P}/instances/db2/connect`)
  await expect(page.getByRole('heading', { name: 'No SSH keys' })).toBeVisible()
})

// One test per panel, each opened from the list that offers it (five page loads in one test outlasted 30 s at the
// suite's load, issue #39).
test('the NIC detail panel reads one network interface, passes the accessibility check and closes on Escape', async ({
  page,
}) => {
  await page.goto(`${P}/instances/db1/networking`)
  await menu(page, 'nic1', 'View details')
  const nic = panel(page, 'Network interface nic1')
  await expect(nic.getByText('MAC address')).toBeVisible()
  await expect(nic.getByText('Transit IPs')).toBeVisible()
  await expectNoA11yViolations(page)
  await page.keyboard.press('Escape')
  await expect(nic).toHaveCount(0)
})

test('the probe detail panel reads one probe', async ({ page }) => {
  await page.goto(`${P}/probes`)
  await menu(page, 'probe-1', 'View details')
  const probe = panel(page, 'Probe probe-1')
  await expect(probe.getByText('Sled', { exact: true })).toBeVisible()
  await expect(probe.getByText('VNI')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(probe).toHaveCount(0)
})

test('the affinity member panel reads one member and links its instance', async ({ page }) => {
  await page.goto(`${P}/affinity/affinity-group?kind=affinity`)
  await menu(page, 'db1', 'View details')
  const member = panel(page, 'Member db1')
  await expect(member.getByText('Affinity group affinity-group')).toBeVisible()
  await expect(member.getByRole('link', { name: 'db1' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(member).toHaveCount(0)
})

test("a floating IP's pool panel reads the silo's IP pool", async ({ page }) => {
  await page.goto(`${P}/floating-ips`)
  await menu(page, 'floating-1', 'View IP pool')
  const pool = panel(page, 'IP pool')
  await expect(pool.getByText('ip-pool-1', { exact: true })).toBeVisible()
  await expect(pool.getByText(/^Yes: used when no IPv4 pool is named/)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(pool).toHaveCount(0)
})

test("an external subnet's pool panel reads the silo's subnet pool", async ({ page }) => {
  await page.goto(`${P}/external-subnets`)
  await menu(page, 'ext-subnet-1', 'View subnet pool')
  await expect(panel(page, 'Subnet pool').getByText('subnet-pool-1', { exact: true })).toBeVisible()
})

test('a SCIM token shows its details', async ({ page }) => {
  await page.goto('/system/silos/myriad/scim-tokens')
  // The silo's properties above (siloView) settle first, so what is below does not move under a click.
  await expect(page.getByText('Identity mode', { exact: true })).toBeVisible()
  const first = table(page, 'SCIM tokens').getByRole('row').nth(1)
  const id = (await first.getByRole('cell').first().textContent())!.trim()
  await menu(page, `Token ${id}`, 'View details')
  const details = panel(page, 'SCIM token')
  await expect(details.getByText(id)).toBeVisible()
  await expect(details.getByText('Silo', { exact: true })).toBeVisible()
  await expect(details.getByText("The token's secret was shown once")).toBeVisible()
})

test("a silo's Access tab grants and removes a role on that silo's own policy", async ({ page }) => {
  await page.goto('/system/silos/maze-war')
  // The silo's properties above the tabs (siloView) settle first, so the tabs do not move under the click.
  await expect(page.getByText('Identity mode', { exact: true })).toBeVisible()
  await page.getByRole('navigation', { name: 'Silo sections' }).getByRole('link', { name: 'Access' }).click()
  await expect(page).toHaveURL(/\/system\/silos\/maze-war\/access$/)
  // another silo's groups cannot be listed: said, and named by id
  await expect(page.getByText('Groups of maze-war are shown by ID')).toBeVisible()
  await expectNoA11yViolations(page)

  await page.getByRole('button', { name: 'Add role' }).click()
  const add = panel(page, 'Add silo role')
  await add.getByRole('combobox', { name: /^User or group/ }).selectOption({ label: 'maze-player (user)' })
  await add.getByRole('combobox', { name: /^Role/ }).selectOption('viewer')
  await add.getByRole('button', { name: 'Assign role' }).click()
  const roles = page.getByRole('table', { name: 'silo roles' })
  await expect(row(page, roles, 'maze-player')).toContainText('viewer')

  await menu(page, 'maze-player', 'Remove role')
  await page.getByRole('dialog', { name: 'Remove role' }).getByRole('button', { name: 'Remove role' }).click()
  await expect(row(page, roles, 'maze-player')).toHaveCount(0)
})

test('every silo’s quotas in one table, each linking to its silo', async ({ page }) => {
  await page.goto('/system/silos')
  await page.getByRole('link', { name: 'Quotas of every silo' }).click()
  const quotas = table(page, 'Silo quotas')
  await expect(quotas.getByRole('link', { name: 'default-silo' })).toBeVisible()
  await expect(quotas.getByRole('columnheader', { name: 'Memory' })).toBeVisible()
  await expectNoA11yViolations(page)
  await quotas.getByRole('link', { name: 'maze-war' }).click()
  await expect(page).toHaveURL(/\/system\/silos\/maze-war\/quotas$/)
})

test('an IP pool moves to system services and back; a linked pool is refused with the reason', async ({
  page,
  trap,
}) => {
  const name = unique('assign-pool')
  const res = await page.request.post('/v1/system/ip-pools', { data: { name, description: 'e2e' } })
  expect(res.status()).toBe(201)
  await page.goto(`/system/networking/ip-pools/${name}`)
  await menu(page, name, 'Assign to system services')
  const toServices = page.getByRole('dialog', { name: 'Assign to system services' })
  await expect(toServices).toContainText("for the rack's own services")
  await toServices.getByRole('button', { name: 'Assign to system services' }).click()
  await expect(page.getByText(`IP pool ${name} is now for system services`)).toBeVisible()
  await expect(page.getByRole('definition').getByText('System services', { exact: true })).toBeVisible()

  await menu(page, name, 'Assign to silos')
  await page.getByRole('dialog', { name: 'Assign to silos' }).getByRole('button', { name: 'Assign to silos' }).click()
  await expect(page.getByText(`IP pool ${name} is now for silos`)).toBeVisible()

  // ip-pool-1 is linked to default-silo: the server refuses, and the console says why
  trap.allow(/status of 400/)
  await page.goto('/system/networking/ip-pools/ip-pool-1')
  await menu(page, 'ip-pool-1', 'Assign to system services')
  const refused = page.getByRole('dialog', { name: 'Assign to system services' })
  await refused.getByRole('button', { name: 'Assign to system services' }).click()
  await expect(
    page.getByText('IP Pool cannot be assigned to system services while it is linked to a silo'),
  ).toBeVisible()
  await expect(page.getByRole('definition').getByText('Silos', { exact: true })).toBeVisible()
})

test('finishing a recovery: a wrong release is refused, the running one resumes automatic update', async ({
  page,
  trap,
}) => {
  trap.allow(/status of 400/)
  await page.goto('/system/update')
  await expect(page.getByRole('button', { name: 'Finish recovery' })).toHaveCount(0)
  expect((await page.request.post('/v1/__mock/update-recovery?on=1')).status()).toBe(204)
  try {
    await page.reload()
    await expect(page.getByText('Automatic update is suspended: software was deployed outside')).toBeVisible()
    await page.getByRole('button', { name: 'Finish recovery' }).click()
    const dialog = page.getByRole('dialog', { name: 'Finish recovery' })
    const version = dialog.getByRole('combobox', { name: /^Release now running/ })
    // the release most components run is what the dialog offers first
    const status = (await (await page.request.get('/v1/system/update/status')).json()) as {
      components_by_release_version: Record<string, number>
    }
    const running = Object.entries(status.components_by_release_version).sort((a, b) => b[1] - a[1])[0][0]
    await expect(version).toHaveValue(running)
    const other = ['16.0.0', '17.1.0'].find((v) => v !== running)!
    await version.selectOption(other)
    await dialog.getByRole('button', { name: 'Finish recovery' }).click()
    await expect(dialog.getByText(`Requested system version (${other}) does not match`)).toBeVisible()

    await version.selectOption(running)
    await dialog.getByRole('button', { name: 'Finish recovery' }).click()
    await expect(page.getByText(`Recovery finished: the system manages ${running} again`)).toBeVisible()
    await expect(page.getByText('Automatic update is suspended: software was deployed outside')).toHaveCount(0)
  } finally {
    await page.request.post('/v1/__mock/update-recovery?on=0')
  }
})
