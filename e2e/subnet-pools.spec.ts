import type { Page } from '@playwright/test'
import {
  created,
  createSilo,
  expect,
  expectActionDisabled,
  row,
  rowAction,
  signIn,
  test,
  typeInto,
  unique,
} from './utils'

/**
 * Subnet pools for operators: a pool is created, gets subnets and silo
 * links, and is taken apart again; what the server refuses is said. The mock keeps state
 * across tests, so every test names its own pools and silos.
 */

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true })

test.describe.configure({ mode: 'parallel' })

test.beforeEach(async ({ page }) => {
  await signIn(page, 'fleet-admin')
})

// The pool's life is three tests, the later two starting from a pool made through the API (one test of it all took
// 21 s at the suite's load).
test('A subnet pool is created from the list and opens on its own page, with no subnets yet', async ({ page }) => {
  const pool = unique('spool')
  await page.goto('/system/networking/subnet-pools')
  await expect(row(page, 'Subnet pools', 'subnet-pool-1')).toBeVisible()
  await page.getByRole('link', { name: 'New subnet pool' }).first().click()
  const create = page.getByRole('dialog', { name: 'Create subnet pool' })
  await typeInto(page, create.getByRole('textbox', { name: 'Name', exact: true }), pool)
  await create.getByRole('button', { name: 'Create subnet pool' }).click()
  await expect(page).toHaveURL(new RegExp(`/system/networking/subnet-pools/${pool}$`))
  await expect(page.getByRole('heading', { name: 'No subnets' })).toBeVisible()
})

/** A fresh IPv4 subnet pool through the API, optionally holding `subnet` (allocations /26 to /30). */
async function newPool(page: Page, subnet?: string) {
  const pool = unique('spool')
  const res = await page.request.post('/v1/system/subnet-pools', {
    data: { name: pool, description: 'e2e', ip_version: 'v4' },
  })
  expect(res.status()).toBe(201)
  if (subnet) {
    const added = await page.request.post(`/v1/system/subnet-pools/${pool}/members/add`, {
      data: { subnet, min_prefix_length: 26, max_prefix_length: 30 },
    })
    expect(added.status()).toBe(201)
  }
  return pool
}

test('Adding a subnet refuses the wrong version, bounds that do not fit and an overlap, keeping what was typed', async ({
  page,
  trap,
}) => {
  trap.allow(/status of 400/)
  const pool = await newPool(page)
  await page.goto(`/system/networking/subnet-pools/${pool}`)
  // The pool's properties above (systemSubnetPoolView) settle first, so Subnets does not move under a click.
  await expect(page.getByText('IP version', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'No subnets' })).toBeVisible()

  try {
    // a subnet of the wrong version and bounds that do not fit are refused in the form, keeping what was typed
    await page.getByRole('link', { name: 'Add subnet' }).first().click()
    const add = page.getByRole('dialog', { name: 'Add subnet' })
    await typeInto(page, add.getByRole('textbox', { name: 'Subnet', exact: true }), 'fd00:99::/48')
    await typeInto(page, add.getByRole('textbox', { name: 'Minimum prefix length' }), '30')
    await typeInto(page, add.getByRole('textbox', { name: 'Maximum prefix length' }), '26')
    await add.getByRole('button', { name: 'Add subnet' }).click()
    await expect(add.getByRole('alert').filter({ hasText: 'The pool holds IPv4 subnets' })).toBeVisible()
    await typeInto(page, add.getByRole('textbox', { name: 'Subnet', exact: true }), '198.19.0.0/24')
    await expect(add.getByRole('alert').filter({ hasText: 'Must not be more than the maximum' })).toBeVisible()
    await typeInto(page, add.getByRole('textbox', { name: 'Maximum prefix length' }), '30')
    // the server refuses an overlap with another pool's subnet
    await typeInto(page, add.getByRole('textbox', { name: 'Subnet', exact: true }), '198.18.0.0/24')
    await typeInto(page, add.getByRole('textbox', { name: 'Minimum prefix length' }), '26')
    await add.getByRole('button', { name: 'Add subnet' }).click()
    await expect(add.getByText(/overlaps with existing subnet pool member 198\.18\.0\.0\/20/i)).toBeVisible()
    await expect(add.getByRole('textbox', { name: 'Minimum prefix length' })).toHaveValue('26')
    await typeInto(page, add.getByRole('textbox', { name: 'Subnet', exact: true }), '198.19.0.0/24')
    await add.getByRole('button', { name: 'Add subnet' }).click()
    await expect(add).toBeHidden()
    await expect(row(page, 'Subnets', '198.19.0.0/24')).toContainText('/26 to /30')
    await expect(page.getByText('0 / 256')).toBeVisible()
  } finally {
    // 198.19.0.0/24 is free again for the next run of this test
    await page.request.post(`/v1/system/subnet-pools/${pool}/members/remove`, { data: { subnet: '198.19.0.0/24' } })
  }
})

