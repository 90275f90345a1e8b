import type { APIRequestContext, Page } from '@playwright/test'
import { createProject, expect, login as signIn, row, test, unique } from './utils'

/**
 * Access (the rules: roles), the 403 notice (the rules: screens) and personal settings (the rules: calls /me).
 * The mock keeps state across tests, so role tests work on a project of their own.
 */

/** A fresh project through the API, as the signed-in user (shares the page's session cookie). */
const newProject = (page: Page) => createProject(page, 'access', 'access e2e')

/** A side modal's own heading: the dialog element itself reads as hidden to Playwright (a known pitfall). */
const panelHeading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true })

const rolesTable = (page: Page) => page.getByRole('table', { name: /roles/ })
const roleRow = (page: Page, name: string) => row(page, rolesTable(page), name)

/** Opens the Add role panel (named `panel`) and returns its identity picker. */
async function addRolePicker(page: Page, panel: string) {
  await page.getByRole('button', { name: 'Add role' }).click()
  return page.getByRole('dialog', { name: panel }).getByRole('combobox', { name: /^User or group/ })
}

async function openRowAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `${name} actions` }).click()
  await page.getByRole('menuitem', { name: action }).click()
}

test('Granting a group a project role lists it before users; it can be changed and removed', async ({ page }) => {
  await signIn(page, 'fleet-admin')
  const project = await newProject(page)
  await page.goto(`/projects/${project}/access`)
  await expect(page.getByRole('heading', { name: 'Project access' })).toBeVisible()

  await page.getByRole('button', { name: 'Add role' }).click()
  const panel = page.getByRole('dialog', { name: 'Add project role' })
  await expect(panelHeading(page, 'Add project role')).toBeVisible()
  await panel.getByRole('combobox', { name: /^User or group/ }).selectOption({ label: 'auditors (group)' })
  await panel.getByRole('combobox', { name: /^Role/ }).selectOption('collaborator')
  await panel.getByRole('button', { name: 'Assign role' }).click()
  await expect(panelHeading(page, 'Add project role')).toBeHidden()

  await expect(roleRow(page, 'auditors')).toContainText('collaborator')
  // groups first (the rules: roles): every group row comes before the first user row
  const cells = await rolesTable(page)
    .getByRole('row')
    .evaluateAll((trs) =>
      trs.slice(1).map((tr) => [...(tr as HTMLTableRowElement).cells].map((c) => c.textContent?.trim())),
    )
  const types = cells.map((c) => c[1])
  expect(types.indexOf('User')).toBeGreaterThan(types.lastIndexOf('Group'))
  expect(types[cells.findIndex((c) => c[0] === 'auditors')]).toBe('Group')

  await openRowAction(page, 'auditors', 'Change role')
  const change = page.getByRole('dialog', { name: 'Change project role' })
  await expect(panelHeading(page, 'Change project role')).toBeVisible()
  await change.getByRole('combobox', { name: /^Role/ }).selectOption('viewer')
  await change.getByRole('button', { name: 'Update role' }).click()
  await expect(panelHeading(page, 'Change project role')).toBeHidden()
  // replaced, not added beside the old one (the rules: validation)
  await expect(roleRow(page, 'auditors')).toHaveCount(1)
  await expect(roleRow(page, 'auditors').getByRole('cell').nth(2)).toHaveText('viewer')

  await openRowAction(page, 'auditors', 'Remove role')
  await page.getByRole('dialog', { name: 'Remove role' }).getByRole('button', { name: 'Remove role' }).click()
  await expect(roleRow(page, 'auditors')).toHaveCount(0)
})

test('The identity picker leaves out identities that already hold a role', async ({ page }) => {
  await signIn(page, 'fleet-admin')
  const project = await newProject(page)
  await page.goto(`/projects/${project}/access`)
  await page.getByRole('button', { name: 'Add role' }).click()
  const panel = page.getByRole('dialog', { name: 'Add project role' })
  await panel.getByRole('combobox', { name: /^User or group/ }).selectOption({ label: 'ada.lovelace (user)' })
  await panel.getByRole('button', { name: 'Assign role' }).click()
  await expect(roleRow(page, 'ada.lovelace')).toContainText('viewer')

  const picker = await addRolePicker(page, 'Add project role')
  await expect(picker.getByRole('option', { name: 'ada.lovelace (user)' })).toHaveCount(0)
  await expect(picker.getByRole('option', { name: 'grace.hopper (user)' })).toHaveCount(1)
  await page.getByRole('button', { name: 'Cancel' }).click()

  // on the silo, fleet-admin holds admin already
  await page.goto('/access')
  const siloPicker = await addRolePicker(page, 'Add silo role')
  await expect(siloPicker.getByRole('option', { name: 'fleet-admin (user)' })).toHaveCount(0)
  await expect(siloPicker.getByRole('option', { name: 'auditors (group)' })).toHaveCount(1)
})

