import type { Page } from '@playwright/test'
import { expect, expectNoA11yViolations, row, rowAction, signIn, test, unique } from './utils'

/**
 * Project networking: VPCs (and the drawing of a VPC's topology), firewall rules, subnets, routers, floating IPs.
 * The mock keeps state across tests, so every test works on resources it names itself.
 */

const project = 'mock-project'

/** A fresh VPC through the API (shares the page's session cookie). */
async function newVpc(page: Page) {
  const name = unique('vpc')
  const res = await page.request.post(`/v1/vpcs?project=${project}`, {
    data: { name, description: 'networking e2e', dns_name: name },
  })
  expect(res.status()).toBe(201)
  return name
}

/** Adds a rule through the API the way the console does: the whole list, PUT back (the rules: entities). */
async function addRule(page: Page, vpc: string, rule: Record<string, unknown>) {
  const url = `/v1/vpc-firewall-rules?project=${project}&vpc=${vpc}`
  const { rules } = (await (await page.request.get(url)).json()) as { rules: Record<string, unknown>[] }
  const keep = rules.map(({ name, action, description, direction, filters, priority, status, targets }) => ({
    name,
    action,
    description,
    direction,
    filters,
    priority,
    status,
    targets,
  }))
  const res = await page.request.put(url, { data: { rules: [...keep, rule] } })
  expect(res.status()).toBe(200)
}

const rulesTable = (page: Page) => page.getByRole('table', { name: 'Firewall rules' })

// Every test names its own resources, so they can run side by side.
test.describe.configure({ mode: 'parallel' })

test.beforeEach(async ({ page }) => {
  await signIn(page, 'fleet-admin')
})

test('Creating a VPC checks the IPv6 prefix and lands on its firewall rules', async ({ page }) => {
  const vpc = unique('vpc')
  await page.goto(`/projects/${project}/vpcs`)
  await page.getByRole('link', { name: 'New VPC' }).first().click()
  const create = page.getByRole('dialog', { name: 'Create VPC' })
  await create.getByRole('textbox', { name: 'Name', exact: true }).fill(vpc)
  await expect(create.getByLabel('DNS name')).toHaveValue(vpc)
  await create.getByLabel('IPv6 prefix').fill('fd00::/129')
  await create.getByRole('button', { name: 'Create VPC' }).click()
  await expect(create.getByText('Max width for IPv6 is 128')).toBeVisible()
  await create.getByLabel('IPv6 prefix').fill('')
  await create.getByRole('button', { name: 'Create VPC' }).click()
  await expect(page).toHaveURL(`/projects/${project}/vpcs/${vpc}/firewall-rules`)
  await expect(page.getByRole('heading', { name: vpc, level: 1 })).toBeVisible()
  await expect(row(page, 'Firewall rules', 'allow-ssh')).toBeVisible()
})