test('A pool with subnets cannot be deleted, with the reason; emptied, it is', async ({ page, trap }) => {
  trap.allow(/status of 400/)
  const pool = await newPool(page, '198.19.1.0/24')
  await page.goto(`/system/networking/subnet-pools/${pool}`)
  await expect(row(page, 'Subnets', '198.19.1.0/24')).toContainText('/26 to /30')

  // a pool with subnets cannot be deleted: the server says why
  await rowAction(page, pool, 'Delete')
  await page.getByRole('dialog', { name: 'Delete subnet pool' }).getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByText(/Subnet pool cannot be deleted while it contains subnets/i)).toBeVisible()

  await rowAction(page, '198.19.1.0/24', 'Remove')
  await page.getByRole('dialog', { name: 'Remove subnet' }).getByRole('button', { name: 'Remove' }).click()
  await expect(page.getByRole('heading', { name: 'No subnets' })).toBeVisible()
  await rowAction(page, pool, 'Delete')
  await page.getByRole('dialog', { name: 'Delete subnet pool' }).getByRole('button', { name: 'Confirm' }).click()
  await expect(page).toHaveURL(/\/system\/networking\/subnet-pools$/)
  await expect(page.getByRole('link', { name: pool, exact: true })).toHaveCount(0)
})

test('A subnet pool links a silo as its default, clears the default and unlinks it', async ({ page }) => {
  const pool = unique('spool')
  await created(page, '/v1/system/subnet-pools', { name: pool, description: 'e2e', ip_version: 'v4' })
  const silo = await createSilo(page, { description: 'e2e', identityMode: 'local_only', cpus: 1 })
  await page.goto(`/system/networking/subnet-pools/${pool}`)
  // The pool's properties and Subnets above (reads of their own) settle first, so Linked silos does not move.
  await expect(page.getByText('IP version', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'No subnets' })).toBeVisible()
  // link a silo as its default, then clear the default
  await page.getByRole('button', { name: 'Link silo' }).click()
  const link = page.getByRole('dialog', { name: 'Link a silo' })
  await expect(heading(page, 'Link a silo')).toBeVisible()
  await link.getByRole('combobox', { name: 'Silo' }).selectOption(silo)
  await link.getByRole('checkbox', { name: "Make it the silo's default subnet pool" }).check()
  await link.getByRole('button', { name: 'Link', exact: true }).click()
  await expect(heading(page, 'Link a silo')).toBeHidden()
  await expect(row(page, 'Linked silos', silo)).toContainText('default')
  await rowAction(page, silo, 'Clear default')
  await page.getByRole('dialog', { name: 'Clear default' }).getByRole('button', { name: 'Clear default' }).click()
  await expect(row(page, 'Linked silos', silo)).not.toContainText('default')

  await rowAction(page, silo, 'Unlink')
  await page.getByRole('dialog', { name: 'Unlink subnet pool' }).getByRole('button', { name: 'Unlink' }).click()
  await expect(page.getByText('No linked silos')).toBeVisible()
})

test("A silo's subnet pools tab links a pool and makes it the default", async ({ page }) => {
  const pool = unique('spool')
  await created(page, '/v1/system/subnet-pools', { name: pool, description: 'e2e', ip_version: 'v6' })
  await page.goto('/system/silos/maze-war/subnet-pools')
  // The silo's properties above (siloView) settle first, so what is below does not move under a click.
  await expect(page.getByText('Identity mode', { exact: true })).toBeVisible()
  await expect(row(page, 'Linked subnet pools', 'subnet-pool-1')).toBeVisible()
  await page.getByRole('button', { name: 'Link subnet pool' }).click()
  const link = page.getByRole('dialog', { name: 'Link a subnet pool' })
  await expect(heading(page, 'Link a subnet pool')).toBeVisible()
  await link.getByRole('combobox', { name: 'Subnet pool' }).selectOption(pool)
  await link.getByRole('button', { name: 'Link', exact: true }).click()
  await expect(heading(page, 'Link a subnet pool')).toBeHidden()
  await expect(row(page, 'Linked subnet pools', pool)).not.toContainText('default')
  await rowAction(page, pool, 'Make default')
  await page.getByRole('dialog', { name: 'Make default' }).getByRole('button', { name: 'Make default' }).click()
  await expect(row(page, 'Linked subnet pools', pool)).toContainText('default')
  // an already-default pool says why it cannot be made default again
  await expectActionDisabled(page, pool, 'Make default This pool is already the default for the silo')
  // unlinking it from the silo's side
  await rowAction(page, pool, 'Unlink')
  await page.getByRole('dialog', { name: 'Unlink subnet pool' }).getByRole('button', { name: 'Unlink' }).click()
  await expect(row(page, 'Linked subnet pools', pool)).toHaveCount(0)
})

test('Linking with nothing picked says what is missing and sends nothing', async ({ page }) => {
  await page.goto('/system/silos/maze-war/subnet-pools')
  // The silo's properties above (siloView) settle first, so what is below does not move under a click.
  await expect(page.getByText('Identity mode', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Link subnet pool' }).click()
  const link = page.getByRole('dialog', { name: 'Link a subnet pool' })
  await expect(heading(page, 'Link a subnet pool')).toBeVisible()
  await link.getByRole('button', { name: 'Link', exact: true }).click()
  await expect(link.getByText('Subnet pool is required')).toBeVisible()
  await expect(heading(page, 'Link a subnet pool')).toBeVisible()
  await link.getByRole('button', { name: 'Cancel' }).click()
  await expect(heading(page, 'Link a subnet pool')).toBeHidden()
})
