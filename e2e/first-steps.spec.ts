import type { Browser, Page } from '@playwright/test'
import { createProject, expect, sessionOf, signIn, siloWithCollaborator, test, unique } from './utils'

/**
 * First steps: a newcomer's checklist, computed from live state. Each test uses a local user of its own
 * (no SSH key, no project), so what it creates ticks its items whatever else runs.
 */

const KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIAcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcH first-steps@example'

/**
 * A newcomer: a local user, collaborator of a silo of their own (made by fleet-admin, signed in on `admin`), so
 * the silo's images, keys and projects are theirs alone.
 */
const newcomer = (admin: Page) =>
  siloWithCollaborator(admin, { silo: 'first-silo', user: 'newcomer', description: 'first-steps e2e' })

const checklist = (page: Page) => page.getByRole('region', { name: 'First steps' })
const step = (page: Page, text: RegExp) => checklist(page).getByRole('listitem').filter({ hasText: text })

/** A newcomer signed in on a page of their own, and a project of theirs made through the API. */
async function newcomerWithProject(page: Page, browser: Browser) {
  await signIn(page, 'fleet-admin')
  const user = await newcomer(page)
  const { context, me } = await sessionOf(browser, user)
  const project = await createProject(me, 'first')
  return { me, project, context }
}

// The checklist's items are three tests, each with a newcomer of its own: one test of a dozen page loads came near
// its timeout at the suite's load.
test.describe.configure({ mode: 'parallel' })

test('with no project yet, the projects list starts First steps with one', async ({ page, browser }) => {
  await signIn(page, 'fleet-admin')
  const user = await newcomer(page)
  const { context, me } = await sessionOf(browser, user)

  await me.goto('/projects')
  await expect(checklist(me)).toBeVisible({ timeout: 20_000 })
  await expect(step(me, /A project holds your instances/)).toContainText('To do')
  await expect(step(me, /A project holds/).getByRole('link', { name: 'New project' })).toBeVisible()
  await context.close()
})

test("a new project shows First steps; an SSH key added through the item's link ticks it", async ({
  page,
  browser,
}) => {
  const { me, project, context } = await newcomerWithProject(page, browser)
  await me.goto(`/projects/${project}/instances`)
  // it waits for every read it is computed from (a handful, some after others): a loaded machine takes a while
  await expect(checklist(me)).toBeVisible({ timeout: 20_000 })
  // the new project's default VPC comes with Nexus's allow-ssh rule
  await expect(step(me, /firewall rule lets SSH/)).toContainText('Done')
  await expect(step(me, /SSH public key/)).toContainText('To do')
  await expect(step(me, /No instance yet/)).toContainText('To do')

  // the SSH key, through the item's own link to the form
  await step(me, /SSH public key/)
    .getByRole('link', { name: 'Add an SSH key' })
    .click()
  const form = me.getByRole('dialog', { name: 'Add SSH key' })
  await form.getByLabel('Name').click()
  await me.keyboard.type(unique('key'))
  await form.getByLabel('Public key').click()
  await me.keyboard.type(KEY)
  await form.getByRole('button', { name: 'Add SSH key' }).click()
  await expect(me.getByRole('heading', { name: 'Add SSH key', exact: true })).toBeHidden()

  await me.goto(`/projects/${project}/instances`)
  await expect(step(me, /You have an SSH key/)).toContainText('Done', { timeout: 20_000 })
  await context.close()
})

test('an instance ticks its item, the external address stays to do, and a dismissed checklist stays away', async ({
  page,
  browser,
}) => {
  const { me, project, context } = await newcomerWithProject(page, browser)
  // an instance (stopped, no address: the checklist stays until one runs and can be reached)
  const res = await me.request.post(`/v1/instances?project=${project}`, {
    data: {
      name: unique('first'),
      description: '',
      hostname: 'first',
      ncpus: 1,
      memory: 2 * 1024 ** 3,
      network_interfaces: { type: 'default_ipv4' },
      external_ips: [],
      start: false,
    },
  })
  expect(res.status()).toBe(201)
  await me.goto(`/projects/${project}/instances`)
  await expect(step(me, /An instance exists/)).toContainText('Done', { timeout: 20_000 })
  await expect(step(me, /external address/)).toContainText('To do')
  await expect(step(me, /external address/).getByRole('button', { name: 'Copy as CLI / API' })).toBeEnabled()

  // dismissed, it stays away for this project
  await checklist(me).getByRole('button', { name: 'Dismiss' }).click()
  await expect(checklist(me)).toBeHidden()
  await me.reload()
  await expect(me.getByRole('table', { name: 'Instances' })).toBeVisible()
  await expect(checklist(me)).toBeHidden()
  await context.close()
})

test('a project with a running, reachable instance shows no First steps', async ({ page }) => {
  await signIn(page, 'fleet-admin')
  await page.goto('/projects/mock-project/instances')
  await expect(page.getByRole('table', { name: 'Instances' })).toBeVisible()
  await expect(checklist(page)).toBeHidden()
})
