import { expect, expectNoA11yViolations, signIn, table, test, unique } from './utils'

/** Rack networking for operators: address lots, BGP (announce sets, configurations, message history), switch port settings, switch ports (apply/clear, LLDP), loopbacks, allow list, inbound ICMP, BFD. */

// independent tests (unique names, their own ports): run them side by side
test.describe.configure({ mode: 'parallel' })

test.beforeEach(async ({ page }) => {
  await signIn(page, 'fleet-admin')
})

test('an address lot with a bad block is refused; a good one is created', async ({ page }) => {
  const name = unique('lot')
  await page.goto('/system/networking/address-lots')
  await page.getByRole('link', { name: 'New address lot' }).first().click()
  const form = page.getByRole('dialog', { name: 'Create address lot' })
  await form.getByRole('textbox', { name: 'Name' }).fill(name)
  await form.getByRole('textbox', { name: 'Block 1 first address' }).fill('203.0.113.20')
  await form.getByRole('textbox', { name: 'Block 1 last address' }).fill('203.0.113.10')
  await form.getByRole('button', { name: 'Create address lot' }).click()
  await expect(form.getByText('Last address must not be below the first').first()).toBeVisible()
  await form.getByRole('textbox', { name: 'Block 1 last address' }).fill('203.0.113.30')
  await form.getByRole('button', { name: 'Create address lot' }).click()
  await expect(page).toHaveURL(new RegExp(`/system/networking/address-lots/${name}$`))
  await expect(table(page, 'Blocks').getByRole('row').filter({ hasText: '203.0.113.30' })).toBeVisible()
})

