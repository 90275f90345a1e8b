/**
 * Visits every route of web/routes.tsx as fleet-admin (the quality bars, §8): the page
 * renders its main landmark, with no uncaught exception, no console error (CSP
 * violations included), no failed asset, and no serious or critical axe finding.
 * Then again against a mock with the chaos switch on: never a blank page, never
 * an uncaught exception.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { routes } from '../web/routes'
import { requestTracker } from './support/quiet'
import { expect, expectNoA11yViolations, login, test, trapErrors } from './utils'

// ---------------------------------------------------------------------------
// Parameters: the mock's public fixtures (docs/CONTRACTS.md), or the first item
// the API lists where the fixtures name none.

const fixtures: Record<string, string> = {
  project: 'mock-project',
  instance: 'db1',
  vpc: 'mock-vpc',
  subnet: 'mock-subnet',
  disk: 'disk-1',
  snapshot: 'snapshot-1',
  image: 'image-1',
  floatingIp: 'floating-1',
  silo: 'default-silo',
  // the two-switch rack's uplink (switch0 qsfp0 carries settings and an LLDP neighbour)
  switchSlot: 'switch0',
  port: 'qsfp0',
}

type Resolver = (api: Api, path: string) => Promise<string>
type Api = (url: string) => Promise<unknown>

const q = 'project=mock-project'
const vq = `${q}&vpc=mock-vpc`
const firstOf =
  (
    url: string | ((path: string) => string),
    pick: (items: Record<string, unknown>[]) => unknown = (items) => items[0]?.name,
  ): Resolver =>
  async (api, path) => {
    const body = (await api(typeof url === 'string' ? url : url(path))) as {
      items?: Record<string, unknown>[]
      rules?: Record<string, unknown>[]
    }
    return String(pick(body.items ?? body.rules ?? []) ?? '')
  }

const resolvers: Record<string, Resolver> = {
  // The lookup pages take an instance id, the project pages its name.
  instance: async (api, path) =>
    path.startsWith('/lookup/')
      ? String(((await api(`/v1/instances/db1?${q}`)) as { id: string }).id)
      : fixtures.instance,
  // /images/:image is a silo image; /projects/:project/images/:image a project one.
  image: async (api, path) => (path.startsWith('/images/') ? firstOf('/v1/images')(api, path) : fixtures.image),
  antiAffinityGroup: firstOf(`/v1/anti-affinity-groups?${q}`),
  affinityGroup: firstOf(`/v1/affinity-groups?${q}`),
  sshKey: firstOf('/v1/me/ssh-keys'),
  rule: firstOf(`/v1/vpc-firewall-rules?${vq}`),
  router: firstOf(`/v1/vpc-routers?${vq}`, (items) => (items.find((r) => r.kind === 'custom') ?? items[0])?.name),
  route: async (api, path) => {
    const router = await resolvers.router(api, path)
    return firstOf(`/v1/vpc-router-routes?${vq}&router=${router}`)(api, path)
  },
  gateway: firstOf(`/v1/internet-gateways?${vq}`),
  // default-silo is local-only (no SAML provider): the provider page is crawled in maze-war, a SAML silo.
  // Both SAML pages (the IdP tab and /login/:silo/saml/:provider) need the provider's own silo.
  silo: async (_api, path) => (path.includes('/saml/') ? 'maze-war' : fixtures.silo),
  provider: firstOf(
    '/v1/system/identity-providers?silo=maze-war',
    (items) => (items.find((p) => p.provider_type === 'saml') ?? items[0])?.name,
  ),
  pool: firstOf('/v1/system/ip-pools'),
  subnetPool: firstOf('/v1/system/subnet-pools'),
  externalSubnet: firstOf(`/v1/external-subnets?${q}`),
  multicastGroup: firstOf('/v1/multicast-groups'),
  sledId: firstOf('/v1/system/hardware/sleds', (items) => items[0]?.id),
  rackId: firstOf('/v1/system/hardware/racks', (items) => items[0]?.id),
  switchId: firstOf('/v1/system/hardware/switches', (items) => items[0]?.id),
  diskId: firstOf('/v1/system/hardware/disks', (items) => items[0]?.id),
  userId: firstOf('/v1/users', (items) => items[0]?.id),
  groupId: firstOf('/v1/groups', (items) => items[0]?.id),
  tokenId: firstOf('/v1/me/access-tokens', (items) => items[0]?.id),
  certificate: firstOf('/v1/certificates'),
  addressLot: firstOf('/v1/system/networking/address-lot'),
  portSettings: firstOf('/v1/system/networking/switch-port-settings'),
  receiver: firstOf('/v1/alert-receivers'),
  alertId: firstOf('/v1/alerts', (items) => items[0]?.id),
  probe: firstOf(`/experimental/v1/probes?${q}`),
  // support bundles moved to /v1 in the pinned API (calls.tsv)
  bundleId: firstOf('/v1/system/support-bundles', (items) => items[0]?.id),
  version: firstOf('/v1/system/update/repositories', (items) => items[0]?.system_version),
  trustRootId: firstOf('/v1/system/update/trust-roots', (items) => items[0]?.id),
  // /system/users-builtin/:user is a built-in user's name; /system/silos/:silo/users/:user a silo user's id
  user: async (api, path) =>
    path.startsWith('/system/users-builtin/')
      ? firstOf('/v1/system/users-builtin')(api, path)
      : firstOf(`/v1/system/users?silo=${fixtures.silo}`, (items) => items[0]?.id)(api, path),
}

function apiOf(request: APIRequestContext): Api {
  return async (url) => {
    const res = await request.get(url)
    expect(res.ok(), `GET ${url} for a route parameter: HTTP ${res.status()}`).toBe(true)
    return res.json()
  }
}

/** `/projects/:project/vpcs/:vpc/firewall-rules-new/:rule?` -> a URL (optional params left out). */
async function toUrl(pattern: string, api: Api): Promise<string> {
  const parts: string[] = []
  for (const seg of pattern.split('/')) {
    const m = /^:(\w+)(\?)?$/.exec(seg)
    if (!m) {
      parts.push(seg)
      continue
    }
    if (m[2]) continue
    const [, name] = m
    const value = resolvers[name] ? await resolvers[name](api, pattern) : fixtures[name]
    if (!value)
      throw new Error(`crawler: no value for :${name} in ${pattern}; add a fixture or resolver in e2e/crawler.spec.ts`)
    parts.push(encodeURIComponent(value))
  }
  return parts.join('/') || '/'
}

