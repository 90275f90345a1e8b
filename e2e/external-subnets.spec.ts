import {
  expect,
  expectActionDisabled,
  networkingSettled,
  row,
  rowAction,
  signIn,
  test,
  typeInto,
  unique,
} from './utils'

/**
 * External subnets in a project: created from the silo's subnet pools,
 * attached to an instance and seen on its networking tab, detached and deleted; a subnet's
 * pool read in a panel. The mock
 * keeps state across tests, so every test names its own subnets.
 */

const project = 'mock-project'

test.describe.configure({ mode: 'parallel' })

test.beforeEach(async ({ page }) => {
  await signIn(page, 'fleet-admin')
})

test('An external subnet is created from a pool, attached to an instance, detached and deleted', async ({
  page,
  trap,
}) => {
  trap.allow(/status of 400/)
  const name = unique('ext')
  await page.goto(`/projects/${project}/external-subnets`)
  await expect(row(page, 'External subnets', 'ext-subnet-1')).toContainText('db1')
  await page.getByRole('link', { name: 'New external subnet' }).first().click()
  const form = page.getByRole('dialog', { name: 'Create external subnet' })
  await typeInto(page, form.getByRole('textbox', { name: 'Name', exact: true }), name)
  await form.getByRole('button', { name: 'Create external subnet' }).click()
  await expect(form.getByText('Prefix length is required')).toBeVisible()
  // the server refuses a size the pool's subnets do not allow; what was typed stays
  await typeInto(page, form.getByRole('textbox', { name: 'Prefix length' }), '16')
  await form.getByRole('button', { name: 'Create external subnet' }).click()
  await expect(form.getByText(/prefix length 16 is outside the range/i)).toBeVisible()
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name)
  await typeInto(page, form.getByRole('textbox', { name: 'Prefix length' }), '28')
  await form.getByRole('button', { name: 'Create external subnet' }).click()
  await expect(form).toBeHidden()
  const ext = row(page, 'External subnets', name)
  await expect(ext).toContainText('/28')
  await expect(ext).toContainText('subnet-pool-1')

  // a detached subnet cannot be detached: the menu says why
  await expectActionDisabled(page, name, 'Detach Only available when the external subnet is attached')

  await rowAction(page, name, 'Attach')
  const attach = page.getByRole('dialog', { name: 'Attach external subnet' })
  // nothing picked: the form says so and sends nothing
  await attach.getByRole('button', { name: 'Attach' }).click()
  await expect(attach.getByText('Instance is required')).toBeVisible()
  await attach.getByLabel('Instance').selectOption('db2')
  await attach.getByRole('button', { name: 'Attach' }).click()
  await expect(attach).toBeHidden()
  await ext.getByRole('link', { name: 'db2' }).click()

  // the instance's networking tab lists it and detaches it
  await expect(page).toHaveURL(new RegExp(`/instances/db2/networking$`))
  await networkingSettled(page, 'external IPs')
  const onInstance = row(page, 'External subnets', name)
  await expect(onInstance).toBeVisible()
  await rowAction(page, name, 'Detach')
  await page.getByRole('dialog', { name: 'Detach external subnet' }).getByRole('button', { name: 'Detach' }).click()
  await expect(onInstance).toHaveCount(0)

  // attach again from the instance's side, then detach and delete from the list
  await page.getByRole('button', { name: 'Attach external subnet' }).click()
  const pick = page.getByRole('dialog', { name: 'Attach external subnet' })
  await pick.getByRole('button', { name: 'Attach' }).click()
  await expect(pick.getByText('External subnet is required')).toBeVisible()
  await pick.getByRole('combobox', { name: 'External subnet' }).selectOption(name)
  await pick.getByRole('button', { name: 'Attach' }).click()
  await expect(onInstance).toBeVisible()

  await page.goto(`/projects/${project}/external-subnets`)
  await expectActionDisabled(page, name, 'Delete Only available when the external subnet is detached')
  await rowAction(page, name, 'Detach')
  await page.getByRole('dialog', { name: 'Detach external subnet' }).getByRole('button', { name: 'Detach' }).click()
  await expect(ext.getByRole('link', { name: 'db2' })).toHaveCount(0)
  await rowAction(page, name, 'Delete')
  await page.getByRole('dialog', { name: 'Delete external subnet' }).getByRole('button', { name: 'Confirm' }).click()
  await expect(ext).toHaveCount(0)
})

test('An external subnet is renamed, and a subnet outside the pools is refused', async ({ page, trap }) => {
  trap.allow(/status of 400/)
  const name = unique('ext')
  const res = await page.request.post(`/v1/external-subnets?project=${project}`, {
    data: {
      name,
      description: '',
      allocator: { type: 'auto', prefix_length: 30, pool_selector: { type: 'explicit', pool: 'subnet-pool-1' } },
    },
  })
  expect(res.status()).toBe(201)
  await page.goto(`/projects/${project}/external-subnets`)
  await rowAction(page, name, 'Edit')
  const edit = page.getByRole('dialog', { name: `Edit external subnet ${name}` })
  await typeInto(page, edit.getByRole('textbox', { name: 'Name', exact: true }), `${name}-b`)
  await edit.getByRole('button', { name: 'Update external subnet' }).click()
  await expect(edit).toBeHidden()
  await expect(row(page, 'External subnets', `${name}-b`)).toBeVisible()

  await page.getByRole('link', { name: 'New external subnet' }).first().click()
  const form = page.getByRole('dialog', { name: 'Create external subnet' })
  await typeInto(page, form.getByRole('textbox', { name: 'Name', exact: true }), unique('ext'))
  await form.getByLabel('Allocation').selectOption({ label: 'A specific subnet' })
  await typeInto(page, form.getByRole('textbox', { name: 'Subnet', exact: true }), '203.0.113.0')
  await form.getByRole('button', { name: 'Create external subnet' }).click()
  await expect(form.getByText('Must contain an IP address and a width, separated by a /')).toBeVisible()
  await typeInto(page, form.getByRole('textbox', { name: 'Subnet', exact: true }), '203.0.113.0/28')
  await form.getByRole('button', { name: 'Create external subnet' }).click()
  await expect(
    form.getByText(/The requested subnet 203\.0\.113\.0\/28 is not in any subnet pool of the silo/i),
  ).toBeVisible()
})

test("an external subnet's pool panel reads the silo's subnet pool", async ({ page }) => {
  await page.goto(`/projects/mock-project/external-subnets`)
  await rowAction(page, 'ext-subnet-1', 'View subnet pool')
  await expect(
    page.getByRole('dialog', { name: 'Subnet pool' }).getByText('subnet-pool-1', { exact: true }),
  ).toBeVisible()
})