test('A silo viewer sees role changes disabled with the reason, and the server refuses them anyway', async ({
  page,
}) => {
  await signIn(page, 'silo-viewer')
  await page.goto('/access')
  await expect(rolesTable(page)).toBeVisible()
  const add = page.getByRole('button', { name: /Add role/ })
  await expect(add).toHaveAttribute('aria-disabled', 'true')
  await expect(add).toHaveAccessibleDescription('Only silo admins can do this')

  await page.goto('/projects/mock-project/access')
  await expect(rolesTable(page)).toBeVisible()
  await expect(page.getByRole('button', { name: /Add role/ })).toHaveAccessibleDescription(
    'Only project admins can do this',
  )

  // the same policy back, unchanged: only the permission check can fail it
  const silo = await (await page.request.get('/v1/policy')).json()
  expect((await page.request.put('/v1/policy', { data: silo })).status()).toBe(403)
  const proj = await (await page.request.get('/v1/projects/mock-project/policy')).json()
  expect((await page.request.put('/v1/projects/mock-project/policy', { data: proj })).status()).toBe(403)
})

test('A project collaborator finds the project’s edit and delete disabled: only its admins change it', async ({
  page,
}) => {
  // grace-hopper: silo limited collaborator, collaborator on mock-project through kernel-devs (web/mock/README.md)
  await signIn(page, 'grace-hopper')
  await page.goto('/projects')
  await page.getByRole('button', { name: 'mock-project actions' }).click()
  for (const item of [/^Edit/, /^Delete/]) {
    await expect(page.getByRole('menuitem', { name: item })).toBeDisabled()
    await expect(page.getByRole('menuitem', { name: item })).toContainText('Only project admins can do this')
  }
  await page.keyboard.press('Escape')

  // the edit form reached by its URL cannot be submitted either
  await page.goto('/projects/mock-project/edit')
  await expect(panelHeading(page, 'Edit project')).toBeVisible()
  await expect(
    page.getByRole('dialog', { name: 'Edit project' }).getByRole('button', { name: /^Update project/ }),
  ).toHaveAccessibleDescription('Only project admins can do this')

  // the server agrees, before it looks at what the project holds
  expect((await page.request.put('/v1/projects/mock-project', { data: { description: 'mine' } })).status()).toBe(403)
  expect((await page.request.delete('/v1/projects/mock-project')).status()).toBe(403)
})

test('A silo collaborator administers the silo’s projects: they grant a role on one', async ({ page }) => {
  await signIn(page, 'silo-collab')
  // a project of the test's own, made by the silo collaborator, who holds no role on it but the silo's
  const project = await newProject(page)
  await page.goto(`/projects/${project}/access`)
  await expect(rolesTable(page)).toBeVisible()
  const add = page.getByRole('button', { name: 'Add role' })
  await expect(add).not.toHaveAttribute('aria-disabled', 'true')
  await add.click()
  const panel = page.getByRole('dialog', { name: 'Add project role' })
  await panel.getByRole('combobox', { name: /^User or group/ }).selectOption({ label: 'ada.lovelace (user)' })
  await panel.getByRole('combobox', { name: /^Role/ }).selectOption('viewer')
  await panel.getByRole('button', { name: 'Assign role' }).click()
  await expect(panelHeading(page, 'Add project role')).toBeHidden()
  await expect(roleRow(page, 'ada.lovelace')).toContainText('viewer')
})

test('A user with no groups and no roles reads the silo policy but cannot change it, and gets the notice on projects', async ({
  page,
  trap,
}) => {
  trap.allow(/status of 403/)
  await signIn(page, 'no-roles')
  // Nexus lets every user of a silo read the silo and its policy (omicron.polar), so /access renders read-only
  await page.goto('/access')
  await expect(
    page.getByText('You can see who has which role here but not change it: only silo admins can do this.'),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add role' })).toBeDisabled()
  // listing projects needs a role on the silo: the 403 page carries the identity provider notice
  await page.goto('/projects')
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
  await expect(
    page.getByText(
      'You are not in any groups and have no role on the silo. This usually means the identity provider is not set up correctly.',
    ),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: /identity provider documentation/ })).toBeVisible()
})

const VALID_KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIAcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcH e2e@example'

