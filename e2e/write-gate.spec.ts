import { expect, signIn, test } from './utils'

/**
 * Writes the signed-in user's role does not allow are disabled with the reason, on every page of a
 * frame (the frame's write gate), instead of failing with a 403 after the form is filled in.
 */

test.describe.configure({ mode: 'parallel' })

const PROJECT_REASON = 'Only project collaborators and admins can do this'
const FLEET_REASON = 'Only fleet admins can do this'
// fleet collaborators create and delete silos (the rest of the system pages are its admins')
const SILOS_REASON = 'Only fleet collaborators and admins can do this'

test('A silo viewer reads a project but its creates, row actions and forms are disabled with the reason', async ({
  page,
}) => {
  await signIn(page, 'silo-viewer')
  await page.goto('/projects/mock-project/instances')
  await expect(
    page.getByRole('table', { name: 'Instances' }).getByRole('link', { name: 'db1', exact: true }),
  ).toBeVisible()
  const create = page.getByRole('button', { name: /^New instance/ })
  await expect(create).toHaveAttribute('aria-disabled', 'true')
  await expect(create).toHaveAccessibleDescription(PROJECT_REASON)
  await expect(page.getByRole('link', { name: 'New instance' })).toHaveCount(0)

  // A write in the row menu says why; reading actions (Copy ID) still work.
  await page.getByRole('button', { name: 'db1 actions' }).click()
  await expect(page.getByRole('menuitem', { name: /^Stop/ })).toBeDisabled()
  await expect(page.getByRole('menuitem', { name: /^Stop/ })).toContainText(PROJECT_REASON)
  await expect(page.getByRole('menuitem', { name: 'Copy ID' })).toBeEnabled()
  await page.keyboard.press('Escape')

  // An Edit item, which only opens a form the viewer could not submit, says why too.
  await page.goto('/projects/mock-project/vpcs')
  await page.getByRole('button', { name: 'mock-vpc actions' }).click()
  await expect(page.getByRole('menuitem', { name: /^Edit/ })).toBeDisabled()
  await expect(page.getByRole('menuitem', { name: /^Edit/ })).toContainText(PROJECT_REASON)
  await page.keyboard.press('Escape')

  // The instance page's own action buttons, too.
  await page.goto('/projects/mock-project/instances/db1')
  await expect(
    page.getByRole('group', { name: 'Instance actions' }).getByRole('button', { name: /^Stop/ }),
  ).toHaveAccessibleDescription(PROJECT_REASON)

  // A form reached by its URL cannot be submitted.
  await page.goto('/projects/mock-project/disks-new')
  const form = page.getByRole('dialog', { name: 'Create disk' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('viewer-disk')
  const submit = form.getByRole('button', { name: /^Create disk/ })
  await expect(submit).toHaveAccessibleDescription(PROJECT_REASON)
  // eslint-disable-next-line playwright/no-force-option -- clicking the disabled submit must do nothing; without force Playwright waits for it to be enabled
  await submit.click({ force: true })
  await form.getByRole('textbox', { name: 'Name', exact: true }).press('Enter')
  // (the dialog element itself reads as hidden to Playwright: check its heading)
  await expect(page.getByRole('heading', { name: 'Create disk', exact: true })).toBeVisible()
  expect((await page.request.get('/v1/disks/viewer-disk?project=mock-project')).status()).toBe(404)
})

test('A project collaborator gets the create link and enabled actions', async ({ page }) => {
  // grace-hopper: silo limited collaborator, collaborator on mock-project (web/mock/README.md)
  await signIn(page, 'grace-hopper')
  await page.goto('/projects/mock-project/instances')
  await expect(page.getByRole('link', { name: 'New instance' })).toBeVisible()
  await page.getByRole('button', { name: 'db1 actions' }).click()
  await expect(page.getByRole('menuitem', { name: 'Stop', exact: true })).toBeEnabled()
})

test("A limited collaborator creates instances, but a project's networking is read-only to them", async ({ page }) => {
  // grace-hopper: silo limited collaborator, which carries to other-project (web/mock/README.md)
  await signIn(page, 'grace-hopper')
  await page.goto('/projects/other-project/instances')
  await expect(page.getByRole('link', { name: 'New instance' })).toBeVisible()
  await page.goto('/projects/other-project/vpcs')
  await expect(
    page.getByRole('table', { name: 'VPCs' }).getByRole('link', { name: 'default', exact: true }),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: /^New VPC/ }).first()).toHaveAccessibleDescription(PROJECT_REASON)
  // the server agrees: nexus refuses a limited collaborator's VPC writes
  const refused = await page.request.post('/v1/vpcs?project=other-project', {
    data: { name: 'limited-vpc', description: '', dns_name: 'limited' },
  })
  expect(refused.status()).toBe(403)
})

test('A fleet viewer sees the system pages with every write disabled', async ({ page }) => {
  // edsger-dijkstra: in group auditors, fleet viewer (web/mock/README.md)
  await signIn(page, 'edsger-dijkstra')
  await page.goto('/system/silos')
  await expect(page.getByRole('table', { name: 'Silos' })).toBeVisible()
  await expect(page.getByRole('button', { name: /^New silo/ })).toHaveAccessibleDescription(SILOS_REASON)
  await page.goto('/system/networking/ip-pools')
  await expect(page.getByRole('button', { name: /^New IP pool/ })).toHaveAccessibleDescription(FLEET_REASON)
  // a setting that applies on click is disabled with the reason beside it
  await page.goto('/system/networking/allow-list')
  const icmp = page.getByRole('checkbox', { name: 'Allow inbound ICMP' })
  await expect(icmp).toBeDisabled()
  // the checkbox's hint is part of its description too (SC 1.3.1), the reason last
  await expect(icmp).toHaveAccessibleDescription(new RegExp(`${FLEET_REASON}$`))
  // and in the silo frame, where this user is a plain member, the same applies at silo scope
  await page.goto('/projects')
  await expect(page.getByRole('button', { name: /^New project/ })).toHaveAccessibleDescription(
    'Only silo collaborators and admins can do this',
  )
})
