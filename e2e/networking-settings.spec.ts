import { expect, login, row, signIn, table, test, typeInto, unique } from './utils'

/**
 * Rack networking leftovers: the fleet-wide networking settings (view, update; fleet
 * viewers read only), editing an existing BGP configuration, and an address lot's blocks paged on its page.
 */

test('An operator turns the jumbo frames opt-in on and off from the networking settings', async ({ page }) => {
  await signIn(page, 'fleet-admin')
  await page.goto('/system/silos')
  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Networking settings' }).click()
  await expect(page.getByRole('heading', { name: 'Networking settings', level: 1 })).toBeVisible()
  const box = page.getByRole('checkbox', { name: 'Let instances opt in to jumbo frames' })
  const save = page.getByRole('button', { name: 'Save settings' })
  await expect(box).not.toBeChecked()
  await expect(save).toHaveAttribute('aria-disabled', 'true')
  await box.check()
  await save.click()
  await expect(page.getByText('External jumbo frames opt-in enabled')).toBeVisible()
  await expect(page.getByText('Enabled', { exact: true })).toBeVisible()
  // it holds across a reload: the server has it
  await page.reload()
  await expect(page.getByRole('checkbox', { name: 'Let instances opt in to jumbo frames' })).toBeChecked()
  await page.getByRole('checkbox', { name: 'Let instances opt in to jumbo frames' }).uncheck()
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(page.getByText('External jumbo frames opt-in disabled')).toBeVisible()
})

test('A fleet viewer sees the settings but cannot change them', async ({ page }) => {
  await login(page, 'edsger-dijkstra')
  await page.goto('/system/networking/settings')
  await expect(page.getByRole('heading', { name: 'Networking settings', level: 1 })).toBeVisible()
  await expect(page.getByRole('checkbox', { name: 'Let instances opt in to jumbo frames' })).toBeDisabled()
  await expect(page.getByText('Only fleet admins can do this').first()).toBeVisible()
})

test('A BGP configuration is edited in a prefilled form with the create form checks; the ASN stays', async ({
  page,
  trap,
}) => {
  trap.allow(/status of 400/)
  await signIn(page, 'fleet-admin')
  await page.goto('/system/networking/bgp')
  // a configuration of its own, so the fixture's stays as other specs expect it
  const name = unique('bgp')
  await page.getByRole('button', { name: 'New BGP configuration' }).click()
  const create = page.getByRole('dialog', { name: 'Create BGP configuration' })
  await typeInto(page, create.getByRole('textbox', { name: 'Name', exact: true }), name)
  await typeInto(page, create.getByRole('textbox', { name: 'ASN' }), '64999')
  await create.getByRole('combobox', { name: 'Announce set' }).selectOption('as65547-announce')
  await create.getByRole('button', { name: 'Create BGP configuration' }).click()
  await expect(create).toHaveCount(0)

  await row(page, 'BGP configurations', name)
    .getByRole('button', { name: `${name} actions` })
    .click()
  await page.getByRole('menuitem', { name: 'Edit', exact: true }).click()
  const form = page.getByRole('dialog', { name: `Edit BGP configuration ${name}` })
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name)
  await expect(form.getByRole('textbox', { name: 'ASN' })).toHaveValue('64999')
  await expect(form.getByRole('textbox', { name: 'Maximum paths' })).toHaveValue('1')
  await typeInto(page, form.getByRole('textbox', { name: 'Name', exact: true }), 'Bad Name')
  await typeInto(page, form.getByRole('textbox', { name: 'Maximum paths' }), '40')
  await form.getByRole('button', { name: 'Update BGP configuration' }).click()
  await expect(form.getByRole('alert').filter({ hasText: 'Must start with a lowercase letter' })).toBeVisible()
  await expect(
    form.getByRole('alert').filter({ hasText: 'Maximum paths must be a whole number from 1 to 32' }),
  ).toBeVisible()
  // the server refuses a name another configuration has; what was typed stays
  await typeInto(page, form.getByRole('textbox', { name: 'Name', exact: true }), 'as65547')
  await typeInto(page, form.getByRole('textbox', { name: 'Maximum paths' }), '4')
  await form.getByRole('button', { name: 'Update BGP configuration' }).click()
  await expect(form.getByText(/already exists/i).first()).toBeVisible()
  await expect(form.getByRole('textbox', { name: 'Maximum paths' })).toHaveValue('4')
  await typeInto(page, form.getByRole('textbox', { name: 'Name', exact: true }), name)
  await typeInto(page, form.getByRole('textbox', { name: 'Description' }), 'edited in the console')
  await form.getByRole('button', { name: 'Update BGP configuration' }).click()
  await expect(form).toHaveCount(0)
  const edited = row(page, 'BGP configurations', name)
  await expect(edited).toContainText('edited in the console')
  await expect(edited).toContainText('64999')
})

test("An address lot's page lists its blocks, paged", async ({ page }) => {
  await signIn(page, 'fleet-admin')
  await page.goto('/system/networking/address-lots/initial-infra')
  const blocks = table(page, 'Blocks')
  await expect(row(page, blocks, '192.0.2.1')).toContainText('192.0.2.31')
  await expect(page.getByLabel('Rows per page')).toBeVisible()
})
