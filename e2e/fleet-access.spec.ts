import type { Page } from '@playwright/test'
import { expect, row, rowAction, signIn, test, unique } from './utils'

/**
 * Access screens of (points 5, 6): the Fleet access page over the fleet policy,
 * the limited collaborator role where project and silo roles are granted, and a user's
 * and a group's own page. Fleet roles are shared state: what a test grants it removes.
 */

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true })
const roleRow = (page: Page, name: string) => row(page, page.getByRole('table', { name: /roles/ }), name)

test('Fleet access: a fleet role is added, changed and removed', async ({ page }) => {
  await signIn(page, 'fleet-admin')
  await page.goto('/system/access')
  await expect(heading(page, 'Fleet access')).toBeVisible()
  await expect(roleRow(page, 'auditors')).toContainText('viewer')

  await page.getByRole('button', { name: 'Add role' }).click()
  const panel = page.getByRole('dialog', { name: 'Add fleet role' })
  await expect(heading(page, 'Add fleet role')).toBeVisible()
  await panel.getByRole('combobox', { name: /^User or group/ }).selectOption({ label: 'katherine.johnson (user)' })
  // the fleet policy has no limited collaborator (nexus.json FleetRole)
  await expect(
    panel.getByRole('combobox', { name: /^Role/ }).getByRole('option', { name: 'limited collaborator' }),
  ).toHaveCount(0)
  await panel.getByRole('combobox', { name: /^Role/ }).selectOption('viewer')
  await expect(panel.getByText('See everything, change nothing.')).toBeVisible()
  await panel.getByRole('button', { name: 'Assign role' }).click()
  await expect(heading(page, 'Add fleet role')).toBeHidden()
  await expect(roleRow(page, 'katherine.johnson')).toContainText('viewer')

  await rowAction(page, 'katherine.johnson', 'Change role')
  const change = page.getByRole('dialog', { name: 'Change fleet role' })
  await change.getByRole('combobox', { name: /^Role/ }).selectOption('collaborator')
  await change.getByRole('button', { name: 'Update role' }).click()
  await expect(heading(page, 'Change fleet role')).toBeHidden()
  await expect(roleRow(page, 'katherine.johnson')).toContainText('collaborator')

  await rowAction(page, 'katherine.johnson', 'Remove role')
  await page.getByRole('dialog', { name: 'Remove role' }).getByRole('button', { name: 'Remove role' }).click()
  await expect(roleRow(page, 'katherine.johnson')).toHaveCount(0)
})

test('Fleet access is refused to a user without a fleet role', async ({ page, trap }) => {
  trap.allow(/status of 403/)
  await signIn(page, 'silo-collab')
  await page.goto('/system/access')
  await expect(heading(page, 'Fleet access')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Add role' })).toHaveCount(0)
})

test('A project role can be the limited collaborator role, and the form says what it means', async ({ page }) => {
  await signIn(page, 'fleet-admin')
  const project = unique('proj')
  expect(
    (await page.request.post('/v1/projects', { data: { name: project, description: 'access e2e' } })).status(),
  ).toBe(201)
  await page.goto(`/projects/${project}/access`)
  await page.getByRole('button', { name: 'Add role' }).click()
  const panel = page.getByRole('dialog', { name: 'Add project role' })
  await panel.getByRole('combobox', { name: /^User or group/ }).selectOption({ label: 'grace.hopper (user)' })
  await panel.getByRole('combobox', { name: /^Role/ }).selectOption('limited_collaborator')
  await expect(
    panel.getByText(/networking \(VPCs, subnets, routers, firewall rules, internet gateways\) is read-only/),
  ).toBeVisible()
  await panel.getByRole('button', { name: 'Assign role' }).click()
  await expect(heading(page, 'Add project role')).toBeHidden()
  await expect(roleRow(page, 'grace.hopper')).toContainText('limited collaborator')
})

test("A user's and a group's own pages are reached from the silo access lists", async ({ page }) => {
  await signIn(page, 'fleet-admin')
  await page.goto('/access')
  // The roles and the users above settle first (reads of their own), so Groups does not move under the click.
  await expect(roleRow(page, 'fleet-admin')).toBeVisible()
  await expect(page.getByRole('table', { name: 'Users', exact: true })).toBeVisible()
  await page
    .getByRole('table', { name: 'Groups', exact: true })
    .getByRole('link', { name: 'kernel-devs', exact: true })
    .click()
  await expect(heading(page, 'kernel-devs')).toBeVisible()
  await expect(page.getByText('limited collaborator')).toBeVisible()
  await page
    .getByRole('table', { name: 'Members', exact: true })
    .getByRole('link', { name: 'grace.hopper', exact: true })
    .click()
  await expect(heading(page, 'grace.hopper')).toBeVisible()
  await expect(page).toHaveURL(/\/lookup\/users\//)
  await page.getByRole('button', { name: 'View sessions and tokens' }).click()
  await expect(
    page.getByRole('dialog', { name: 'grace.hopper' }).getByRole('heading', { name: 'Sessions', exact: true }),
  ).toBeVisible()
})
