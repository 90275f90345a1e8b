/**
 * Shared e2e helpers: signing in through the API, unique names, table rows, a trap for
 * console errors, page errors, CSP violations and failed assets, and the axe check.
 */
import { expect, test as base, type Browser, type Locator, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

export * from './support/api'
export * from './support/forms'
export * from './support/two-admins'

export const demoPassword = 'demo-password'
export type User = 'fleet-admin' | 'silo-collab' | 'silo-viewer' | 'no-roles'

/**
 * Signs in through the API (POST /v1/login/{silo}/local). `page.request` shares
 * the browser context's cookie jar, so the page is signed in too.
 */
export async function login(page: Page, username: User | (string & {}) = 'fleet-admin', silo = 'default-silo') {
  const res = await page.request.post(`/v1/login/${silo}/local`, { data: { username, password: demoPassword } })
  expect(res.ok(), `sign in as ${username}: HTTP ${res.status()}`).toBe(true)
}
export const signIn = login

/**
 * A name no earlier run has used: the embed server's mock keeps its state across tests and
 * runs, so whatever a test creates is named afresh (`unique('disk')` -> 'disk-m1x2k3p1234').
 */
export const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

/**
 * Makes an instance through the API (no NIC, 1 vCPU, 1 GiB, started) named afresh from `prefix`, and returns its
 * name: the setup of specs that drive an instance's page, not the create form.
 */
export async function createInstance(
  page: Page,
  { project, prefix, description = '' }: { project: string; prefix: string; description?: string },
) {
  const name = unique(prefix)
  const res = await page.request.post(`/v1/instances?project=${project}`, {
    data: {
      name,
      description,
      hostname: name,
      ncpus: 1,
      memory: 1024 ** 3,
      start: true,
      network_interfaces: { type: 'none' },
    },
  })
  expect(res.status(), `create instance ${name}`).toBe(201)
  return name
}

/**
 * A silo of its own (local users, quotas of 16 vCPUs, 64 GiB of memory and 1 TiB of storage) with one local user who
 * is its collaborator, made by fleet-admin signed in on `admin`: for tests whose figures or checklist must not move
 * with what other tests make. Returns the user's name (password `demoPassword`) and the silo's.
 */
export async function siloWithCollaborator(
  admin: Page,
  { silo: siloPrefix, user: userPrefix, description }: { silo: string; user: string; description: string },
) {
  const silo = unique(siloPrefix)
  const created = await admin.request.post('/v1/system/silos', {
    data: {
      name: silo,
      description,
      discoverable: true,
      identity_mode: 'local_only',
      quotas: { cpus: 16, memory: 64 * 1024 ** 3, storage: 1024 ** 4 },
      tls_certificates: [],
    },
  })
  expect(created.status()).toBe(201)
  const name = unique(userPrefix)
  const res = await admin.request.post(`/v1/system/identity-providers/local/users?silo=${silo}`, {
    data: { external_id: name, password: { mode: 'password', value: demoPassword } },
  })
  expect(res.status()).toBe(201)
  const id = (await res.json()).id as string
  const policy = await (await admin.request.get(`/v1/system/silos/${silo}/policy`)).json()
  policy.role_assignments.push({ identity_id: id, identity_type: 'silo_user', role_name: 'collaborator' })
  expect((await admin.request.put(`/v1/system/silos/${silo}/policy`, { data: policy })).status()).toBe(200)
  return { name, silo }
}

// ---------------------------------------------------------------------------
// Tables

/**
 * The app runs: its frame's sidebar is up. A list's first rows may be the starter's pre-paint (web/first-paint), shown
 * before the app: keys pressed over it reach no handler of the app's but Ctrl+K (web/routing/early-keys.ts), and the
 * page changes under them when the app takes over. A test that types, walks focus or expects a key to do nothing
 * waits for this first (on a loaded machine a focus walk can otherwise meet the sidebar arriving mid-walk).
 */
export const appIsUp = (page: Page) =>
  // includeHidden: a side modal (a create form) hides the frame from assistive tech while it is up
  expect(page.getByRole('navigation', { name: 'Sidebar', includeHidden: true })).toBeVisible({ timeout: 15_000 })

/** A table by its accessible name (the list's label), matched exactly. */
export const table = (page: Page, name: string) => page.getByRole('table', { name, exact: true })

/**
 * An instance's networking tab, once the sections that come from reads of their own have settled (each
 * a table or its empty state), up to `upTo`: a section below them does not move under a click then
 * (a late list pushed an open menu away from a click).
 */
export async function networkingSettled(page: Page, upTo: 'external IPs' | 'external subnets') {
  await expect(page.getByRole('table', { name: 'Network interfaces' })).toBeVisible()
  const sections = [['External IPs', 'No external IPs']]
  if (upTo === 'external subnets') sections.push(['External subnets', 'No external subnets'])
  for (const [name, empty] of sections)
    await expect(page.getByRole('table', { name }).or(page.getByRole('heading', { name: empty }))).toBeVisible()
}

/** Opens a row's action menu (its button is named "<row> actions") and picks an item. */
export async function rowAction(page: Page, row: string, action: string, { exact = true } = {}) {
  await page.getByRole('button', { name: `${row} actions`, exact }).click()
  await page.getByRole('menuitem', { name: action, exact }).click()
}

/** Clicks into a box, selects what it holds and types over it, as a person does. */
export async function typeInto(page: Page, box: Locator, text: string) {
  await box.click()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type(text)
}

/**
 * A row of a table (given by its exact name, or as a locator): by default the row with a cell
 * named `match` exactly (a resource's name); with `{ text }`, the row containing that text
 * anywhere (a range, a figure, a serial number beside other text).
 */
export function row(page: Page, of: string | Locator, match: string | { text: string | RegExp }): Locator {
  const rows = (typeof of === 'string' ? table(page, of) : of).getByRole('row')
  return typeof match === 'string'
    ? rows.filter({ has: page.getByRole('cell', { name: match, exact: true }) })
    : rows.filter({ hasText: match.text })
}

// ---------------------------------------------------------------------------
// Error trap

export interface ErrorTrap {
  /** Everything that went wrong so far. */
  errors: string[]
  /** Tolerate console errors matching `re` (a test that provokes a 4xx on purpose). */
  allow(re: RegExp): void
}

/**
 * Collects page errors (uncaught exceptions), console errors (Chromium reports
 * CSP violations and failed loads there, so no inline listener is needed) and
 * same-origin assets that failed to load or answered >= 400.
 */
export function trapErrors(page: Page): ErrorTrap {
  const errors: string[] = []
  const allowed: RegExp[] = []
  const isAllowed = (text: string) => allowed.some((re) => re.test(text))
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`))
  page.on('console', (msg) => {
    if (msg.type() !== 'error' || isAllowed(msg.text())) return
    const loc = msg.location()
    errors.push(`console.error: ${msg.text()}${loc.url ? ` (${loc.url}:${loc.lineNumber})` : ''}`)
  })
  const isAsset = (url: string) => {
    const u = new URL(url)
    return !/^\/(v1|experimental|device|login)(\/|$)/.test(u.pathname) && u.protocol.startsWith('http')
  }
  page.on('requestfailed', (req) => {
    const failure = req.failure()?.errorText ?? ''
    // Navigations and unmounts cancel requests; that is not a failure.
    if (failure.includes('ERR_ABORTED') || !isAsset(req.url())) return
    errors.push(`request failed: ${req.url()} ${failure}`)
  })
  page.on('response', (res) => {
    if (res.status() >= 400 && isAsset(res.url()) && !isAllowed(res.url()))
      errors.push(`HTTP ${res.status()}: ${res.url()}`)
  })
  return { errors, allow: (re) => void allowed.push(re) }
}

/** `test` with the error trap on: the test fails if anything above happened. */
export const test = base.extend<{ trap: ErrorTrap }>({
  trap: [
    async ({ page }, use) => {
      const trap = trapErrors(page)
      await use(trap)
      // A test's routes stop with it: a handler still running for a request the page sent as the test ended (a
      // refetch) would otherwise throw into the closing context (its fetched response disposed) and fail a test
      // whose every check passed.
      await page.unrouteAll({ behavior: 'ignoreErrors' })
      expect(trap.errors, 'page errors, console errors, CSP violations or failed assets').toEqual([])
    },
    { auto: true },
  ],
})
export { expect }

/**
 * Two people at once: two browser contexts, each with a session of its own (signed in
 * as `users`, fleet-admin twice by default) and the error trap on its page. `done()` checks both
 * traps and closes the contexts. Tests take `browser` and `baseURL` from the fixtures.
 */
async function twoSessions(
  browser: Browser,
  baseURL: string | undefined,
  users: [User, User] = ['fleet-admin', 'fleet-admin'],
) {
  const sessions = await Promise.all(
    users.map(async (user) => {
      const context = await browser.newContext({ baseURL })
      const page = await context.newPage()
      const trap = trapErrors(page)
      await login(page, user)
      return { context, page, trap }
    }),
  )
  return {
    first: sessions[0].page,
    second: sessions[1].page,
    done: async () => {
      for (const s of sessions) {
        expect(s.trap.errors, 'page errors, console errors, CSP violations or failed assets').toEqual([])
        await s.context.close()
      }
    },
  }
}

/**
 * `test` for two people at once: its `admins` are two sessions of fleet-admin (`twoSessions`), each page's error trap
 * checked and both contexts closed when the test ends, however it ends.
 */
export const twoAdminsTest = test.extend<{ admins: { first: Page; second: Page } }>({
  admins: async ({ browser, baseURL }, use) => {
    const { first, second, done } = await twoSessions(browser, baseURL)
    await use({ first, second })
    await done()
  },
})

// ---------------------------------------------------------------------------
// Accessibility

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** WCAG 2.2 A and AA plus axe's best practices; anything else axe knows is left out. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

interface A11yViolation {
  id: string
  impact: string | null
  help: string
  nodes: string[]
}

/**
 * Runs axe-core on the page and fails on serious or critical violations. axe is
 * injected with `page.evaluate` (DevTools protocol), which the page's CSP does not
 * govern; a <script> tag would be refused by `script-src 'self'`.
 */
export async function expectNoA11yViolations(page: Page, opts: { exclude?: string[]; only?: string[] } = {}) {
  // One round trip when axe is already in the page (the crawler runs it twice a route): the run itself says
  // whether it had to be injected first.
  const run = () =>
    page.evaluate(
      async ([exclude, WCAG_TAGS, only]) => {
        type AxeResult = {
          violations: {
            id: string
            impact: string | null
            help: string
            nodes: { target: unknown[]; html: string }[]
          }[]
        }
        const axe = (window as unknown as { axe?: { run(ctx: unknown, o: unknown): Promise<AxeResult> } }).axe
        if (!axe) return null
        const ctx = exclude.length ? { include: [document], exclude: exclude.map((s) => [s]) } : document
        const result = await axe.run(ctx, {
          resultTypes: ['violations'],
          runOnly: only.length ? { type: 'rule', values: only } : { type: 'tag', values: WCAG_TAGS },
          // SC 2.5.8 (24x24 CSS px targets) is tagged wcag22aa; named so it stays on if the tags change.
          rules: { 'target-size': { enabled: true } },
        })
        return result.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => ({
            id: v.id,
            impact: v.impact,
            help: v.help,
            nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`),
          }))
      },
      [opts.exclude ?? [], WCAG_TAGS, opts.only ?? []] as const,
    )
  let violations: A11yViolation[] | null = await run()
  if (!violations) {
    await page.evaluate(axeSource)
    violations = await run()
    if (!violations) throw new Error('axe-core did not load in the page')
  }
  expect(
    violations,
    `axe: ${violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.join(', ')}`).join('; ')}`,
  ).toEqual([])
}
