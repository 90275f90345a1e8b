import type { Page } from '@playwright/test'
import { createInstance, expect, signIn, table, test, typeInto, unique } from './utils'

/**
 * Forms take the person to what went wrong and lose nothing by leaving: a failed submit focuses and
 * scrolls to the problem, a refusal about a field shows on it, a form left any way but Cancel comes
 * back as it was left, and what a form needs but does not exist yet is made from it.
 */

const project = 'mock-project'

async function newFloatingIp(page: Page) {
  const name = unique('fip')
  const res = await page.request.post(`/v1/floating-ips?project=${project}`, { data: { name, description: '' } })
  expect(res.status()).toBe(201)
  return name
}

test('a failed submit with a missing name and image focuses the summary of both, whose links lead to each field', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await signIn(page)
  await page.goto(`/projects/${project}/instances-new`)
  const form = page.getByRole('form', { name: 'Create instance' })
  const create = form.getByRole('button', { name: 'Create instance' })
  // the footer with Create stays in view at the top of the form as at its foot
  await expect(create).toBeInViewport()
  await page.keyboard.press('End')
  await form.getByRole('checkbox', { name: 'Start on create' }).scrollIntoViewIfNeeded()
  await create.click()

  const summary = form.getByRole('region', { name: '2 issues:' })
  await expect(summary).toBeFocused()
  await expect(summary).toBeInViewport()
  await expect(summary.getByRole('link')).toHaveText(['Name is required', 'Image is required'])
  const name = form.getByRole('textbox', { name: /^Name/ })
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await expect(name).toHaveAccessibleDescription('Name is required')
  // the last problem is beside the button too
  await expect(form.getByRole('status').filter({ hasText: 'Name is required' })).toBeInViewport()
  await page.screenshot({ path: test.info().outputPath('instance-create-failed-submit.png') })

  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(summary.getByRole('link', { name: 'Image is required' })).toBeFocused()
  await page.keyboard.press('Enter')
  const image = form.getByRole('combobox', { name: /^Image/ })
  await expect(image).toBeFocused()
  await expect(image).toBeInViewport()
  await expect(image).toHaveAccessibleDescription('Image is required')
  await expect(page).toHaveURL(`/projects/${project}/instances-new`)

  // with the name given, the one problem left is the field focused, with no summary
  await typeInto(page, name, unique('one-problem'))
  await create.click()
  await expect(image).toBeFocused()
  await expect(form.getByRole('region', { name: /problems? with this form/ })).toHaveCount(0)
})

test('in a side panel, a failed submit focuses the field, and a name already taken shows on Name', async ({
  page,
  trap,
}) => {
  trap.allow(/status of 400/)
  await signIn(page)
  const taken = await newFloatingIp(page)
  await page.goto(`/projects/${project}/floating-ips-new`)
  const panel = page.getByRole('dialog', { name: 'Create floating IP' })
  const name = panel.getByRole('textbox', { name: /^Name/ })
  await expect(name).toBeVisible()
  await panel.getByRole('button', { name: 'Create floating IP' }).click()
  await expect(name).toBeFocused()
  await expect(name).toHaveAttribute('aria-invalid', 'true')

  await typeInto(page, name, taken)
  await panel.getByRole('button', { name: 'Create floating IP' }).click()
  await expect(name).toHaveAccessibleDescription(/name already exists$/)
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await expect(name).toBeFocused()
  // another name is no longer the one refused
  await typeInto(page, name, `${taken}-2`)
  await expect(name).not.toHaveAttribute('aria-invalid', 'true')
})

type Leave = (page: Page) => Promise<void>
const bySidebar: Leave = (page) => page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link').first().click()
const byEscape: Leave = (page) => page.keyboard.press('Escape')

/** Every create form with a Name field: its address, and how a person leaves it (a panel covers the sidebar). */
const createForms: [path: string, leave: Leave][] = [
  [`/projects/${project}/instances-new`, bySidebar],
  ['/projects-new', byEscape],
  [`/projects/${project}/disks-new`, byEscape],
  [`/projects/${project}/snapshots-new`, byEscape],
  [`/projects/${project}/vpcs-new`, byEscape],
  [`/projects/${project}/vpcs/mock-vpc/subnets-new`, byEscape],
  [`/projects/${project}/vpcs/mock-vpc/routers-new`, byEscape],
  [`/projects/${project}/vpcs/mock-vpc/firewall-rules-new`, byEscape],
  [`/projects/${project}/floating-ips-new`, byEscape],
  [`/projects/${project}/external-subnets-new`, byEscape],
  [`/projects/${project}/affinity-new`, byEscape],
  [`/projects/${project}/probes-new`, byEscape],
  ['/settings/ssh-keys-new', byEscape],
  ['/system/silos-new', byEscape],
  ['/system/networking/ip-pools-new', byEscape],
  ['/system/networking/subnet-pools-new', byEscape],
  ['/system/networking/address-lots-new', byEscape],
]

test('every create form left with something typed comes back with it, and Discard empties it', async ({ page }) => {
  test.setTimeout(90_000)
  await signIn(page)
  for (const [path, leave] of createForms) {
    await page.goto(path)
    const name = page.getByRole('textbox', { name: /^Name/ }).first()
    await expect(name, path).toBeEditable()
    const typed = unique('draft')
    await typeInto(page, name, typed)
    await leave(page)
    await expect(page, path).not.toHaveURL(path)
    // the panel is gone (its closing keeps the draft) before the person goes back to it
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page.goBack()
    await expect(page).toHaveURL(path)
    const back = page.getByRole('textbox', { name: /^Name/ }).first()
    await expect(back, path).toHaveValue(typed)
    await page.getByRole('button', { name: 'Discard draft' }).click()
    await expect(back, path).toHaveValue('')
  }
})