test('A new firewall rule checks hosts and ports with the validation texts and is saved with its port range', async ({
  page,
}) => {
  const vpc = await newVpc(page)
  const rule = unique('web')
  await page.goto(`/projects/${project}/vpcs/${vpc}/firewall-rules-new`)
  const form = page.getByRole('dialog', { name: 'Add firewall rule' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(rule)
  await form.getByLabel('Priority').fill('100')
  const hostType = form.getByLabel('Host filter type')
  const hostValue = form.getByLabel('Host filter value')
  const addHost = form.getByRole('button', { name: 'Add host filter' })
  await hostType.selectOption({ label: 'IP network' })
  await hostValue.fill('10.0.0.0/33')
  await addHost.click()
  await expect(form.getByText('Max width for IPv4 is 32')).toBeVisible()
  await hostValue.fill('10.0.0.0')
  await addHost.click()
  await expect(form.getByText('Must contain an IP address and a width, separated by a /')).toBeVisible()
  await hostValue.fill('10.0.0.0/8')
  await addHost.click()
  await hostType.selectOption({ label: 'IP address' })
  await hostValue.fill('10.0.0.300')
  await addHost.click()
  await expect(form.getByText('Not a valid IP address')).toBeVisible()
  await hostValue.fill('')
  await expect(form.getByRole('list', { name: 'Host filters list' }).getByText('IP network: 10.0.0.0/8')).toBeVisible()
  await form.getByLabel('TCP').check()
  await form.getByLabel('Ports').fill('22, 8080-8000')
  await form.getByRole('button', { name: 'Add rule' }).click()
  await expect(form.getByText('Range end must not be below its start')).toBeVisible()
  await form.getByLabel('Ports').fill('22, http')
  await expect(form.getByText('Must be a port number or a range like 8000-8080')).toBeVisible()
  await form.getByLabel('Ports').fill('22, 8000-8080')
  await form.getByRole('button', { name: 'Add rule' }).click()
  await expect(form).toHaveCount(0)
  const added = row(page, 'Firewall rules', rule)
  await expect(added).toContainText('22, 8000-8080')
  await expect(added).toContainText('10.0.0.0/8')
  await expect(added).toContainText('TCP')
})

test('A rule with a port range is cloned under a new name, re-prioritised, disabled and deleted', async ({ page }) => {
  const vpc = await newVpc(page)
  const rule = unique('web')
  await addRule(page, vpc, {
    name: rule,
    description: '',
    action: 'allow',
    direction: 'inbound',
    priority: 100,
    status: 'enabled',
    targets: [{ type: 'vpc', value: vpc }],
    filters: { ports: ['22', '8000-8080'], protocols: [{ type: 'tcp' }] },
  })
  await page.goto(`/projects/${project}/vpcs/${vpc}/firewall-rules`)
  // The VPC's properties above (vpcView) settle first, so what is below does not move under a click.
  await expect(page.getByText('DNS name', { exact: true })).toBeVisible()

  await rowAction(page, rule, 'Clone')
  await expect(page).toHaveURL(`/projects/${project}/vpcs/${vpc}/firewall-rules-new/${rule}`)
  const clone = page.getByRole('dialog', { name: `Clone firewall rule ${rule}` })
  await expect(clone.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(`${rule}-copy`)
  await expect(clone.getByLabel('Ports')).toHaveValue('22, 8000-8080')
  await expect(clone.getByLabel('TCP')).toBeChecked()
  await clone.getByRole('button', { name: 'Add rule' }).click()
  await expect(clone).toHaveCount(0)
  await expect(row(page, 'Firewall rules', `${rule}-copy`)).toContainText('22, 8000-8080')

  // Edit the copy's priority: out of range first, then one that sorts it to the top.
  await rowAction(page, `${rule}-copy`, 'Edit')
  const edit = page.getByRole('dialog', { name: `Edit firewall rule ${rule}-copy` })
  await edit.getByLabel('Priority').fill('70000')
  await edit.getByRole('button', { name: 'Update rule' }).click()
  await expect(edit.getByText('Must be an integer from 0 to 65535')).toBeVisible()
  await edit.getByLabel('Priority').fill('5')
  await edit.getByRole('button', { name: 'Update rule' }).click()
  await expect(edit).toHaveCount(0)
  const firstRow = rulesTable(page).getByRole('row').nth(1)
  await expect(firstRow).toContainText(`${rule}-copy`)
  // Cell 0 is the row's selection checkbox (bulk actions); the priority comes next.
  await expect(firstRow.getByRole('cell').nth(1)).toHaveText('5')

  // Disable, then delete; the other rules stay.
  await rowAction(page, rule, 'Disable')
  await page.getByRole('dialog', { name: 'Disable firewall rule' }).getByRole('button', { name: 'Disable' }).click()
  await expect(row(page, 'Firewall rules', rule)).toContainText('disabled')
  await rowAction(page, rule, 'Delete')
  await page.getByRole('dialog', { name: 'Delete firewall rule' }).getByRole('button', { name: 'Confirm' }).click()
  await expect(row(page, 'Firewall rules', rule)).toHaveCount(0)
  await expect(row(page, 'Firewall rules', `${rule}-copy`)).toBeVisible()
  await expect(row(page, 'Firewall rules', 'allow-ssh')).toBeVisible()
})

test('A subnet with a bad IPv4 block shows the validation texts, then is created', async ({ page }) => {
  const vpc = await newVpc(page)
  const subnet = unique('sub')
  await page.goto(`/projects/${project}/vpcs/${vpc}`)
  // The VPC's properties above (vpcView) settle first, so what is below does not move under a click.
  await expect(page.getByText('DNS name', { exact: true })).toBeVisible()
  await page.getByRole('link', { name: 'Subnets', exact: true }).click()
  await page.getByRole('link', { name: 'New subnet' }).first().click()
  const form = page.getByRole('dialog', { name: 'Create subnet' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(subnet)
  await form.getByRole('button', { name: 'Create subnet' }).click()
  await expect(form.getByText('IPv4 block is required')).toBeVisible()
  const cases: [string, string][] = [
    ['10.5.0.0', 'Must contain an IP address and a width, separated by a /'],
    ['10.5.0.0/33', 'Max width for IPv4 is 32'],
    ['10.5.0.0/x', 'Width must be an integer'],
    ['10.5.0/24', 'Not a valid IP address'],
  ]
  for (const [block, message] of cases) {
    await form.getByLabel('IPv4 block').fill(block)
    await expect(form.getByText(message)).toBeVisible()
  }
  await form.getByLabel('IPv4 block').fill('10.5.0.0/24')
  await form.getByRole('button', { name: 'Create subnet' }).click()
  await expect(form).toHaveCount(0)
  await expect(row(page, 'Subnets', subnet)).toContainText('10.5.0.0/24')

  // Its edit page lists the subnet's network interfaces (none yet).
  await page.getByRole('link', { name: subnet, exact: true }).click()
  const edit = page.getByRole('dialog', { name: `Edit subnet ${subnet}` })
  await expect(edit.getByRole('heading', { name: 'Network interfaces' })).toBeVisible()
  await expect(edit.getByText('No network interfaces in this subnet')).toBeVisible()
})

test('A custom router gets a route to an internet gateway; the system router is read-only', async ({ page }) => {
  const vpc = await newVpc(page)
  const router = unique('rt')
  await page.goto(`/projects/${project}/vpcs/${vpc}/routers`)
  // The VPC's properties above (vpcView) settle first, so what is below does not move under a click.
  await expect(page.getByText('DNS name', { exact: true })).toBeVisible()

  await page.getByRole('link', { name: 'system', exact: true }).click()
  await expect(page.getByRole('button', { name: /New route/ })).toHaveAttribute('aria-disabled', 'true')
  // the reason is the button's description (its tooltip), not part of its name
  await expect(page.getByRole('button', { name: /New route/ })).toHaveAccessibleDescription(
    'Only available when the router is custom',
  )
  await page.getByRole('link', { name: 'Routers', exact: true }).click()

  await page.getByRole('link', { name: 'New router' }).first().click()
  const create = page.getByRole('dialog', { name: 'Create router' })
  await create.getByRole('textbox', { name: 'Name', exact: true }).fill(router)
  await create.getByRole('button', { name: 'Create router' }).click()
  await expect(page).toHaveURL(`/projects/${project}/vpcs/${vpc}/routers/${router}`)

  await page.getByRole('button', { name: 'New route' }).click()
  const form = page.getByRole('dialog', { name: 'Add route' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('to-internet')
  await form.getByLabel('Destination type').selectOption({ label: 'IP address' })
  await form.getByLabel('Destination value').fill('0.0.0')
  await form.getByLabel('Target type').selectOption({ label: 'Internet gateway' })
  await form.getByLabel('Target value').fill('default')
  await form.getByRole('button', { name: 'Add route' }).click()
  await expect(form.getByText('Not a valid IP address')).toBeVisible()
  await form.getByLabel('Destination type').selectOption({ label: 'IP network' })
  await form.getByLabel('Destination value').fill('0.0.0.0/0')
  await form.getByRole('button', { name: 'Add route' }).click()
  await expect(form).toHaveCount(0)
  const route = row(page, 'Routes', 'to-internet')
  await expect(route).toContainText('IP network: 0.0.0.0/0')
  await expect(route).toContainText('Internet gateway: default')
})

test('A floating IP is created, attached to an instance and detached', async ({ page }) => {
  const name = unique('fip')
  await page.goto(`/projects/${project}/floating-ips`)
  await page.getByRole('link', { name: 'New floating IP' }).first().click()
  const form = page.getByRole('dialog', { name: 'Create floating IP' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
  await form.getByLabel('Allocation').selectOption({ label: 'A specific address' })
  await form.getByLabel('IP address').fill('10.0.0')
  await form.getByRole('button', { name: 'Create floating IP' }).click()
  await expect(form.getByText('Not a valid IP address')).toBeVisible()
  await form.getByLabel('Allocation').selectOption({ label: 'Next free address from a pool' })
  await form.getByRole('button', { name: 'Create floating IP' }).click()
  await expect(form).toHaveCount(0)
  const fip = row(page, 'Floating IPs', name)
  await expect(fip).toBeVisible()

  await rowAction(page, name, 'Attach')
  const attach = page.getByRole('dialog', { name: 'Attach floating IP' })
  await attach.getByLabel('Instance').selectOption('db1')
  await attach.getByRole('button', { name: 'Attach' }).click()
  await expect(attach).toHaveCount(0)
  await expect(fip.getByRole('link', { name: 'db1' })).toBeVisible()

  await rowAction(page, name, 'Detach')
  await page.getByRole('dialog', { name: 'Detach floating IP' }).getByRole('button', { name: 'Detach' }).click()
  await expect(fip.getByRole('link', { name: 'db1' })).toHaveCount(0)

  await rowAction(page, name, 'Delete')
  await page.getByRole('dialog', { name: 'Delete floating IP' }).getByRole('button', { name: 'Confirm' }).click()
  await expect(fip).toHaveCount(0)
})

test('An internet gateway is created and gets an IP pool and an address attached and detached', async ({ page }) => {
  const vpc = await newVpc(page)
  const gateway = unique('gw')
  await page.goto(`/projects/${project}/vpcs/${vpc}/internet-gateways`)
  // The VPC's properties above (vpcView) settle first, so what is below does not move under a click.
  await expect(page.getByText('DNS name', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'New internet gateway' }).click()
  const create = page.getByRole('dialog', { name: 'Create internet gateway' })
  await create.getByRole('textbox', { name: 'Name', exact: true }).fill(gateway)
  await create.getByRole('button', { name: 'Create internet gateway' }).click()
  await expect(create).toHaveCount(0)
  await page.getByRole('link', { name: gateway, exact: true }).click()
  await expect(page.getByRole('heading', { name: gateway, level: 1 })).toBeVisible()
  // The attached addresses above settle first (a read of their own), so IP pools does not move under the click.
  await expect(page.getByRole('heading', { name: 'No IP addresses' })).toBeVisible()

  await page.getByRole('button', { name: 'Attach IP pool' }).click()
  const pool = page.getByRole('dialog', { name: 'Attach IP pool' })
  await pool.getByRole('combobox', { name: 'IP pool' }).selectOption('ip-pool-1')
  await pool.getByRole('button', { name: 'Attach IP pool' }).click()
  await expect(pool).toHaveCount(0)
  await expect(row(page, 'Attached IP pools', 'ip-pool-1')).toBeVisible()

  await page.getByRole('button', { name: 'Attach IP address' }).click()
  const address = page.getByRole('dialog', { name: 'Attach IP address' })
  await address.getByRole('textbox', { name: 'Name', exact: true }).fill('egress')
  await address.getByRole('textbox', { name: 'Address', exact: true }).fill('198.51.100')
  await address.getByRole('button', { name: 'Attach IP address' }).click()
  await expect(address.getByText('Not a valid IP address')).toBeVisible()
  await address.getByRole('textbox', { name: 'Address', exact: true }).fill('198.51.100.77')
  await address.getByRole('button', { name: 'Attach IP address' }).click()
  await expect(address).toHaveCount(0)
  await expect(row(page, 'Attached IP addresses', 'egress')).toContainText('198.51.100.77')

  await rowAction(page, 'egress', 'Detach')
  await page.getByRole('dialog', { name: 'Detach IP address' }).getByRole('button', { name: 'Detach' }).click()
  await expect(row(page, 'Attached IP addresses', 'egress')).toHaveCount(0)
  await rowAction(page, 'ip-pool-1', 'Detach')
  await page.getByRole('dialog', { name: 'Detach IP pool' }).getByRole('button', { name: 'Detach' }).click()
  await expect(row(page, 'Attached IP pools', 'ip-pool-1')).toHaveCount(0)
})

test.describe('VPC topology', () => {
  test("mock-vpc's drawing shows its subnet, db1's interface and its router; a node opens its page by keyboard", async ({
    page,
  }) => {
    await page.goto('/projects/mock-project/vpcs/mock-vpc/firewall-rules')
    // The VPC's properties above the tabs (vpcView) settle first, so the tabs do not move under the click.
    await expect(page.getByText('DNS name', { exact: true })).toBeVisible()
    await page.getByRole('navigation', { name: 'VPC sections' }).getByRole('link', { name: 'Topology' }).click()
    const drawing = page.getByRole('group', { name: 'Topology of VPC mock-vpc' })
    await expect(drawing.getByRole('link', { name: /^Subnet mock-subnet 10\.1\.1\.0\/24/ })).toBeVisible()
    await expect(drawing.getByRole('link', { name: /^db1 · nic0 / })).toBeVisible()
    await expect(drawing.getByRole('link', { name: /^Router mock-custom-router/ })).toBeVisible()
    await expect(drawing.getByRole('link', { name: /^Gateway default / })).toBeVisible()
    // the same facts in words, lines included, opened by keyboard
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

test("a floating IP's pool panel reads the silo's IP pool", async ({ page }) => {
  await page.goto(`/projects/mock-project/floating-ips`)
  await rowAction(page, 'floating-1', 'View IP pool')
  const pool = page.getByRole('dialog', { name: 'IP pool' })
  await expect(pool.getByText('ip-pool-1', { exact: true })).toBeVisible()
  await expect(pool.getByText(/^Yes: used when no IPv4 pool is named/)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(pool).toHaveCount(0)
})