test('Adding an SSH key: a malformed key shows an error, a valid one appears in the list', async ({ page, trap }) => {
  trap.allow(/status of 400/)
  await signIn(page, 'silo-collab')
  const name = unique('key')
  await page.goto('/settings/ssh-keys-new')
  const panel = page.getByRole('dialog', { name: 'Add SSH key' })
  await expect(panelHeading(page, 'Add SSH key')).toBeVisible()
  await panel.getByLabel('Name').fill(name)
  await panel.getByLabel('Public key').fill('not-a-key AAAA')
  await panel.getByRole('button', { name: 'Add SSH key' }).click()
  await expect(panel.getByText('Must start with a key type such as ssh-ed25519 or ssh-rsa')).toBeVisible()

  await panel.getByLabel('Public key').fill(VALID_KEY)
  await panel.getByRole('button', { name: 'Add SSH key' }).click()
  await expect(panelHeading(page, 'Add SSH key')).toBeHidden()
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible()

  // a second key of the same name: the server's error shows in the form
  await page.goto('/settings/ssh-keys-new')
  await panel.getByLabel('Name').fill(name)
  await panel.getByLabel('Public key').fill(VALID_KEY)
  await panel.getByRole('button', { name: 'Add SSH key' }).click()
  await expect(panel.getByRole('alert').first()).toContainText('already exists')
  await expect(panel.getByLabel('Name')).toHaveValue(name)

  // view it read-only, then delete it
  await page.goto(`/settings/ssh-keys/${name}/edit`)
  const view = page.getByRole('dialog', { name: `SSH key ${name}` })
  await expect(view.getByText(VALID_KEY)).toBeVisible()
  await view.getByRole('button', { name: 'Delete' }).click()
  await page.getByRole('dialog', { name: 'Delete SSH key' }).getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0)
})

/** A device token for the signed-in user, through the device flow the CLI uses (the rules: calls). */
async function newAccessToken(request: APIRequestContext): Promise<string> {
  const clientId = crypto.randomUUID()
  const auth = await (await request.post('/device/auth', { form: { client_id: clientId } })).json()
  expect((await request.post('/device/confirm', { data: { user_code: auth.user_code } })).ok()).toBe(true)
  const token = await (
    await request.post('/device/token', {
      form: {
        grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
        device_code: auth.device_code,
        client_id: clientId,
      },
    })
  ).json()
  return token.token_id
}

test('Deleting an access token removes it from the list', async ({ page }) => {
  await signIn(page, 'silo-collab')
  const id = await newAccessToken(page.request)
  await page.goto('/settings/access-tokens')
  const menu = page.getByRole('button', { name: `Token ${id} actions` })
  await expect(menu).toBeVisible()
  await menu.click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await page.getByRole('dialog', { name: 'Delete access token' }).getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByRole('button', { name: `Token ${id} actions` })).toHaveCount(0)
})

/**
 * A local user of the test's own (created by fleet-admin, who must be signed in
 * on `page`), so signing them out or deleting their tokens touches no other test.
 */
async function newLocalUser(page: Page): Promise<string> {
  const name = unique('user')
  const res = await page.request.post('/v1/system/identity-providers/local/users?silo=default-silo', {
    data: { external_id: name, password: { mode: 'password', value: 'demo-password' } },
  })
  expect(res.status()).toBe(201)
  return name
}

test('Delete all removes every access token', async ({ page, browser }) => {
  await signIn(page, 'fleet-admin')
  const name = await newLocalUser(page)
  // the new user, in a browser of their own (they hold no role: 403s elsewhere are expected there)
  const context = await browser.newContext()
  const mine = await context.newPage()
  await signIn(mine, name)
  await newAccessToken(mine.request)
  await newAccessToken(mine.request)
  await mine.goto('/settings/access-tokens')
  await expect(mine.getByRole('table', { name: 'Access tokens' }).getByRole('row')).toHaveCount(3)
  await mine.getByRole('button', { name: 'Delete all' }).click()
  await mine
    .getByRole('dialog', { name: 'Delete all access tokens' })
    .getByRole('button', { name: 'Delete all' })
    .click()
  await expect(mine.getByRole('heading', { name: 'No access tokens' })).toBeVisible()
  await expect(mine.getByRole('button', { name: /Delete all/ })).toHaveAttribute('aria-disabled', 'true')
  await context.close()
})

test('A silo admin sees a user’s sessions and signs them out everywhere', async ({ page, playwright, baseURL }) => {
  await signIn(page, 'fleet-admin')
  const name = await newLocalUser(page)
  const other = await playwright.request.newContext({ baseURL })
  expect(
    (await other.post('/v1/login/default-silo/local', { data: { username: name, password: 'demo-password' } })).ok(),
  ).toBe(true)

  await page.goto('/access')
  // The roles above settle first (the policy, named from the users and groups), so Users does not move under a click.
  await expect(roleRow(page, 'fleet-admin')).toBeVisible()
  await page
    .getByRole('table', { name: 'Users' })
    .getByRole('button', { name: `${name} actions` })
    .click()
  await page.getByRole('menuitem', { name: 'View sessions and tokens' }).click()
  await expect(panelHeading(page, name)).toBeVisible()
  await expect(page.getByRole('table', { name: 'Sessions' })).toBeVisible()

  await page.getByRole('button', { name: 'Sign out everywhere' }).click()
  await page
    .getByRole('dialog', { name: 'Sign out everywhere' })
    .getByRole('button', { name: 'Sign out everywhere' })
    .click()
  await expect(page.getByText('This user is not signed in anywhere.')).toBeVisible()
  expect((await other.get('/v1/me')).status()).toBe(401)
  await other.dispose()
})
