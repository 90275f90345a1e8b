import type { Page } from '@playwright/test'
import { expect, signIn, table, test, typeInto, unique } from './utils'

/**
 * The complete create-instance form (issue #22 point 2): a new extra disk, a
 * dual-stack custom interface, ephemeral IPv4 and IPv6 addresses from named
 * pools and a floating IP, all seen afterwards on the instance's pages. Works
 * in a project of its own (which comes with its default VPC), unique names.
 */

async function newProject(page: Page) {
  const name = unique('e2e-create')
  const res = await page.request.post('/v1/projects', { data: { name, description: 'instance-create e2e' } })
  expect(res.status()).toBe(201)
  return name
}

async function newFloatingIp(page: Page, project: string) {
  const name = unique('fip')
  const res = await page.request.post(`/v1/floating-ips?project=${project}`, { data: { name, description: '' } })
  expect(res.status()).toBe(201)
  return name
}

test('creating an instance with a new disk, a dual-stack interface, two ephemeral IPs and a floating IP', async ({
  page,
}) => {
  await signIn(page)
  const project = await newProject(page)
  const floating = await newFloatingIp(page, project)
  const name = unique('full')
  await page.goto(`/projects/${project}/instances-new`)
  const form = page.getByRole('form', { name: 'Create instance' })

  await typeInto(page, form.getByRole('textbox', { name: /^Name/ }), name)
  await form.getByRole('combobox', { name: /^Image/ }).selectOption({ index: 1 })
  await typeInto(page, form.getByRole('textbox', { name: 'Boot disk name' }), `${name}-root`)

  // a new extra disk, local
  await form.getByRole('button', { name: 'Add a new disk' }).click()
  const disk = form.getByRole('group', { name: 'New disk 1' })
  await typeInto(page, disk.getByRole('textbox', { name: /^Disk name/ }), `${name}-data`)
  await typeInto(page, disk.getByRole('textbox', { name: /^Size/ }), '12')
  await disk.getByRole('combobox', { name: 'Disk type' }).selectOption('local')

  // a custom dual-stack interface in the default VPC and subnet
  await form.getByRole('radio', { name: 'Custom' }).check()
  const nic = form.getByRole('group', { name: 'Interface 1 (primary)' })
  await nic.getByRole('combobox', { name: /^Subnet/ }).selectOption('default')
  await nic.getByRole('combobox', { name: 'IP configuration' }).selectOption('dual_stack')
  await expect(nic.getByRole('textbox', { name: 'IPv6 address' })).toBeVisible()

  // a bad fixed address is refused with a clear text and nothing is lost
  await typeInto(page, nic.getByRole('textbox', { name: 'IPv4 address' }), '2001:db8::1')
  await form.getByRole('button', { name: 'Create instance' }).click()
  await expect(nic.getByText('Must be an IPv4 address')).toBeVisible()
  await expect(disk.getByRole('textbox', { name: /^Disk name/ })).toHaveValue(`${name}-data`)
  await nic.getByRole('textbox', { name: 'IPv4 address' }).clear()

  // ephemeral IPv4 from ip-pool-2, IPv6 from ip-pool-v6, and the floating IP
  await form.getByRole('combobox', { name: 'IPv4 pool' }).selectOption('ip-pool-2')
  await form.getByRole('checkbox', { name: 'Allocate an ephemeral IPv6 address' }).check()
  await form.getByRole('combobox', { name: 'IPv6 pool' }).selectOption('ip-pool-v6')
  await form.getByRole('checkbox', { name: new RegExp(`Attach floating IP ${floating}`) }).check()

  await form.getByRole('button', { name: 'Create instance' }).click()
  await expect(page).toHaveURL(new RegExp(`/projects/${project}/instances/${name}/storage$`))

  // storage: the named boot disk and the new local disk
  await expect(table(page, 'Boot disk')).toContainText(`${name}-root`)
  await expect(table(page, 'Other disks')).toContainText(`${name}-data`)

  // networking: the dual-stack interface and the three external addresses
  await page.getByRole('link', { name: 'Networking', exact: true }).click()
  const nics = table(page, 'Network interfaces')
  await expect(nics).toContainText('net0')
  await expect(nics.getByRole('row', { name: /net0/ })).toContainText(/\d+\.\d+\.\d+\.\d+/)
  await expect(nics.getByRole('row', { name: /net0/ })).toContainText(/[0-9a-f]*:[0-9a-f:]+/)
  const ips = table(page, 'External IPs')
  await expect(ips).toContainText(/203\.0\.113\.\d+/) // ip-pool-2
  await expect(ips).toContainText(/2001:db8::/) // ip-pool-v6
  await expect(ips).toContainText(floating)
})

test('custom interfaces need a subnet; removing the last one asks for one or None', async ({ page }) => {
  await signIn(page)
  const project = await newProject(page)
  await page.goto(`/projects/${project}/instances-new`)
  const form = page.getByRole('form', { name: 'Create instance' })
  await typeInto(page, form.getByRole('textbox', { name: /^Name/ }), unique('nic'))
  await form.getByRole('combobox', { name: /^Image/ }).selectOption({ index: 1 })
  await form.getByRole('radio', { name: 'Custom' }).check()
  await form.getByRole('button', { name: 'Create instance' }).click()
  await expect(form.getByText('Subnet is required').first()).toBeVisible()
  await form.getByRole('button', { name: 'Remove interface 1' }).click()
  await expect(form.getByText('Add an interface, or choose None').first()).toBeVisible()
})

test('ephemeral IP choices are disabled, with the reason, when the instance will have no network interface', async ({
  page,
}) => {
  await signIn(page)
  await page.goto('/projects/mock-project/instances-new')
  const form = page.getByRole('form', { name: 'Create instance' })
  const v4 = form.getByRole('checkbox', { name: 'Allocate an ephemeral IPv4 address' })
  const v6 = form.getByRole('checkbox', { name: 'Allocate an ephemeral IPv6 address' })
  await expect(v4).toBeChecked()

  await form.getByRole('radio', { name: 'None' }).check()
  for (const box of [v4, v6]) {
    await expect(box).toBeDisabled()
    await expect(box).not.toBeChecked()
    await expect(box).toHaveAccessibleDescription(
      'An instance without a network interface cannot have an ephemeral IP address',
    )
  }
  await expect(form.getByRole('combobox', { name: 'IPv4 pool' })).toBeHidden()

  // an interface again: the IPv4 choice comes back as it was
  await form.getByRole('radio', { name: 'Default' }).check()
  await expect(v4).toBeEnabled()
  await expect(v4).toBeChecked()
})
