/**
 * The palette's search in a silo of 2,000 projects made through the API, on the
 * large-fleet server: a fresh silo whose only user sees just those projects, `inst-01999` made by
 * POST /v1/instances in a late one (team-01990), the user standing in an early one.
 *
 * The projects are made by the mock's POST /v1/__mock/repeat (web/mock/README.md): each through
 * the same handler as POST /v1/projects, without 2,000 round trips. How fast a cold index finds
 * the instance is measured by `npm run bench -- --scale` (which makes its fleet over HTTP), not
 * asserted here: on a loaded machine it takes minutes to read 2,000 projects. These tests check
 * what makes the search answer at once: projects visited lately are read first, an ID is looked up
 * directly, a user who can read the fleet (an operator: the silo's admins are fleet viewers here)
 * finds a running instance from the sleds' lists, and the palette never says "No matches" while
 * projects remain unread. The collaborator, without fleet read, never asks the sleds.
 */
import { bareInstanceBody } from '../../test-support/instance-body'
import { expect, test, type APIResponse, type Page } from '@playwright/test'
import { demoPassword, unique } from '../utils'

const PROJECTS = 2000
const LATE = 'team-01990'
const SOUGHT = 'inst-01999'
/** Running, so on a sled: what the operator finds without the crawl reaching the late project. */
const RUNNING = 'run-01999'
const silo = unique('search')
let instanceId = ''

test.beforeAll(async ({ playwright }, info) => {
  // making 2,000 projects takes a loaded 2-core machine 15-60 s
  test.setTimeout(180_000)
  const baseURL = info.project.use.baseURL
  const admin = await playwright.request.newContext({ baseURL })
  const user = await playwright.request.newContext({ baseURL })
  try {
    const ok = async (what: string, res: Promise<APIResponse>) => {
      const r = await res
      expect(r.ok(), `${what}: HTTP ${r.status()} ${r.ok() ? '' : await r.text()}`).toBe(true)
      return r
    }
    await ok(
      'sign in',
      admin.post('/v1/login/default-silo/local', { data: { username: 'fleet-admin', password: demoPassword } }),
    )
    await ok(
      'silo',
      admin.post('/v1/system/silos', {
        data: {
          name: silo,
          description: 'issue 33',
          discoverable: false,
          identity_mode: 'local_only',
          quotas: { cpus: 64, memory: 2 ** 40, storage: 2 ** 44 },
          tls_certificates: [],
          mapped_fleet_roles: { admin: ['viewer'] },
        },
      }),
    )
    const made = await ok(
      'user',
      admin.post(`/v1/system/identity-providers/local/users?silo=${silo}`, {
        data: { external_id: 'searcher', password: { mode: 'password', value: demoPassword } },
      }),
    )
    const { id } = (await made.json()) as { id: string }
    const operator = await ok(
      'operator',
      admin.post(`/v1/system/identity-providers/local/users?silo=${silo}`, {
        data: { external_id: 'operator', password: { mode: 'password', value: demoPassword } },
      }),
    )
    const operatorId = ((await operator.json()) as { id: string }).id
    await ok(
      'silo roles',
      admin.put(`/v1/system/silos/${silo}/policy`, {
        data: {
          role_assignments: [
            { identity_id: id, identity_type: 'silo_user', role_name: 'collaborator' },
            { identity_id: operatorId, identity_type: 'silo_user', role_name: 'admin' },
          ],
        },
      }),
    )
    await ok(
      'sign in',
      user.post(`/v1/login/${silo}/local`, { data: { username: 'searcher', password: demoPassword } }),
    )
    await ok(
      'projects',
      user.post('/v1/__mock/repeat', {
        data: { method: 'POST', path: '/v1/projects', body: { name: 'team-{n}', description: '' }, count: PROJECTS },
        timeout: 170_000,
      }),
    )
    const instance = (name: string, start: boolean) =>
      ok(
        name,
        user.post(`/v1/instances?project=${LATE}`, {
          data: bareInstanceBody(name, start),
        }),
      )
    instanceId = ((await (await instance(SOUGHT, false)).json()) as { id: string }).id
    await instance(RUNNING, true)
  } finally {
    await admin.dispose()
    await user.dispose()
  }
})

