import type { Page } from '@playwright/test'
import { expect, row, twoAdminsTest as test, unique } from './utils'

/**
 * Two administrators at once, each in a browser of their own: the second saves from
 * the page as it loaded, before the first's change. Both changes end up on the server, or the
 * second is shown the clash and the first change is still there. Roles and firewall rules here
 * (with the "Changes to apply" preview); settings in two-admins-settings.spec.ts.
 */

// Two browsers at once on a shared 2-core machine: each test does twice a usual test's work.
test.describe.configure({ timeout: 120_000 })

async function newProject(page: Page) {
  const name = unique('two-admins')
  expect((await page.request.post('/v1/projects', { data: { name, description: 'issue 32' } })).status()).toBe(201)
  return name
}

async function projectRoles(page: Page, project: string) {
  const res = await page.request.get(`/v1/projects/${project}/policy`)
  const policy = (await res.json()) as { role_assignments: { identity_id: string; role_name: string }[] }
  return policy.role_assignments
}

async function groupId(page: Page, name: string) {
  const groups = (await (await page.request.get('/v1/groups?limit=100')).json()) as {
    items: { id: string; display_name: string }[]
  }
  return groups.items.find((g) => g.display_name === name)!.id
}

const rolesTable = (page: Page) => page.getByRole('table', { name: /roles/ })

async function openAccess(page: Page, project: string) {
  await page.goto(`/projects/${project}/access`)
  await expect(page.getByRole('heading', { name: 'Project access' })).toBeVisible({ timeout: 15_000 })
  await expect(rolesTable(page)).toBeVisible()
}

test('Two admins grant project roles to different identities at once: both grants are kept', async ({
  admins: { first, second },
}) => {
  const project = await newProject(first)
  await openAccess(first, project)
  await openAccess(second, project)

  await first.getByRole('button', { name: 'Add role' }).click()
  const a = first.getByRole('dialog', { name: 'Add project role' })
  await a.getByRole('combobox', { name: /^User or group/ }).selectOption({ label: 'auditors (group)' })
  await a.getByRole('combobox', { name: /^Role/ }).selectOption('collaborator')
  await a.getByRole('button', { name: 'Assign role' }).click()
  await expect(first.getByRole('heading', { name: 'Add project role' })).toBeHidden()

  // the second page still shows the policy as it loaded; its save must not drop the first grant
  await second.getByRole('button', { name: 'Add role' }).click()
  const b = second.getByRole('dialog', { name: 'Add project role' })
  await b.getByRole('combobox', { name: /^User or group/ }).click()
  await b.getByRole('combobox', { name: /^User or group/ }).selectOption({ label: 'ada.lovelace (user)' })
  await b.getByRole('combobox', { name: /^Role/ }).selectOption('viewer')
  // see before you apply: what the save adds, beside Copy as CLI / API
  await expect(b.getByRole('region', { name: 'Changes to apply' })).toContainText("Add ada.lovelace's role: viewer")
  await b.getByRole('button', { name: 'Assign role' }).click()
  await expect(second.getByRole('heading', { name: 'Add project role' })).toBeHidden()

  expect((await projectRoles(first, project)).map((r) => r.role_name).sort()).toEqual(['collaborator', 'viewer'])
  await expect(row(second, rolesTable(second), 'auditors')).toContainText('collaborator')
  await expect(row(second, rolesTable(second), 'ada.lovelace')).toContainText('viewer')
})

