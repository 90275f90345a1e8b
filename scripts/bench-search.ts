/**
 * `npm run bench -- --scale`, part: a silo made through the public API, not the
 * fixture. On a default-fleet server, fleet-admin makes --projects (2,000) projects `scale-NNNNN`
 * by POST /v1/projects over HTTP, and in a late one (the 1,990th) `inst-01999` started and
 * `inst-01998` left stopped, by POST /v1/instances; the user stands in an early one (scale-00005)
 * that holds nothing sought. Prints:
 *
 * - palette, `inst-0199` typed, first key -> each instance listed, with a cold index (a browser
 *   that never indexed this silo), for fleet-admin (fleet read: the running one comes from the
 *   sleds' lists, the stopped one from the per-project crawl) and for a silo collaborator made
 *   through the API (no fleet read: both from the crawl); then, in fleet-admin's browser, the
 *   running one with the index kept in IndexedDB (a new page load) and in memory (palette reopened);
 * - the index: build time (palette opened -> "Searched all N projects"), JS heap before and after
 *   it (after a GC), and what IndexedDB holds (navigator.storage.estimate);
 * - the instances list's first row at 2,000 projects against the small fleet, loads interleaved
 *   in one run, median of --runs.
 * Figures and ratios only; the goals are printed beside them, nothing is asserted.
 */
import { bareInstanceBody } from '../test-support/instance-body'
import type { Browser, Page } from '@playwright/test'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { cpus, loadavg } from 'node:os'
import { demoCredentials } from '../embed/mock-adapter.ts'
import { createConsoleServer } from '../embed/server.ts'

const STAND_IN = 'scale-00005'
/** Both in the late project: the first running (on a sled), the second stopped (on none). */
const SOUGHT = 'inst-01999'
const STOPPED = 'inst-01998'
/** Typed into the palette: matches both, so one cold run times each. */
const QUERY = 'inst-0199'
/** The user without fleet read, a collaborator of fleet-admin's silo. */
const COLLABORATOR = { username: 'search-collab', password: 'bench-password-33' }
/** A cold index at 2,000 projects reads 12,000 lists: minutes on a loaded machine. */
const BUILD_TIMEOUT = 30 * 60_000

const pad = (n: number) => String(n).padStart(5, '0')

