import type { Page } from '@playwright/test'
import { expect, row, twoAdminsTest as test, unique } from './utils'

/**
 * Two administrators at once on the silo's and the fleet's policy, each in a browser
 * of their own: the second saves from the page as it loaded, before the first's change, and both
 * changes end up on the server. The roles go to users made for the test (so no other test's user
 * gains a role), and are taken away again at the end. Project roles are in two-admins.spec.ts.
 */

// Two browsers at once on a shared 2-core machine: each test does twice a usual test's work.
test.describe.configure({ timeout: 120_000 })

type Assignment = { identity_id: string; identity_type: string; role_name: string }

async function newUser(page: Page) {
  const name = unique('admin-pal')
  const res = await page.request.post('/v1/system/identity-providers/local/users?silo=default-silo', {
    data: { external_id: name, password: { mode: 'password', value: 'demo-password' } },
  })
  expect(res.status()).toBe(201)
  return { name, id: ((await res.json()) as { id: string }).id }
}

const readRoles = async (page: Page, url: string) =>
  ((await (await page.request.get(url)).json()) as { role_assignments: Assignment[] }).role_assignments

/** The policy at `url` with `change` applied to what the server holds now (never a stale copy). */
async function changeRoles(page: Page, url: string, change: (roles: Assignment[]) => Assignment[]) {
  const res = await page.request.put(url, { data: { role_assignments: change(await readRoles(page, url)) } })
  expect(res.ok()).toBe(true)
}

const roleOf = async (page: Page, url: string, id: string) =>
  (await readRoles(page, url)).find((a) => a.identity_id === id)?.role_name

const rolesTable = (page: Page, scope: string) => page.getByRole('table', { name: `${scope} roles` })

async function openPage(page: Page, url: string, heading: string, scope: string) {
  await page.goto(url)
  await expect(page.getByRole('heading', { name: heading })).toBeVisible({ timeout: 15_000 })
  await expect(rolesTable(page, scope)).toBeVisible()
}

test('One admin removes a silo role while another grants one: both changes are kept', async ({
  admins: { first, second },
}) => {
  const policy = '/v1/policy'
  const [leaving, joining] = [await newUser(first), await newUser(first)]
  await changeRoles(first, policy, (roles) => [
    ...roles,
    { identity_id: leaving.id, identity_type: 'silo_user', role_name: 'viewer' },
  ])
  await openPage(first, '/access', 'Silo access', 'silo')
  await openPage(second, '/access', 'Silo access', 'silo')

  await rolesTable(first, 'silo')
    .getByRole('button', { name: `${leaving.name} actions` })
    .click()
  await first.getByRole('menuitem', { name: 'Remove role' }).click()
  // see before you apply: the confirmation names what the save removes
  const confirm = first.getByRole('dialog', { name: 'Remove role' })
  await expect(confirm.getByRole('region', { name: 'Changes to apply' })).toContainText(
    `Remove ${leaving.name}'s role (was viewer)`,
  )
  await confirm.getByRole('button', { name: 'Remove role' }).click()
  await expect(first.getByText(`Removed ${leaving.name}'s silo role`)).toBeVisible()

  // the second page still lists the removed role; its grant must not bring it back
  await expect(row(second, rolesTable(second, 'silo'), leaving.name)).toContainText('viewer')
  await second.getByRole('button', { name: 'Add role' }).click()
  const form = second.getByRole('dialog', { name: 'Add silo role' })
  await form.getByRole('combobox', { name: /^User or group/ }).selectOption({ label: `${joining.name} (user)` })
  await form.getByRole('combobox', { name: /^Role/ }).selectOption('collaborator')
  await expect(form.getByRole('region', { name: 'Changes to apply' })).toContainText(
    `Add ${joining.name}'s role: collaborator`,
  )
  await form.getByRole('button', { name: 'Assign role' }).click()
  await expect(second.getByText(`${joining.name} is now silo collaborator`)).toBeVisible()

  expect(await roleOf(first, policy, leaving.id)).toBeUndefined()
  expect(await roleOf(first, policy, joining.id)).toBe('collaborator')
  await expect(row(second, rolesTable(second, 'silo'), leaving.name)).toHaveCount(0)

  await changeRoles(first, policy, (roles) => roles.filter((a) => a.identity_id !== joining.id))
})

test('Two operators grant fleet roles to different users at once: both grants are kept', async ({
  admins: { first, second },
}) => {
  const policy = '/v1/system/policy'
  const [one, two] = [await newUser(first), await newUser(first)]
  await openPage(first, '/system/access', 'Fleet access', 'fleet')
  await openPage(second, '/system/access', 'Fleet access', 'fleet')

  const grant = async (page: Page, user: { name: string }, role: string) => {
    await page.getByRole('button', { name: 'Add role' }).click()
    const form = page.getByRole('dialog', { name: 'Add fleet role' })
    await form.getByRole('combobox', { name: /^User or group/ }).selectOption({ label: `${user.name} (user)` })
    await form.getByRole('combobox', { name: /^Role/ }).selectOption(role)
    await expect(form.getByRole('region', { name: 'Changes to apply' })).toContainText(
      `Add ${user.name}'s role: ${role}`,
    )
    // by keyboard, from where focus is after the choice
    await form.getByRole('button', { name: 'Assign role' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByText(`${user.name} is now fleet ${role}`)).toBeVisible()
  }
  await grant(first, one, 'viewer')
  await grant(second, two, 'collaborator')

  expect(await roleOf(first, policy, one.id)).toBe('viewer')
  expect(await roleOf(first, policy, two.id)).toBe('collaborator')
  await expect(row(second, rolesTable(second, 'fleet'), one.name)).toContainText('viewer')
  await expect(row(second, rolesTable(second, 'fleet'), two.name)).toContainText('collaborator')

  await changeRoles(first, policy, (roles) => roles.filter((a) => a.identity_id !== one.id && a.identity_id !== two.id))
})