async function standIn(page: Page, project: string) {
  await page.goto(`/projects/${project}/instances`)
  await expect(page.getByRole('heading', { name: 'Instances', exact: true })).toBeVisible()
}

async function signIn(page: Page, username: string) {
  const res = await page.request.post(`/v1/login/${silo}/local`, { data: { username, password: demoPassword } })
  expect(res.ok()).toBe(true)
}

test.beforeEach(async ({ page }) => signIn(page, 'searcher'))

/** The paths of the API calls the page makes, to check what it asks of whom. */
function apiCalls(page: Page) {
  const paths: string[] = []
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (url.pathname.startsWith('/v1/')) paths.push(url.pathname + url.search)
  })
  return paths
}

const palette = (page: Page) => page.getByRole('combobox', { name: 'Search pages and actions' })
const found = (page: Page) => page.getByRole('option', { name: new RegExp(`Instance in ${LATE} · ${SOUGHT}`) })
const status = (page: Page) => page.getByRole('dialog', { name: 'Quick actions' }).getByRole('status')

test('a late project visited earlier is searched first: its instance is found from another project', async ({
  page,
}) => {
  // earlier today the user worked in the late project, then moved on
  await standIn(page, LATE)
  await standIn(page, 'team-00003')
  await page.keyboard.press('Control+k')
  await expect(palette(page)).toBeFocused()
  await page.keyboard.type(SOUGHT)
  await expect(found(page)).toBeVisible({ timeout: 30_000 })
  // found long before the other 1,999 projects were read, and the palette says so
  await expect(status(page)).toContainText('of 2,000 projects')
  await expect(status(page)).not.toContainText('Searched all')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/projects/${LATE}/instances/${SOUGHT}`))
})

test('an ID is looked up directly: the instance of a late project is found without reading the silo', async ({
  page,
}) => {
  await standIn(page, 'team-00001')
  await page.keyboard.press('Control+k')
  await palette(page).fill(instanceId)
  await expect(found(page)).toBeVisible({ timeout: 30_000 })
  await expect(status(page)).not.toContainText('Searched all')
})

test('while projects remain unread, finding nothing never says "No matches"', async ({ page }) => {
  const calls = apiCalls(page)
  await standIn(page, 'team-00002')
  await page.keyboard.press('Control+k')
  await page.keyboard.type('nothing-by-this-name')
  await expect(status(page)).toContainText(/Searching… .* of 2,000 projects/)
  const results = page.getByRole('listbox', { name: 'Results' })
  await expect(results.getByText('No matches yet, still searching')).toBeVisible()
  await expect(results.getByText('No matches', { exact: true })).toHaveCount(0)
  await expect(status(page)).not.toContainText('Running instances')
  // a collaborator has no fleet read: the sleds are never asked (Nexus would answer 403)
  expect(calls.filter((c) => c.startsWith('/v1/system/'))).toEqual([])
})

test('an operator finds a running instance of a late project from the sleds, before the crawl gets there', async ({
  page,
}) => {
  await page.context().clearCookies()
  await signIn(page, 'operator')
  const late = await page.request.get(`/v1/projects/${LATE}`)
  const lateId = ((await late.json()) as { id: string }).id
  const calls = apiCalls(page)
  await standIn(page, 'team-00004')
  await page.keyboard.press('Control+k')
  await expect(palette(page)).toBeFocused()
  await page.keyboard.type(RUNNING)
  const option = page.getByRole('option', { name: new RegExp(`Instance in ${LATE} · ${RUNNING}`) })
  await expect(option).toBeVisible({ timeout: 20_000 })
  // not the late project's own instance list: it was not even asked for yet; the sleds' lists were
  expect(calls.filter((c) => c.startsWith('/v1/instances?') && c.includes(lateId))).toEqual([])
  expect(calls.some((c) => /^\/v1\/system\/hardware\/sleds\/[^/]+\/instances/.test(c))).toBe(true)
  await expect(status(page)).toContainText(/Searching… .* of 2,000 projects/)
  await expect(status(page)).toContainText('Running instances searched in all projects.')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/projects/${LATE}/instances/${RUNNING}`))
})