test('Two admins change the same identity’s role: the second sees both and keeps theirs', async ({
  admins: { first, second },
}) => {
  const project = await newProject(first)
  const auditors = await groupId(first, 'auditors')
  const grant = { identity_id: auditors, identity_type: 'silo_group', role_name: 'viewer' }
  expect(
    (await first.request.put(`/v1/projects/${project}/policy`, { data: { role_assignments: [grant] } })).ok(),
  ).toBe(true)
  await openAccess(first, project)
  await openAccess(second, project)

  const change = async (page: Page, role: string) => {
    await page.getByRole('button', { name: 'auditors actions' }).click()
    await page.getByRole('menuitem', { name: 'Change role' }).click()
    const form = page.getByRole('dialog', { name: 'Change project role' })
    await form.getByRole('combobox', { name: /^Role/ }).selectOption(role)
    await expect(form.getByRole('region', { name: 'Changes to apply' })).toContainText(
      `Change auditors's role: viewer → ${role}`,
    )
    await form.getByRole('button', { name: 'Update role' }).click()
    return form
  }
  await change(first, 'admin')
  await expect(first.getByRole('heading', { name: 'Change project role' })).toBeHidden()

  const form = await change(second, 'collaborator')
  const clash = form.getByRole('alert', { name: 'Changed by someone else' })
  await expect(clash).toContainText('Someone else changed this since you opened it')
  await expect(clash.getByRole('row', { name: /auditors's role/ })).toContainText(/viewer\s*admin.*collaborator/)
  expect((await projectRoles(first, project)).map((r) => r.role_name)).toEqual(['admin'])

  await clash.getByRole('button', { name: 'Keep theirs' }).click()
  await expect(second.getByRole('heading', { name: 'Change project role' })).toBeHidden()
  expect((await projectRoles(first, project)).map((r) => r.role_name)).toEqual(['admin'])
})

async function newVpc(page: Page, project: string) {
  const name = unique('vpc')
  const res = await page.request.post(`/v1/vpcs?project=${project}`, {
    data: { name, description: 'issue 32', dns_name: name },
  })
  expect(res.status()).toBe(201)
  return name
}

async function ruleNames(page: Page, project: string, vpc: string) {
  const res = await page.request.get(`/v1/vpc-firewall-rules?project=${project}&vpc=${vpc}`)
  return ((await res.json()) as { rules: { name: string; priority: number }[] }).rules
}

async function openRules(page: Page, url: string) {
  await page.goto(url)
  await expect(page.getByRole('link', { name: 'New rule' }).first()).toBeVisible({ timeout: 15_000 })
  // The VPC's properties above (vpcView) settle first, so New rule does not move under a click.
  await expect(page.getByText('DNS name', { exact: true })).toBeVisible()
}

test('Two admins add firewall rules at once: both rules are kept', async ({ admins: { first, second } }) => {
  const project = await newProject(first)
  const vpc = await newVpc(first, project)
  const rulesUrl = `/projects/${project}/vpcs/${vpc}/firewall-rules`
  await openRules(first, rulesUrl)
  await openRules(second, rulesUrl)

  const addRule = async (page: Page, name: string) => {
    await page.getByRole('link', { name: 'New rule' }).first().click()
    const form = page.getByRole('dialog', { name: 'Add firewall rule' })
    await form.getByRole('textbox', { name: 'Name' }).fill(name)
    // see before you apply: what the save adds, beside Copy as CLI / API
    await expect(form.getByRole('region', { name: 'Changes to apply' })).toContainText(`Add Rule ${name}`)
    await form.getByRole('button', { name: 'Add rule' }).click()
    await expect(page.getByText(`Firewall rule ${name} created`)).toBeVisible()
  }
  const one = unique('rule')
  const two = unique('rule')
  await addRule(first, one)
  await addRule(second, two)
  const names = (await ruleNames(first, project, vpc)).map((r) => r.name)
  expect(names).toContain(one)
  expect(names).toContain(two)
})

test('Two admins edit the same firewall rule: the second sees both versions and applies theirs over it', async ({
  admins: { first, second },
}) => {
  const project = await newProject(first)
  const vpc = await newVpc(first, project)
  const editUrl = `/projects/${project}/vpcs/${vpc}/firewall-rules/allow-ssh/edit`
  for (const page of [first, second]) {
    await page.goto(editUrl)
    await expect(page.getByRole('heading', { name: 'Edit firewall rule allow-ssh' })).toBeVisible({ timeout: 15_000 })
  }
  const setPriority = async (page: Page, priority: string) => {
    const form = page.getByRole('dialog', { name: 'Edit firewall rule allow-ssh' })
    await form.getByRole('textbox', { name: 'Priority' }).fill(priority)
    await expect(form.getByRole('region', { name: 'Changes to apply' })).toContainText(`priority ${priority}`)
    await form.getByRole('button', { name: 'Update rule' }).click()
    return form
  }
  await setPriority(first, '10')
  await expect(first.getByText('Firewall rule allow-ssh updated')).toBeVisible()
  const form = await setPriority(second, '20')
  const clash = form.getByRole('alert', { name: 'Changed by someone else' })
  await expect(clash.getByRole('row', { name: /Rule allow-ssh/ })).toContainText('priority 10')
  expect((await ruleNames(first, project, vpc)).find((r) => r.name === 'allow-ssh')?.priority).toBe(10)
  await clash.getByRole('button', { name: 'Apply mine' }).click()
  await expect(second.getByText('Firewall rule allow-ssh updated')).toBeVisible()
  expect((await ruleNames(first, project, vpc)).find((r) => r.name === 'allow-ssh')?.priority).toBe(20)
})