const patterns = [...new Set(routes.map((r) => r.path))].filter((p) => !p.includes('*'))

// ---------------------------------------------------------------------------

test.describe.configure({ mode: 'parallel' })

/**
 * Routes are crawled a few to a test, in one signed-in page: a browser context and a sign-in per
 * route cost more than the visit itself (about 2 s of 3.5 s). Each route is its own step, so a
 * failure names it, and the error trap is checked after each one.
 */
const PER_TEST = 8
const chunks = Array.from({ length: Math.ceil(patterns.length / PER_TEST) }, (_, i) =>
  patterns.slice(i * PER_TEST, (i + 1) * PER_TEST),
)
const chunkName = (chunk: string[]) => `${chunk[0]} … ${chunk[chunk.length - 1]} (${chunk.length} routes)`

/**
 * The rules that read colours: the only ones whose answer can change with the theme.
 * The dark theme is checked on the page as loaded, by switching the system's scheme under it (the
 * console follows prefers-color-scheme when no choice is stored, which is what most operators get,
 * and its tokens are those of an explicit dark choice): a second crawl of every route in the dark
 * cost a third of the suite's time for the same two rules.
 */
const THEME_RULES = ['color-contrast', 'link-in-text-block']
/** web/ui/styles/tokens.css's dark --bg: the sign that the dark tokens apply before axe reads colours. */
const DARK_BG = '#111417'

/**
 * The chunk's first route is loaded from its URL; the rest are reached inside the app, the way the console's own links
 * go (wouter follows history.pushState). The chaos crawl below loads every route from its URL, so each one's direct
 * load is still crawled; here a load per route cost a third of the crawl's time, the app and axe evaluated again each
 * time. The route may redirect (`/` to `/projects`, an instance to its storage tab), as a link's would;
 * what follows waits for its requests.
 */
async function visit(page: Page, url: string, { first }: { first: boolean }) {
  if (first) await page.goto(url)
  else await page.evaluate((to) => history.pushState(null, '', to), url)
}