test('create an announce set, then a BGP configuration using it', async ({ page }) => {
  const set = unique('set')
  const cfg = unique('bgp')
  await page.goto('/system/networking/bgp')
  // The BGP configurations above settle first (a read of their own), so Announce sets does not move under a click.
  await expect(table(page, 'BGP configurations').getByRole('cell', { name: 'as65547', exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'New announce set' }).click()
  const setForm = page.getByRole('dialog', { name: 'Create announce set' })
  await setForm.getByRole('textbox', { name: 'Name' }).fill(set)
  await setForm.getByRole('combobox', { name: 'Address lot' }).selectOption('bgp-announce')
  await setForm.getByRole('textbox', { name: 'Announced networks' }).fill('198.51.100.0/33')
  await setForm.getByRole('button', { name: 'Create announce set' }).click()
  await expect(setForm.getByText('Max width for IPv4 is 32').first()).toBeVisible()
  await setForm.getByRole('textbox', { name: 'Announced networks' }).fill('198.51.100.0/24')
  await setForm.getByRole('button', { name: 'Create announce set' }).click()
  await expect(setForm).toHaveCount(0)
  await expect(table(page, 'Announce sets').getByRole('row').filter({ hasText: set })).toBeVisible()

  await page.getByRole('button', { name: 'New BGP configuration' }).click()
  const form = page.getByRole('dialog', { name: 'Create BGP configuration' })
  await form.getByRole('textbox', { name: 'Name' }).fill(cfg)
  await form.getByRole('textbox', { name: 'ASN' }).fill('65100')
  await form.getByRole('combobox', { name: 'Announce set' }).selectOption(set)
  await form.getByRole('button', { name: 'Create BGP configuration' }).click()
  await expect(form).toHaveCount(0)
  await expect(table(page, 'BGP configurations').getByRole('row').filter({ hasText: cfg })).toContainText('65100')

  // update the set: its lot is preselected; then view the announcements
  await page.getByRole('button', { name: `${set} actions` }).click()
  await page.getByRole('menuitem', { name: 'Update' }).click()
  const edit = page.getByRole('dialog', { name: `Update announce set ${set}` })
  await expect(edit.getByRole('combobox', { name: 'Address lot' })).toHaveValue('bgp-announce')
  await edit.getByRole('textbox', { name: 'Announced networks' }).fill('198.51.100.0/24\n198.51.101.0/24')
  await edit.getByRole('button', { name: 'Update announce set' }).click()
  await expect(edit).toHaveCount(0)
  await page.getByRole('button', { name: `${set} actions` }).click()
  await page.getByRole('menuitem', { name: 'View announcements' }).click()
  await expect(
    page.getByRole('table', { name: 'Announcements' }).getByRole('row').filter({ hasText: '198.51.101.0/24' }),
  ).toBeVisible()
})

test('update the allow list after confirming, and toggle inbound ICMP', async ({ page }) => {
  await page.goto('/system/networking/allow-list')
  await page.getByRole('combobox', { name: 'Allow' }).selectOption('list')
  await page.getByRole('textbox', { name: 'Allowed networks' }).fill('203.0.113.0/24')
  await page.getByRole('button', { name: 'Save allow list' }).click()
  const confirm = page.getByRole('dialog', { name: 'Update allow list' })
  await expect(confirm.getByText(/lock yourself out/)).toBeVisible()
  await confirm.getByRole('button', { name: 'Update allow list' }).click()
  await expect(page.getByText(/^Currently: only 203\.0\.113\.0\/24/)).toBeVisible()
  // restore for other tests
  await page.getByRole('combobox', { name: 'Allow' }).selectOption('any')
  await page.getByRole('button', { name: 'Save allow list' }).click()
  await page
    .getByRole('dialog', { name: 'Update allow list' })
    .getByRole('button', { name: 'Update allow list' })
    .click()
  await expect(page.getByText(/^Currently: any source IP/)).toBeVisible()

  const icmp = page.getByRole('checkbox', { name: 'Allow inbound ICMP' })
  const before = await icmp.isChecked()
  await icmp.click()
  await expect(icmp).toBeChecked({ checked: !before })
  await icmp.click()
  await expect(icmp).toBeChecked({ checked: before })
})

test('create and delete a loopback address', async ({ page }) => {
  // the initial-infra lot's block is 192.0.2.1-31 (.30 is taken by the fixture)
  const address = `192.0.2.${2 + (Date.now() % 27)}`
  await page.goto('/system/networking/loopbacks')
  await page.getByRole('link', { name: 'New loopback address' }).first().click()
  const form = page.getByRole('dialog', { name: 'Create loopback address' })
  await form.getByRole('combobox', { name: 'Switch location' }).selectOption('switch1')
  await form.getByRole('combobox', { name: 'Address lot' }).selectOption('initial-infra')
  await form.getByRole('textbox', { name: 'Address' }).fill(address)
  await form.getByRole('textbox', { name: 'Mask' }).fill('33')
  await form.getByRole('button', { name: 'Create loopback address' }).click()
  await expect(form.getByText('Mask must be a whole number from 0 to 32')).toBeVisible()
  await form.getByRole('textbox', { name: 'Mask' }).fill('32')
  await form.getByRole('button', { name: 'Create loopback address' }).click()
  await expect(page).toHaveURL(/\/system\/networking\/loopbacks$/)
  const row = table(page, 'Loopback addresses')
    .getByRole('row')
    .filter({ hasText: `${address}/32` })
  await expect(row).toContainText('switch1')
  await page.getByRole('button', { name: `${address}/32 actions` }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await page.getByRole('dialog', { name: 'Delete loopback address' }).getByRole('button', { name: 'Confirm' }).click()
  await expect(row).toBeHidden()
})

test('enable and disable a BFD session', async ({ page }) => {
  await page.goto('/system/networking/allow-list')
  // The allow list and inbound ICMP above settle first (reads of their own), so BFD sessions does not move.
  await expect(page.getByText(/^Currently: /)).toBeVisible()
  await expect(page.getByRole('checkbox', { name: 'Allow inbound ICMP' })).toBeVisible()
  await page.getByRole('button', { name: 'Enable BFD session' }).click()
  const form = page.getByRole('dialog', { name: 'Enable BFD session' })
  await form.getByRole('textbox', { name: 'Remote address' }).fill('192.0.2.999')
  await form.getByRole('button', { name: 'Enable BFD' }).click()
  await expect(form.getByText('Not a valid IP address')).toBeVisible()
  await form.getByRole('textbox', { name: 'Remote address' }).fill('192.0.2.99')
  await form.getByRole('button', { name: 'Enable BFD' }).click()
  await expect(form).toHaveCount(0)
  const row = table(page, 'BFD sessions').getByRole('row').filter({ hasText: '192.0.2.99' })
  await expect(row).toContainText('init')
  await page.getByRole('button', { name: '192.0.2.99 actions' }).click()
  await page.getByRole('menuitem', { name: 'Disable' }).click()
  await page.getByRole('dialog', { name: 'Disable BFD session' }).getByRole('button', { name: 'Disable' }).click()
  await expect(row).toBeHidden()
})

test('switch port settings: a bad address is refused, then created, viewed and deleted', async ({ page, trap }) => {
  trap.allow(/status of 400 \(Bad Request\)/)
  const name = unique('ps')
  await page.goto('/system/networking/port-settings')
  await page.getByRole('link', { name: 'New port settings' }).first().click()
  const form = page.getByRole('form', { name: 'Create switch port settings' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
  await form.getByRole('textbox', { name: 'Link 1 MTU' }).fill('9000')
  await form.getByRole('button', { name: 'Add address' }).click()
  await form.getByRole('combobox', { name: 'Address 1 address lot' }).selectOption('initial-infra')
  await form.getByRole('textbox', { name: 'Address 1 address' }).fill('192.0.2.20/33')
  await form.getByRole('button', { name: 'Add route' }).click()
  await form.getByRole('textbox', { name: 'Route 1 destination' }).fill('0.0.0.0/0')
  await form.getByRole('textbox', { name: 'Route 1 gateway' }).fill('192.0.2.1')
  await form.getByRole('button', { name: 'Create port settings' }).click()
  // the first is the one on the field (the form's footer repeats it beside the button)
  await expect(form.getByText('Address 1 address: Max width for IPv4 is 32').first()).toBeVisible()
  await expect(form.getByRole('textbox', { name: 'Address 1 address' })).toHaveAttribute('aria-invalid', 'true')
  await expectNoA11yViolations(page)
  // everything typed is still there
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name)
  await expect(form.getByRole('textbox', { name: 'Route 1 gateway' })).toHaveValue('192.0.2.1')
  // a well-formed address outside the lot's blocks: the server refuses, the form keeps everything
  await form.getByRole('textbox', { name: 'Address 1 address' }).fill('203.0.113.5/24')
  await form.getByRole('button', { name: 'Create port settings' }).click()
  await expect(
    form.getByRole('alert').filter({ hasText: 'not in any block of address lot "initial-infra"' }),
  ).toBeVisible()
  await expect(form.getByRole('textbox', { name: 'Route 1 destination' })).toHaveValue('0.0.0.0/0')
  await form.getByRole('textbox', { name: 'Address 1 address' }).fill('192.0.2.20/24')
  await form.getByRole('button', { name: 'Create port settings' }).click()
  await expect(page).toHaveURL(new RegExp(`/system/networking/port-settings/${name}$`))
  await expect(table(page, 'Links').getByRole('row').filter({ hasText: 'phy0' })).toContainText('9000')
  await expect(table(page, 'Addresses').getByRole('row').filter({ hasText: '192.0.2.20/24' })).toContainText(
    'initial-infra',
  )
  await expect(table(page, 'Routes').getByRole('row').filter({ hasText: '0.0.0.0/0' })).toContainText('192.0.2.1')
  await page.getByRole('button', { name: `${name} actions` }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await page
    .getByRole('dialog', { name: 'Delete switch port settings' })
    .getByRole('button', { name: 'Confirm' })
    .click()
  await expect(page).toHaveURL(/\/system\/networking\/port-settings$/)
  await expect(table(page, 'Switch port settings').getByRole('row').filter({ hasText: name })).toBeHidden()
})

test('apply settings to a switch port, see them listed, then clear them', async ({ page }) => {
  await page.goto('/system/networking/switch-ports')
  const row = table(page, 'Switch ports').getByRole('row').filter({ hasText: 'qsfp6' }).filter({ hasText: 'switch1' })
  await expect(row).toContainText('None')
  await page.getByRole('button', { name: 'switch1 qsfp6 actions' }).click()
  await expect(page.getByRole('menuitem', { name: 'Clear settings' })).toBeDisabled()
  await page.getByRole('menuitem', { name: 'Apply settings' }).click()
  const dialog = page.getByRole('dialog', { name: 'Apply settings to switch1 qsfp6' })
  await dialog.getByRole('button', { name: 'Apply settings' }).click()
  await expect(dialog.getByText('Port settings are required')).toBeVisible()
  await dialog.getByRole('combobox', { name: 'Port settings' }).selectOption('bgp-uplink')
  await dialog.getByRole('button', { name: 'Apply settings' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(row.getByRole('link', { name: 'bgp-uplink' })).toBeVisible()
  await expect(row).toContainText('up')
  await page.getByRole('button', { name: 'switch1 qsfp6 actions' }).click()
  await page.getByRole('menuitem', { name: 'Clear settings' }).click()
  await page
    .getByRole('dialog', { name: 'Clear port settings' })
    .getByRole('button', { name: 'Clear settings' })
    .click()
  await expect(row).toContainText('None')
  await expect(row).toContainText('down')
})

test('view and set the LLDP configuration of a port', async ({ page }) => {
  const system = unique('sw')
  await page.goto('/system/networking/switch-ports')
  await table(page, 'Switch ports')
    .getByRole('row')
    .filter({ hasText: 'switch1' })
    .getByRole('link', { name: 'qsfp5' })
    .click()
  await expect(page.getByRole('heading', { name: 'switch1 qsfp5' })).toBeVisible()
  // The port's link state above settles first (its status, a read of its own), so the LLDP section does not move.
  await expect(page.getByText('Link state machine', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Edit LLDP configuration' }).click()
  const form = page.getByRole('dialog', { name: 'LLDP configuration of switch1 qsfp5' })
  await form.getByRole('checkbox', { name: 'LLDP enabled' }).check()
  await form.getByRole('textbox', { name: 'System name' }).fill(system)
  await form.getByRole('textbox', { name: 'Management IP' }).fill('192.0.2.999')
  await form.getByRole('button', { name: 'Save LLDP configuration' }).click()
  await expect(form.getByText('Not a valid IP address')).toBeVisible()
  await form.getByRole('textbox', { name: 'Management IP' }).fill('192.0.2.12')
  await form.getByRole('button', { name: 'Save LLDP configuration' }).click()
  await expect(form).toHaveCount(0)
  const config = page.getByRole('region', { name: 'LLDP configuration' })
  await expect(config).toContainText(system)
  await expect(config).toContainText('192.0.2.12')
  await expect(config).toContainText('enabled')
})

test('see the LLDP neighbours of an uplink port', async ({ page }) => {
  await page.goto('/system/networking/switch-ports')
  await table(page, 'Switch ports')
    .getByRole('row')
    .filter({ hasText: 'switch0' })
    .getByRole('link', { name: 'qsfp0', exact: true })
    .click()
  const neighbour = table(page, 'LLDP neighbours').getByRole('row').filter({ hasText: 'core-sw-1.example.net' })
  await expect(neighbour).toContainText('Ethernet1/49')
  await expect(neighbour).toContainText('192.0.2.10')
  await expectNoA11yViolations(page)
})

test('view the BGP message history of an ASN', async ({ page }) => {
  await page.goto('/system/networking/bgp')
  await page.getByRole('link', { name: 'Message history' }).click()
  await expect(page).toHaveURL(/\/system\/networking\/bgp-messages/)
  await page.getByRole('combobox', { name: 'ASN' }).selectOption('65547')
  const messages = table(page, 'Messages with 192.0.2.1 on switch0')
  await expect(messages.getByRole('row').filter({ hasText: 'OPEN' }).filter({ hasText: 'received' })).toContainText(
    'ASN 65000',
  )
  await expect(messages.getByRole('row').filter({ hasText: 'UPDATE' }).filter({ hasText: 'received' })).toContainText(
    'announces 0.0.0.0/0, 10.100.0.0/16',
  )
  await expect(
    table(page, 'Messages with 192.0.2.2 on switch1').getByRole('row').filter({ hasText: 'NOTIFICATION' }),
  ).toContainText('hold timer expired')
  await expectNoA11yViolations(page)
})

// Copy as CLI / API: previews only, nothing is sent
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'

test('the create address lot form previews its POST with the blocks and the oxide command; nothing is created', async ({
  page,
}) => {
  const name = unique('cli-lot')
  await page.goto('/system/networking/address-lots')
  await page.getByRole('link', { name: 'New address lot' }).first().click()
  const form = page.getByRole('dialog', { name: 'Create address lot' })
  const copy = form.getByRole('button', { name: /^Copy as CLI \/ API/ })
  await expect(copy).toHaveAttribute('aria-disabled', 'true')
  await expect(copy).toHaveAccessibleDescription('Fix the form first')

  await form.getByRole('textbox', { name: 'Name' }).fill(name)
  await form.getByRole('combobox', { name: 'Kind' }).selectOption('pool')
  await form.getByRole('textbox', { name: 'Block 1 first address' }).fill('203.0.113.40')
  await form.getByRole('textbox', { name: 'Block 1 last address' }).fill('203.0.113.50')
  await form.getByRole('button', { name: 'Add block' }).click()
  await form.getByRole('textbox', { name: 'Block 2 first address' }).fill('2001:db8::1')
  await form.getByRole('textbox', { name: 'Block 2 last address' }).fill('2001:db8::ff')
  await copy.click()

  await expect(page.getByRole('heading', { name: 'Create address lot: CLI / API', exact: true })).toBeVisible()
  await expect(page.getByLabel('CLI command', { exact: true })).toContainText(
    "oxide system networking address-lot create --json-body /dev/stdin <<'EOF'",
  )
  const api = page.getByLabel('API request', { exact: true })
  await expect(api).toContainText('POST /v1/system/networking/address-lot')
  await expect(api).toContainText(`"name": "${name}"`)
  await expect(api).toContainText('"kind": "pool"')
  await expect(api).toContainText('"first_address": "203.0.113.40"')
  await expect(api).toContainText('"last_address": "2001:db8::ff"')

  // closing the preview returns to the form, still filled in; nothing was sent
  await page.keyboard.press('Escape')
  await expect(page.getByRole('heading', { name: 'Create address lot: CLI / API', exact: true })).toBeHidden()
  await expect(form.getByRole('textbox', { name: 'Block 2 first address' })).toHaveValue('2001:db8::1')
  expect((await page.request.get(`/v1/system/networking/address-lot/${name}`)).status()).toBe(404)
})

test('row menus and page actions of rack networking show their writes as oxide commands and API requests', async ({
  page,
}) => {
  // a loopback address: its delete names rack, switch, address and mask
  await page.goto('/system/networking/loopbacks')
  await page.getByRole('button', { name: '192.0.2.30/32 actions' }).click()
  await page.getByRole('menuitem', { name: 'Copy as CLI / API…' }).click()
  await expect(page.getByRole('heading', { name: '192.0.2.30/32: CLI / API', exact: true })).toBeVisible()
  const del = page.getByRole('region', { name: 'Delete' })
  await expect(del.getByLabel('Delete CLI command')).toHaveText(
    new RegExp(
      `^oxide system networking loopback-address delete --rack-id ${UUID} --switch-slot switch0 --address 192\\.0\\.2\\.30 --subnet-mask 32$`,
    ),
  )
  await expect(del.getByLabel('Delete API request')).toHaveText(
    new RegExp(`^DELETE /v1/system/networking/loopback-address/${UUID}/switch0/192\\.0\\.2\\.30/32$`),
  )
  await page.keyboard.press('Escape')
  await expect(table(page, 'Loopback addresses').getByRole('row').filter({ hasText: '192.0.2.30/32' })).toBeVisible()

  // port settings: the delete takes the name as a query parameter
  await page.goto('/system/networking/port-settings')
  await page.getByRole('button', { name: 'bgp-uplink actions' }).click()
  await page.getByRole('menuitem', { name: 'Copy as CLI / API…' }).click()
  const psDelete = page.getByRole('region', { name: 'Delete' })
  await expect(psDelete.getByLabel('Delete CLI command')).toHaveText(
    'oxide system networking switch-port-settings delete --port-settings bgp-uplink',
  )
  await expect(psDelete.getByLabel('Delete API request')).toHaveText(
    'DELETE /v1/system/networking/switch-port-settings?port_settings=bgp-uplink',
  )
  await page.keyboard.press('Escape')

  // a switch port: clearing is a `system hardware` command; the apply dialog previews its choice
  await page.goto('/system/networking/switch-ports')
  await page.getByRole('button', { name: 'switch0 qsfp0 actions' }).click()
  await page.getByRole('menuitem', { name: 'Copy as CLI / API…' }).click()
  await expect(
    page.getByRole('region', { name: 'Clear settings' }).getByLabel('Clear settings CLI command'),
  ).toHaveText(
    new RegExp(
      `^oxide system hardware switch-port clear-settings --port qsfp0 --rack-id ${UUID} --switch-slot switch0$`,
    ),
  )
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'switch0 qsfp0 actions' }).click()
  await page.getByRole('menuitem', { name: 'Apply settings' }).click()
  const apply = page.getByRole('dialog', { name: 'Apply settings to switch0 qsfp0' })
  const applyCopy = apply.getByRole('button', { name: /^Copy as CLI \/ API/ })
  await expect(applyCopy).toHaveAttribute('aria-disabled', 'true')
  await apply.getByRole('combobox', { name: 'Port settings' }).selectOption('bgp-uplink')
  await applyCopy.click()
  await expect(page.getByLabel('CLI command', { exact: true })).toContainText(
    new RegExp(
      `^oxide system hardware switch-port apply-settings --port qsfp0 --rack-id ${UUID} --switch-slot switch0 --json-body /dev/stdin`,
    ),
  )
  await expect(page.getByLabel('API request', { exact: true })).toContainText('"port_settings": "bgp-uplink"')
  await page.keyboard.press('Escape')
  await expect(apply.getByRole('combobox', { name: 'Port settings' })).toHaveValue('bgp-uplink')

  // inbound ICMP: the CLI has no command for it, so the preview uses `oxide api`
  await page.goto('/system/networking/allow-list')
  // The allow list above settles first (a read of its own), so Inbound ICMP does not move under the click.
  await expect(page.getByText(/^Currently: /)).toBeVisible()
  await page
    .getByRole('region', { name: 'Inbound ICMP' })
    .getByRole('button', { name: /^Copy as CLI \/ API/ })
    .click()
  await expect(page.getByLabel('CLI command', { exact: true })).toContainText(
    "oxide api /v1/system/networking/inbound-icmp --method PUT --input - <<'EOF'",
  )
  await expect(page.getByLabel('API request', { exact: true })).toContainText('PUT /v1/system/networking/inbound-icmp')
})

test('a BGP configuration with a bad ASN and no announce set is refused, field by field', async ({ page }) => {
  await page.goto('/system/networking/bgp')
  await page.getByRole('button', { name: 'New BGP configuration' }).click()
  const form = page.getByRole('dialog', { name: 'Create BGP configuration' })
  await form.getByRole('textbox', { name: 'Name' }).click()
  await page.keyboard.type(unique('bgp'))
  await form.getByRole('textbox', { name: 'ASN' }).click()
  await page.keyboard.type('0')
  await form.getByRole('button', { name: 'Create BGP configuration' }).click()
  await expect(
    form.getByRole('alert').filter({ hasText: 'ASN must be a whole number from 1 to 4294967295' }),
  ).toBeVisible()
  await expect(form.getByRole('alert').filter({ hasText: 'Announce set is required' })).toBeVisible()
  // after a submit the messages follow the typing
  await form.getByRole('textbox', { name: 'ASN' }).click()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type('65123')
  await expect(
    form.getByRole('alert').filter({ hasText: 'ASN must be a whole number from 1 to 4294967295' }),
  ).toBeHidden()
  await expect(form.getByRole('alert').filter({ hasText: 'Announce set is required' })).toBeVisible()
})

test('a bad allowed network is refused before anything is confirmed', async ({ page }) => {
  await page.goto('/system/networking/allow-list')
  await page.getByRole('combobox', { name: 'Allow' }).selectOption('list')
  await page.getByRole('textbox', { name: 'Allowed networks' }).click()
  await page.keyboard.type('10.1.1.1')
  await page.getByRole('button', { name: 'Save allow list' }).click()
  await expect(page.getByText('10.1.1.1: Must contain an IP address and a width, separated by a /')).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Update allow list' })).toHaveCount(0)
  await page.getByRole('textbox', { name: 'Allowed networks' }).click()
  await page.keyboard.type('/32')
  await expect(page.getByText('Must contain an IP address and a width')).toBeHidden()
})