test('a floating IP, a subnet and an SSH key made from the instance create form come back chosen', async ({ page }) => {
  await signIn(page)
  await page.goto(`/projects/${project}/instances-new`)
  const form = page.getByRole('form', { name: 'Create instance' })
  const instance = unique('with-fip')
  await typeInto(page, form.getByRole('textbox', { name: /^Name/ }), instance)
  await form.getByRole('button', { name: 'New floating IP' }).click()
  const panel = page.getByRole('dialog', { name: 'Create floating IP' })
  const fip = unique('fip')
  await typeInto(page, panel.getByRole('textbox', { name: /^Name/ }), fip)
  await panel.getByRole('button', { name: 'Create floating IP' }).click()
  await expect(panel).toHaveCount(0)
  await expect(form.getByRole('checkbox', { name: new RegExp(`Attach floating IP ${fip} `) })).toBeChecked()
  // nothing typed before was lost
  await expect(form.getByRole('textbox', { name: /^Name/ })).toHaveValue(instance)

  // a subnet for a custom interface, made in the VPC the interface is in
  await form.getByRole('radio', { name: 'Custom' }).check()
  const nic = form.getByRole('group', { name: 'Interface 1 (primary)' })
  await nic.getByRole('combobox', { name: /^VPC/ }).selectOption('mock-vpc')
  await nic.getByRole('button', { name: 'New subnet in mock-vpc' }).click()
  const subnetPanel = page.getByRole('dialog', { name: 'Create subnet in mock-vpc' })
  const subnet = unique('sub')
  await typeInto(page, subnetPanel.getByRole('textbox', { name: /^Name/ }), subnet)
  const octet = () => Math.floor(Math.random() * 250) + 1
  await typeInto(page, subnetPanel.getByRole('textbox', { name: /^IPv4 block/ }), `10.${octet()}.${octet()}.0/24`)
  await subnetPanel.getByRole('button', { name: 'Create subnet' }).click()
  await expect(subnetPanel).toHaveCount(0)
  await expect(nic.getByRole('combobox', { name: /^Subnet/ })).toHaveValue(subnet)

  // an SSH key of the user's: put on the instance once made
  await form.getByRole('button', { name: 'Add SSH key' }).click()
  const keyPanel = page.getByRole('dialog', { name: 'Add SSH key' })
  const key = unique('key')
  await typeInto(page, keyPanel.getByRole('textbox', { name: /^Name/ }), key)
  await typeInto(
    page,
    keyPanel.getByRole('textbox', { name: /^Public key/ }),
    'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIAcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcH e2e@example',
  )
  await keyPanel.getByRole('button', { name: 'Add SSH key' }).click()
  await expect(keyPanel).toHaveCount(0)
  await expect(form.getByRole('checkbox', { name: key, exact: true })).toBeChecked()
  await expect(form.getByRole('textbox', { name: /^Name/ })).toHaveValue(instance)
})

test("an instance's networking tab attaches a floating IP", async ({ page }) => {
  await signIn(page)
  const instance = await createInstance(page, { project, prefix: 'attach-fip' })
  const fip = await newFloatingIp(page)
  await page.goto(`/projects/${project}/instances/${instance}/networking`)
  await expect(page.getByRole('heading', { name: 'No external IPs' })).toBeVisible()
  await page.getByRole('button', { name: 'Attach floating IP' }).click()
  const dialog = page.getByRole('dialog', { name: 'Attach floating IP' })
  await dialog.getByRole('combobox', { name: /^Floating IP/ }).selectOption(fip)
  await dialog.getByRole('button', { name: 'Attach' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(table(page, 'External IPs')).toContainText(fip)
})

test('a disk name already taken shows on Name, focused; the refused form, left and opened again, keeps it', async ({
  page,
  trap,
}) => {
  trap.allow(/status of 400/)
  await signIn(page)
  const taken = unique('disk')
  const made = await page.request.post(`/v1/disks?project=${project}`, {
    data: {
      name: taken,
      description: '',
      disk_backend: { type: 'distributed', disk_source: { type: 'blank', block_size: 4096 } },
      size: 1024 ** 3,
    },
  })
  expect(made.status()).toBe(201)
  const path = `/projects/${project}/disks-new`
  await page.goto(path)
  const panel = page.getByRole('dialog', { name: 'Create disk' })
  const name = panel.getByRole('textbox', { name: /^Name/ })
  await typeInto(page, name, taken)
  await panel.getByRole('button', { name: 'Create disk' }).click()
  await expect(name).toHaveAccessibleDescription(/name already exists$/)
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await expect(name).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page).not.toHaveURL(path)
  await page.goBack()
  await expect(page.getByRole('dialog', { name: 'Create disk' }).getByRole('textbox', { name: /^Name/ })).toHaveValue(
    taken,
  )
})

test('an edit refused and then left keeps what was typed', async ({ page, trap }) => {
  trap.allow(/status of 400/)
  await signIn(page)
  const [fip, taken] = [await newFloatingIp(page), await newFloatingIp(page)]
  const path = `/projects/${project}/floating-ips/${fip}/edit`
  await page.goto(path)
  const panel = page.getByRole('dialog', { name: /^Edit floating IP/ })
  const name = panel.getByRole('textbox', { name: /^Name/ })
  await expect(name).toHaveValue(fip)
  await typeInto(page, name, taken)
  await panel.getByRole('button', { name: 'Update floating IP' }).click()
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await page.keyboard.press('Escape')
  await expect(page).not.toHaveURL(path)
  await page.goBack()
  await expect(
    page.getByRole('dialog', { name: /^Edit floating IP/ }).getByRole('textbox', { name: /^Name/ }),
  ).toHaveValue(taken)
})