async function serve(distDir: string) {
  const server = createConsoleServer({ distDir, mock: { latency: 0 } })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

/** fleet-admin's session over plain HTTP: what any API client would do. */
async function apiClient(base: string) {
  const { silo, username, password } = demoCredentials
  const login = await fetch(`${base}/v1/login/${silo}/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  })
  if (!login.ok) throw new Error(`sign in: HTTP ${login.status}`)
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]
  const send = async (method: string, path: string, body?: unknown) => {
    const r = await fetch(`${base}${path}`, {
      method,
      headers: { cookie, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    if (!r.ok) throw new Error(`${method} ${path}: HTTP ${r.status} ${await r.text()}`)
    return r.status === 204 ? undefined : ((await r.json()) as unknown)
  }
  const post = (path: string, body: unknown) => send('POST', path, body)
  return Object.assign(post, { send })
}

type Policy = { role_assignments: { identity_id: string; identity_type: string; role_name: string }[] }

/** A local user of fleet-admin's silo with the silo's collaborator role (which maps to no fleet role). */
async function addCollaborator(base: string) {
  const api = await apiClient(base)
  const { silo } = demoCredentials
  const user = (await api.send('POST', `/v1/system/identity-providers/local/users?silo=${silo}`, {
    external_id: COLLABORATOR.username,
    password: { mode: 'password', value: COLLABORATOR.password },
  })) as { id: string }
  const policy = (await api.send('GET', `/v1/system/silos/${silo}/policy`)) as Policy
  policy.role_assignments.push({ identity_id: user.id, identity_type: 'silo_user', role_name: 'collaborator' })
  await api.send('PUT', `/v1/system/silos/${silo}/policy`, policy)
}

/** The fleet, through the public API, 8 requests in flight. Returns the project holding the instance. */
async function makeFleet(base: string, projects: number) {
  const post = await apiClient(base)
  let next = 0
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < projects) {
        const n = next++
        await post('/v1/projects', { name: `scale-${pad(n)}`, description: '' })
      }
    }),
  )
  const late = `scale-${pad(Math.floor(projects * 0.995))}`
  await post(`/v1/instances?project=${late}`, bareInstanceBody(SOUGHT, true))
  await post(`/v1/instances?project=${late}`, bareInstanceBody(STOPPED, false))
  return late
}

async function signedIn(browser: Browser, base: string, init?: string, as = demoCredentials) {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } })
  const { silo } = demoCredentials
  const { username, password } = as
  const login = await context.request.post(`/v1/login/${silo}/local`, { data: { username, password } })
  if (!login.ok()) throw new Error(`sign in as ${username}: HTTP ${login.status()}`)
  if (init) await context.addInitScript({ content: init })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage')
    return ((await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }).usedSize / 1e6
  }
  return { page, heap, close: () => context.close() }
}

async function standIn(page: Page, project: string) {
  await page.goto(`/projects/${project}/instances`)
  await page.getByRole('heading', { name: 'Instances' }).waitFor()
  // a person reads the page before searching: the deferred work of the first paint is done
  await page.waitForTimeout(1500)
}

/**
 * Ctrl+K, then `text` typed; ms from the first key to an option naming each of `wanted`, in order
 * (rAF-free: a MutationObserver).
 */
async function paletteFindAll(page: Page, text: string, wanted: string[], timeout: number) {
  await page.evaluate((ws) => {
    const win = window as unknown as { __found?: (number | null)[]; __first?: number }
    const found: (number | null)[] = ws.map(() => null)
    win.__found = found
    win.__first = undefined
    document.addEventListener('keydown', () => (win.__first ??= performance.now()), { capture: true, once: true })
    const obs = new MutationObserver(() => {
      if (win.__first === undefined) return
      const options = [...document.querySelectorAll('[role=option]')].map((o) => o.textContent ?? '')
      ws.forEach((w, i) => {
        if (found[i] === null && options.some((o) => o.includes(w))) found[i] = performance.now() - win.__first!
      })
      if (found.every((f) => f !== null)) obs.disconnect()
    })
    obs.observe(document, { childList: true, subtree: true, characterData: true })
  }, wanted)
  await page.keyboard.press('Control+k')
  await page.keyboard.type(text)
  await page.waitForFunction(
    () => (window as unknown as { __found: (number | null)[] }).__found.every((f) => f !== null),
    null,
    { polling: 100, timeout },
  )
  return page.evaluate(() => (window as unknown as { __found: number[] }).__found)
}

const paletteFind = async (page: Page, text: string, wanted: string, timeout: number) =>
  (await paletteFindAll(page, text, [wanted], timeout))[0]

/** A browser that never indexed this silo: ms from the first key to the running and the stopped instance listed. */
async function coldSearch(browser: Browser, base: string, as = demoCredentials) {
  const s = await signedIn(browser, base, undefined, as)
  try {
    await standIn(s.page, STAND_IN)
    const [running, stopped] = await paletteFindAll(s.page, QUERY, [`· ${SOUGHT}`, `· ${STOPPED}`], BUILD_TIMEOUT)
    return { running, stopped }
  } finally {
    await s.close()
  }
}

/** When the instances table's first data row exists, ms since navigation start (window.__firstRow). */
const firstRowProbe = `(() => {
  const check = () => {
    if (window.__firstRow !== undefined) return true
    if (document.querySelector('table[aria-label="Instances"] tbody td:not([colspan])')) { window.__firstRow = performance.now(); return true }
    return false
  }
  const obs = new MutationObserver(() => check() && obs.disconnect())
  obs.observe(document, { childList: true, subtree: true })
})()`

async function firstInstanceRow(browser: Browser, base: string, project: string) {
  const s = await signedIn(browser, base, firstRowProbe)
  try {
    await s.page.goto(`/projects/${project}/instances`)
    await s.page.waitForFunction(() => (window as unknown as { __firstRow?: number }).__firstRow !== undefined, null, {
      polling: 50,
      timeout: 60_000,
    })
    return await s.page.evaluate(() => (window as unknown as { __firstRow: number }).__firstRow)
  } finally {
    await s.close()
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]

export async function benchSearch(browser: Browser, distDir: string, runs: number, projects: number) {
  const small = await serve(distDir)
  const big = await serve(distDir)
  const servers: Server[] = [small.server, big.server]
  try {
    let t = Date.now()
    const late = await makeFleet(big.base, projects)
    const fleetMs = Date.now() - t
    // the small fleet's standing project holds instances; the big one's needs one for a first row
    const post = await apiClient(big.base)
    await post(`/v1/instances?project=${STAND_IN}`, bareInstanceBody('here-1', false))
    await addCollaborator(big.base)
    // before fleet-admin's long build below loads the machine
    const collab = await coldSearch(browser, big.base, { ...demoCredentials, ...COLLABORATOR })

    const rows: Record<'small' | 'big', number[]> = { small: [], big: [] }
    for (let i = 0; i < runs; i++) {
      rows.small.push(await firstInstanceRow(browser, small.base, 'mock-project'))
      rows.big.push(await firstInstanceRow(browser, big.base, STAND_IN))
    }

    const s = await signedIn(browser, big.base)
    let figures: Record<string, string>
    try {
      await standIn(s.page, STAND_IN)
      const heapBefore = await s.heap()
      t = Date.now()
      const [cold, coldStopped] = await paletteFindAll(s.page, QUERY, [`· ${SOUGHT}`, `· ${STOPPED}`], BUILD_TIMEOUT)
      await s.page
        .getByRole('dialog', { name: 'Quick actions' })
        .getByRole('status')
        .filter({ hasText: `Searched all ${(projects + 5).toLocaleString('en-US')} projects.` })
        .waitFor({ timeout: BUILD_TIMEOUT })
      const buildMs = Date.now() - t
      const heapAfter = await s.heap()
      // the last batch of lists is written at most 2 s after the last read
      await s.page.waitForTimeout(2500)
      const stored = await s.page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0)
      await standIn(s.page, STAND_IN)
      const kept = await paletteFind(s.page, SOUGHT, `· ${SOUGHT}`, 60_000)
      await s.page.keyboard.press('Escape')
      const inMemory = await paletteFind(s.page, SOUGHT, `· ${SOUGHT}`, 60_000)
      figures = {
        [`palette, fleet reader: first key -> running ${SOUGHT} listed, cold index (ms)`]: `${cold.toFixed(0)}   goal < 2,000`,
        [`palette, fleet reader: first key -> stopped ${STOPPED} listed, cold index (ms)`]: `${coldStopped.toFixed(0)}   goal < 2,000`,
        [`palette, no fleet read: first key -> running ${SOUGHT} listed, cold index (ms)`]: `${collab.running.toFixed(0)}   goal < 2,000`,
        [`palette, no fleet read: first key -> stopped ${STOPPED} listed, cold index (ms)`]: `${collab.stopped.toFixed(0)}   goal < 2,000`,
        [`palette: the same, index kept in IndexedDB, new page load (ms)`]: `${kept.toFixed(0)}   goal < 2,000`,
        [`palette: the same, index in memory, palette reopened (ms)`]: `${inMemory.toFixed(0)}   goal < 2,000`,
        'index: build time, palette opened -> "Searched all" (s)': (buildMs / 1000).toFixed(1),
        'index: JS heap before / after the build (MB)': `${heapBefore.toFixed(1)} / ${heapAfter.toFixed(1)}`,
        'index: IndexedDB usage (MB)': (stored / 1e6).toFixed(1),
      }
    } finally {
      await s.close()
    }
    const load = loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')
    console.log(
      `\n== search at ${projects.toLocaleString('en-US')} projects made through the API: ` +
        `${late} holds ${SOUGHT} (running) and ${STOPPED} (stopped), ${QUERY} typed, the user stands in ${STAND_IN}; ` +
        `fleet reader = fleet-admin, no fleet read = ${COLLABORATOR.username} (silo collaborator); mock latency 0, CPU 1x; ` +
        `${new Date().toISOString().slice(0, 16)}, ${cpus().length} cores, load average ${load}\n`,
    )
    console.log(`fleet made over HTTP: ${(fleetMs / 1000).toFixed(1)} s`)
    for (const [k, v] of Object.entries(figures)) console.log(`${k.padEnd(78)} ${v}`)
    const sm = median(rows.small)
    const bg = median(rows.big)
    console.log(
      `${`instances list, first row: small fleet / ${projects.toLocaleString('en-US')} projects, median of ${runs} (ms)`.padEnd(78)} ` +
        `${sm.toFixed(0)} / ${bg.toFixed(0)} = ${(bg / sm).toFixed(2)}x   goal <= 1.3x`,
    )
  } finally {
    for (const server of servers) {
      server.close()
      server.closeAllConnections()
    }
  }
}
