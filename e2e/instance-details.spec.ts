import { expect, expectNoA11yViolations, row, rowAction, signIn, table, test, unique } from './utils'

/**
 * Instance details (points 4 and 5): the settings tab's affinity cards, network
 * interface edit, the external IPs column and ICMP types by name; the connect tab's SSH keys and
 * the detail panels of an interface and of an affinity member. The mock keeps state, so
 * every change made here is undone or made on a name of its own.
 */

const project = 'mock-project'

test.beforeEach(async ({ page }) => {
  await signIn(page, 'fleet-admin')
})

test('A stopped instance is added to an anti-affinity group from its settings tab and removed again', async ({
  page,
}) => {
  // db1 runs: adding says why it cannot
  await page.goto(`/projects/${project}/instances/db1/settings`)
  const running = page.getByRole('region', { name: 'Anti-affinity groups' })
  await expect(
    row(page, running.getByRole('table', { name: 'Anti-affinity groups' }), 'anti-affinity-group'),
  ).toBeVisible()
  await expect(running.getByRole('button', { name: /^Add to anti-affinity group/ })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  // the reason is the button's description (its tooltip), not part of its name
  await expect(running.getByRole('button', { name: /^Add to anti-affinity group/ })).toHaveAccessibleDescription(
    /stopped/,
  )

  // db2 is stopped: in affinity-group, in no anti-affinity group
  await page.goto(`/projects/${project}/instances/db2/settings`)
  const affinity = page.getByRole('region', { name: 'Affinity groups' })
  await expect(row(page, affinity.getByRole('table', { name: 'Affinity groups' }), 'affinity-group')).toBeVisible()
  const card = page.getByRole('region', { name: 'Anti-affinity groups' })
  await expect(card.getByText('No anti-affinity groups')).toBeVisible()
  await expectNoA11yViolations(page)
  await card.getByRole('button', { name: 'Add to anti-affinity group' }).click()
  const modal = page.getByRole('dialog', { name: 'Add to anti-affinity group' })
  await modal.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(modal.getByText('Group is required')).toBeVisible()
  await modal.getByRole('combobox', { name: /^Anti-affinity group/ }).selectOption('spread-web')
  await modal.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(modal).toHaveCount(0)
  await expect(page.getByText('Instance db2 added to spread-web')).toBeVisible()
  const groups = card.getByRole('table', { name: 'Anti-affinity groups' })
  await expect(row(page, groups, 'spread-web')).toBeVisible()

  // already a member: the picker says so
  await card.getByRole('button', { name: 'Add to anti-affinity group' }).click()
  await expect(modal.getByRole('option', { name: 'spread-web (Already a member)' })).toBeDisabled()
  await modal.getByRole('button', { name: 'Cancel' }).click()

  await card.getByRole('button', { name: 'spread-web actions', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Remove', exact: true }).click()
  const confirm = page.getByRole('dialog', { name: 'Remove from anti-affinity group' })
  await confirm.getByRole('button', { name: 'Remove' }).click()
  await expect(card.getByText('No anti-affinity groups')).toBeVisible()
})

test("A stopped instance's network interface gets transit IPs; the table shows VPC, subnet and transit IPs", async ({
  page,
}) => {
  // db1 runs: its interfaces cannot be edited, and the menu says why
  await page.goto(`/projects/${project}/instances/db1/networking`)
  const db1Nics = page.getByRole('table', { name: 'Network interfaces' })
  await expect(row(page, db1Nics, 'nic1')).toContainText('10.1.200.0/24')
  await expect(row(page, db1Nics, 'nic1')).toContainText('mock-vpc')
  await page.getByRole('button', { name: 'nic1 actions', exact: true }).click()
  await expect(page.getByRole('menuitem', { name: /^Edit/ })).toBeDisabled()
  await page.keyboard.press('Escape')

  await page.goto(`/projects/${project}/instances/db2/networking`)
  const nics = page.getByRole('table', { name: 'Network interfaces' })
  await expect(row(page, nics, { text: 'nic0' })).toContainText('mock-vpc')
  await expect(row(page, nics, { text: 'nic0' })).toContainText('mock-subnet')
  await page.getByRole('button', { name: 'nic0 actions', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Edit', exact: true }).click()
  const form = page.getByRole('dialog', { name: 'Edit network interface' })
  await form.getByRole('textbox', { name: /^Transit IPs/ }).click()
  await page.keyboard.type('10.20.0.0/24\n10.30.0.0')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form.getByText('10.30.0.0: Must contain an IP address and a width')).toBeVisible()
  await form.getByRole('textbox', { name: /^Transit IPs/ }).click()
  await page.keyboard.press('ControlOrMeta+End')
  await page.keyboard.type('/16')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form).toHaveCount(0)
  await expect(row(page, nics, { text: 'nic0' })).toContainText('10.20.0.0/24, 10.30.0.0/16')

  // and back, so the fixture stays as it was
  await page.getByRole('button', { name: 'nic0 actions', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Edit', exact: true }).click()
  await expect(form.getByRole('textbox', { name: /^Transit IPs/ })).toHaveValue('10.20.0.0/24\n10.30.0.0/16')
  await form.getByRole('textbox', { name: /^Transit IPs/ }).click()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.press('Delete')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form).toHaveCount(0)
  await expect(row(page, nics, { text: 'nic0' })).not.toContainText('10.20.0.0/24')
})

test('An ICMP filter is picked by type name, with the code names beside the code', async ({ page }) => {
  const vpc = unique('vpc')
  const res = await page.request.post(`/v1/vpcs?project=${project}`, {
    data: { name: vpc, description: 'icmp e2e', dns_name: vpc },
  })
  expect(res.status()).toBe(201)
  const rule = unique('icmp')
  await page.goto(`/projects/${project}/vpcs/${vpc}/firewall-rules-new`)
  const form = page.getByRole('dialog', { name: 'Add firewall rule' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).click()
  await page.keyboard.type(rule)
  await form.getByLabel('ICMP', { exact: true }).check()
  await form.getByRole('combobox', { name: 'ICMP type' }).selectOption({ label: 'Destination unreachable (3)' })
  await expect(form.getByText(/Codes: 0 Net unreachable, 1 Host unreachable/)).toBeVisible()
  await form.getByRole('textbox', { name: /^ICMP code/ }).click()
  await page.keyboard.type('3')
  // a number without a name is still reachable
  await form.getByLabel('ICMPv6', { exact: true }).check()
  await form.getByRole('combobox', { name: 'ICMPv6 type' }).selectOption({ label: 'Other (by number)' })
  await form.getByRole('textbox', { name: /^ICMPv6 type number/ }).click()
  await page.keyboard.type('300')
  await form.getByRole('button', { name: 'Add rule' }).click()
  await expect(form.getByText('Must be an integer from 0 to 255')).toBeVisible()
  await form.getByRole('combobox', { name: 'ICMPv6 type' }).selectOption({ label: 'Echo request (128)' })
  await form.getByRole('button', { name: 'Add rule' }).click()
  await expect(form).toHaveCount(0)
  const added = row(page, 'Firewall rules', rule)
  await expect(added).toContainText('ICMP Destination unreachable (3) code 3')
  await expect(added).toContainText('ICMPv6 Echo request (128)')
})

test('The instances list shows external IPs; the networking tab gives each its version and pool', async ({ page }) => {
  await page.goto(`/projects/${project}/instances`)
  const db1 = row(page, 'Instances', 'db1')
  await expect(db1).toContainText('198.51.100.30')
  await expect(db1).toContainText('198.51.100.21')
  await expect(page.getByRole('columnheader', { name: /External IPs/ })).toBeVisible()

  await page.goto(`/projects/${project}/instances/db1/networking`)
  const ephemeral = row(page, 'External IPs', '198.51.100.30')
  await expect(ephemeral).toContainText('IPv4')
  await expect(ephemeral).toContainText('ip-pool-1')
})

test("The instance header shows its VPC, description and external IPs; the VPC list counts each VPC's rules", async ({
  page,
}) => {
  await page.goto(`/projects/${project}/instances/db1/storage`)
  await expect(page.getByRole('link', { name: 'mock-vpc', exact: true })).toBeVisible()
  await expect(
    page.getByText('198.51.100.30, 198.51.100.21').or(page.getByText('198.51.100.21, 198.51.100.30')).first(),
  ).toBeVisible()

  await page.goto(`/projects/${project}/vpcs`)
  const count = page.getByRole('link', { name: /^\d+ firewall rules in mock-vpc$/ })
  await expect(count).toBeVisible()
  const n = (await count.textContent())!.match(/^\d+/)![0]
  await count.click()
  await expect(page).toHaveURL(`/projects/${project}/vpcs/mock-vpc/firewall-rules`)
  await expect(page.getByRole('table', { name: 'Firewall rules' }).getByRole('row')).toHaveCount(Number(n) + 1)
})

/** A stopped instance of its own, with two blank disks and no boot disk, in a fresh project. */
async function stoppedInstanceWithTwoDisks(page: import('@playwright/test').Page) {
  const p = unique('boot')
  expect((await page.request.post('/v1/projects', { data: { name: p, description: '' } })).status()).toBe(201)
  const name = unique('inst')
  const blank = (disk: string) => ({
    type: 'create',
    name: disk,
    description: '',
    size: 1024 ** 3,
    disk_backend: { type: 'distributed', disk_source: { type: 'blank', block_size: 4096 } },
  })
  const res = await page.request.post(`/v1/instances?project=${p}`, {
    data: {
      name,
      description: '',
      hostname: name,
      ncpus: 1,
      memory: 2 * 1024 ** 3,
      disks: [blank(`${name}-a`), blank(`${name}-b`)],
      network_interfaces: { type: 'none' },
      external_ips: [],
      start: false,
    },
  })
  expect(res.status()).toBe(201)
  return { project: p, name }
}

test('The storage tab sets and unsets the boot disk of a stopped instance, keeping settings changed meanwhile', async ({
  page,
}) => {
  const { project: p, name } = await stoppedInstanceWithTwoDisks(page)
  await page.goto(`/projects/${p}/instances/${name}/storage`)
  // a new project's first page load: slow on a loaded machine
  await expect(page.getByText('No boot disk')).toBeVisible({ timeout: 15_000 })
  await expect(row(page, 'Other disks', `${name}-a`)).toBeVisible()

  // meanwhile, elsewhere: the instance is resized to 3 CPUs; the boot disk change must not undo it
  const url = `/v1/instances/${name}?project=${p}`
  const body = {
    ncpus: 3,
    memory: 2 * 1024 ** 3,
    boot_disk: null,
    auto_restart_policy: null,
    cpu_platform: null,
    enable_jumbo_frames: false,
  }
  expect((await page.request.put(url, { data: body })).status()).toBe(200)

  await page.getByRole('button', { name: `${name}-b actions` }).click()
  await page.getByRole('menuitem', { name: 'Set as boot disk' }).click()
  await page.getByRole('dialog', { name: 'Set boot disk' }).getByRole('button', { name: 'Set boot disk' }).click()
  await expect(row(page, 'Boot disk', `${name}-b`)).toBeVisible()
  await expect(row(page, 'Other disks', `${name}-a`)).toBeVisible()
  expect((await (await page.request.get(url)).json()).ncpus).toBe(3)

  await page.getByRole('button', { name: `${name}-b actions` }).click()
  await page.getByRole('menuitem', { name: 'Unset as boot disk' }).click()
  await page.getByRole('dialog', { name: 'Unset boot disk' }).getByRole('button', { name: 'Unset boot disk' }).click()
  // the empty table's heading (the success toast says "… has no boot disk" too)
  await expect(page.getByRole('heading', { name: 'No boot disk' })).toBeVisible()
  await expect(row(page, 'Other disks', `${name}-b`)).toBeVisible()
})

test('A running instance cannot change its boot disk: the storage tab says why', async ({ page }) => {
  await page.goto(`/projects/${project}/instances/db1/storage`)
  await page.getByRole('button', { name: 'disk-1 actions' }).click()
  const item = page.getByRole('menuitem', { name: /as boot disk/ })
  await expect(item).toBeDisabled()
  await expect(item).toContainText('stopped')
})

test('the connect tab lists the SSH keys an instance got at creation, or says it got none', async ({ page }) => {
  await page.goto(`/projects/mock-project/instances/db1/connect`)
  const keys = table(page, 'SSH keys added at creation')
  await expect(keys.getByRole('cell', { name: 'm1-macbook-pro', exact: true })).toBeVisible({ timeout: 15_000 })
  await expect(keys.getByRole('cell', { name: 'mac-mini', exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Copy public key mac-mini' })).toBeVisible()
  await expectNoA11yViolations(page)

  await page.goto(`/projects/mock-project/instances/db2/connect`)
  await expect(page.getByRole('heading', { name: 'No SSH keys' })).toBeVisible()
})

test('the NIC detail panel reads one network interface, passes the accessibility check and closes on Escape', async ({
  page,
}) => {
  await page.goto(`/projects/mock-project/instances/db1/networking`)
  await rowAction(page, 'nic1', 'View details')
  const nic = page.getByRole('dialog', { name: 'Network interface nic1' })
  await expect(nic.getByText('MAC address')).toBeVisible()
  await expect(nic.getByText('Transit IPs')).toBeVisible()
  await expectNoA11yViolations(page)
  await page.keyboard.press('Escape')
  await expect(nic).toHaveCount(0)
})

test('the affinity member panel reads one member and links its instance', async ({ page }) => {
  await page.goto(`/projects/mock-project/affinity/affinity-group?kind=affinity`)
  await rowAction(page, 'db1', 'View details')
  const member = page.getByRole('dialog', { name: 'Member db1' })
  await expect(member.getByText('Affinity group affinity-group')).toBeVisible()
  await expect(member.getByRole('link', { name: 'db1' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(member).toHaveCount(0)
})
