/**
 * A test's setup through the API, as the signed-in user of the page given (`page.request` shares its
 * session cookie): each object is named afresh (`unique`), each create is checked, so a spec says
 * what it needs and not how the API makes it. Re-exported by e2e/utils.ts.
 */
import { expect, type Browser, type Locator, type Page } from '@playwright/test'
import { login, unique } from '../utils'

const GiB = 1024 ** 3

/** A GET's JSON body, typed as the caller expects it. */
export const getJson = async <T>(page: Page, url: string) => (await (await page.request.get(url)).json()) as T

/** POSTs `data` to `url`, expects 201 Created, and returns the new object's ID. */
export async function created(page: Page, url: string, data: object) {
  const res = await page.request.post(url, { data })
  expect(res.status(), `POST ${url}`).toBe(201)
  return ((await res.json()) as { id: string }).id
}

/** POSTs a new object named afresh from `prefix`, with an empty description and `data`; returns its name and ID. */
export async function createNamed(page: Page, url: string, prefix: string, data: object = {}) {
  const name = unique(prefix)
  return { name, id: await created(page, url, { name, description: '', ...data }) }
}

/** A project of its own, named afresh from `prefix`; returns its name. */
export async function createProject(page: Page, prefix: string, description = '') {
  const name = unique(prefix)
  await created(page, '/v1/projects', { name, description })
  return name
}

/** A blank 1 GiB disk in `project`; returns its name. */
export async function createDisk(
  page: Page,
  project: string,
  {
    name = unique('disk'),
    description = '',
    blockSize = 4096,
  }: { name?: string; description?: string; blockSize?: number } = {},
) {
  await created(page, `/v1/disks?project=${project}`, {
    name,
    description,
    size: GiB,
    disk_backend: { type: 'distributed', disk_source: { type: 'blank', block_size: blockSize } },
  })
  return name
}

/** An instance's run state as the API reports it. */
const runState = async (page: Page, project: string, name: string) =>
  (await getJson<{ run_state: string }>(page, `/v1/instances/${name}?project=${project}`)).run_state

/**
 * A small instance (no NIC, no disk, 1 vCPU, 1 GiB) in `project`, waited for until it settles running (`start`)
 * or stopped; returns its name.
 */
export async function settledInstance(
  page: Page,
  {
    project,
    prefix,
    description = '',
    start = true,
  }: { project: string; prefix: string; description?: string; start?: boolean },
) {
  const name = unique(prefix)
  await created(page, `/v1/instances?project=${project}`, {
    name,
    description,
    hostname: name,
    ncpus: 1,
    memory: GiB,
    start,
    network_interfaces: { type: 'none' },
  })
  await expect.poll(() => runState(page, project, name), { timeout: 10_000 }).toBe(start ? 'running' : 'stopped')
  return name
}

/** A project of its own holding one stopped instance with the default network interface. */
export async function stoppedInstanceInNewProject(page: Page) {
  const project = await createProject(page, 'two-admins', 'issue 32')
  const name = unique('inst')
  await created(page, `/v1/instances?project=${project}`, {
    name,
    description: '',
    hostname: name,
    ncpus: 1,
    memory: GiB,
    start: false,
  })
  return { project, name }
}

/** A project of its own with a VPC and a custom router in it; returns their names and the router's ID. */
export async function routerInNewProject(page: Page, projectDescription = '') {
  const project = await createProject(page, 'two-admins', projectDescription)
  const vpc = unique('vpc')
  const router = unique('rt')
  await created(page, `/v1/vpcs?project=${project}`, { name: vpc, description: '', dns_name: vpc })
  const routerId = await created(page, `/v1/vpc-routers?project=${project}&vpc=${vpc}`, {
    name: router,
    description: '',
  })
  return { project, vpc, router, routerId }
}

/** A silo with 1 GiB of memory and of storage, named afresh; returns its name. */
export async function createSilo(
  page: Page,
  { description, identityMode, cpus }: { description: string; identityMode: 'local_only' | 'saml_jit'; cpus: number },
) {
  const silo = unique('silo')
  await created(page, '/v1/system/silos', {
    name: silo,
    description,
    discoverable: true,
    identity_mode: identityMode,
    quotas: { cpus, memory: GiB, storage: GiB },
    tls_certificates: [],
  })
  return silo
}

/**
 * Opens the same edit form (a dialog named `dialog` at `url`) in each page, in turn, each waited for until its
 * Name shows: two people with the form open at once.
 */
export async function openForms(pages: Page[], url: string, dialog: string) {
  const forms: Locator[] = []
  for (const page of pages) {
    await page.goto(url)
    const form = page.getByRole('dialog', { name: dialog })
    await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toBeVisible({ timeout: 15_000 })
    forms.push(form)
  }
  return forms
}

/**
 * A browser context of its own with `user` signed in, in their silo: a second person beside the test's page. The
 * test closes it at the end: a context left open keeps its page running (and in failure screenshots) for the rest
 * of the worker's tests.
 */
export async function sessionOf(browser: Browser, user: { name: string; silo: string }) {
  const context = await browser.newContext()
  const me = await context.newPage()
  await login(me, user.name, user.silo)
  return { context, me }
}
