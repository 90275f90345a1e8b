import type { Page } from '@playwright/test'
import { chooseImage, createProject, expect, signIn, table, test, typeInto, unique } from './utils'

/**
 * The complete create-instance form: a new extra disk, a
 * dual-stack custom interface, ephemeral IPv4 and IPv6 addresses from named
 * pools and a floating IP, all seen afterwards on the instance's pages. Works
 * in a project of its own (which comes with its default VPC), unique names.
 * A draft of the form outlives a session that ends while it is open.
 */

const newProject = (page: Page) => createProject(page, 'e2e-create', 'instance-create e2e')

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

test.describe('drafts survive sign-in', () => {
  test('a session that ends mid-form, then a sign-in, brings the create-instance form back filled', async ({
    page,
    trap,
  }) => {
    // One flow that cannot be cut (the draft must live through the sign-in): on a loaded 2-core machine it outlasts
    // the default timeout, so it gets the slow test's time.
    test.slow()
    // the expired session's calls answer 401 on purpose
    trap.allow(/status of 401 \(Unauthorized\)/)
    const name = `e2e-draft-${Date.now().toString(36)}`
    await signIn(page)
    await page.goto('/projects/mock-project/instances-new')
    const form = page.getByRole('form', { name: 'Create instance' })
    await form.getByRole('textbox', { name: /^Name/ }).click()
    await page.keyboard.type(name)
    await page.keyboard.press('Tab')
    await page.keyboard.type('kept across sign-in')
    await chooseImage(form, 'image-1')
    await form.getByRole('textbox', { name: 'User data' }).click()
    await page.keyboard.type('#cloud-config')

    // this form's own submit button: a locator's click would wait for a button to click, and the restored form's,
    // after the sign-in below, is one (a pending click would create the instance once the form came back, and the
    // test then wait for a Cancel link on the instance's page)
    const submit = await form.getByRole('button', { name: 'Create instance' }).elementHandle()
    // the session expires while the form is open
    expect((await page.request.post('/v1/__mock/end-session')).status()).toBe(204)
    // The submit, or a background refresh that runs first, meets the expired session: either way the console
    // goes to sign-in keeping the draft. Clicking alone flaked when the refresh won and the form was gone.
    await Promise.race([
      submit!.click().catch(() => undefined),
      page.waitForURL(/\/login\/default-silo\/local\?redirect_uri=/),
    ])

    await expect(page).toHaveURL(/\/login\/default-silo\/local\?redirect_uri=/)
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