test.describe('every route, in both themes', () => {
  test.use({ colorScheme: 'light' })
  for (const chunk of chunks) {
    test(chunkName(chunk), async ({ page, trap }) => {
      test.setTimeout(chunk.length * 15_000)
      await login(page, 'fleet-admin')
      const api = apiOf(page.request)
      const requests = requestTracker(page)
      for (const [i, pattern] of chunk.entries()) {
        await test.step(pattern, async () => {
          const url = await toUrl(pattern, api)
          await visit(page, url, { first: i === 0 })
          // no one element marks every route's data as loaded, and axe must see it: wait until nothing is in flight
          await requests.settled()
          // includeHidden: a route that opens a side modal (`*-new`, `*/edit`) hides the
          // rest of the page from assistive tech while the dialog is up; main is still there.
          await expect(page.getByRole('main', { includeHidden: true }), pattern).toBeVisible()
          await expectNoA11yViolations(page)
          await page.emulateMedia({ colorScheme: 'dark' })
          await expect
            .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--bg').trim()))
            .toBe(DARK_BG)
          await expectNoA11yViolations(page, { only: THEME_RULES })
          await page.emulateMedia({ colorScheme: 'light' })
          expect(trap.errors, `page errors, console errors, CSP violations or failed assets on ${url}`).toEqual([])
        })
      }
    })
  }
})

// ---------------------------------------------------------------------------
// Chaos: calls fail at random with 401/403/404/500. Errors in the console are
// expected (the client logs API errors); blank pages and exceptions are not.

const chaosUrl = process.env.E2E_CHAOS_URL ?? `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173) + 1}`

async function chaosLogin(page: Page) {
  // The login call itself may be hit by chaos: try a few times.
  for (let i = 0; i < 10; i++) {
    const res = await page.request.post(`${chaosUrl}/v1/login/default-silo/local`, {
      data: { username: 'fleet-admin', password: 'demo-password' },
    })
    if (res.ok()) return
  }
  throw new Error('could not sign in to the chaos server')
}

async function chaosApi(page: Page): Promise<Api> {
  return async (url) => {
    for (let i = 0; i < 10; i++) {
      const res = await page.request.get(chaosUrl + url)
      if (res.ok()) return res.json()
    }
    throw new Error(`GET ${url} kept failing on the chaos server`)
  }
}

/**
 * Under chaos the console may navigate by itself at any moment: a late request answered with a 401
 * (the project picker's, say, which mounts when the page is idle) sends it to the sign-in page, and
 * that aborts a goto in flight. That is the console doing its job; go to the route again.
 */
async function gotoDespiteRedirects(page: Page, url: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await page.goto(url)
      return
    } catch (e) {
      // Chromium reports it as an aborted load or, when the console's own navigation started
      // first, as one interrupted by another navigation
      const message = String(e)
      // the sign-in page, still signed in, sends the console on to the route itself: arrived
      const to = message.split('interrupted by another navigation to "')[1]?.split('"')[0]
      if (to && new URL(to).pathname + new URL(to).search === url) {
        await page.waitForLoadState()
        return
      }
      const redirected = /net::ERR_ABORTED|interrupted by another navigation/.test(message)
      if (attempt >= 3 || !redirected) throw e
    }
  }
}

test.describe('every route under chaos', () => {
  for (const chunk of chunks) {
    test(chunkName(chunk), async ({ browser }) => {
      test.setTimeout(chunk.length * 15_000)
      // A page of our own: the default one carries the strict error trap.
      const context = await browser.newContext({ baseURL: chaosUrl })
      const page = await context.newPage()
      const trap = trapErrors(page)
      const requests = requestTracker(page)
      try {
        await chaosLogin(page)
        const api = await chaosApi(page)
        for (const pattern of chunk) {
          await test.step(pattern, async () => {
            const url = await toUrl(pattern, api)
            await gotoDespiteRedirects(page, url)
            // as above: let the route's data (or its error) arrive first
            await requests.settled()
            // Something is on screen: the page, an error page, or the sign-in page after a 401.
            await expect(page.locator('#root'), url).not.toBeEmpty()
            await expect(page.getByRole('heading').first(), url).toBeVisible()
            const fatal = trap.errors.filter(
              (e) => e.startsWith('pageerror') || e.startsWith('request failed') || e.startsWith('HTTP '),
            )
            expect(fatal, `on ${url}`).toEqual([])
          })
        }
      } finally {
        await context.close()
      }
    })
  }
})
