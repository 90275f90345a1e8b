/**
 * `npm run bench -- --scale`: the default fleet against the large one
 * (MOCK_FLEET=large, web/mock/README.md) in one run, same build, same machine, mock
 * latency 0, Chromium at 1x CPU. Two servers, loads interleaved (default, large,
 * default, large ...) so both see the same machine load; median of --runs (3).
 *
 * - first row: navigation -> first row of the instances list (mock-project / big-project,
 *   5,000 instances) and of the firewall rules page (mock-vpc / big-vpc, 1,024 rules);
 * - picker search: the top bar's project picker, first key typed -> the project listed
 *   (mock-project / proj-09999 of 10,000);
 * - palette search: Ctrl+K, first key typed -> the instance among the results
 *   (db2 / inst-04999 of big-project);
 * - filter keystroke: keystroke -> the next frame painted, typing into the projects
 *   list's filter with "All" rows (5 / 10,000 projects), median and worst;
 * - rule edit keystroke: the same, typing into a firewall rule's description (rule
 *   among 4 / 1,024);
 * - scroll frame: frame time while the "All" projects list scrolls 200 px a frame;
 * - heap: JS heap after the instances list loaded and after "All" projects.
 * Prints each figure, the large/default ratio and the bar where it has one.
 *
 *   node --import tsx scripts/bench.ts --scale [--no-build] [--runs N]
 */
import '../embed/polyfill.ts'
import { chromium, type Browser, type Page } from '@playwright/test'
import { spawnSync } from 'node:child_process'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { cpus, loadavg } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { demoCredentials, type MockOptions } from '../embed/mock-adapter.ts'
import { createConsoleServer } from '../embed/server.ts'
import { benchSearch } from './bench-search.ts'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const distDir = join(root, 'dist')
const { values: args } = parseArgs({
  options: {
    scale: { type: 'boolean', default: true },
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    // : only the silo made through the API (scripts/bench-search.ts), and its size
    'search-only': { type: 'boolean', default: false },
    projects: { type: 'string', default: '2000' },
  },
})
const runs = Number(args.runs)
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

type Fleet = 'default' | 'large'
/** What each measure looks for, per fleet. */
const subject = {
  default: { project: 'mock-project', vpc: 'mock-vpc', pick: 'mock-project', find: 'db2', rule: 'allow-icmp' },
  large: { project: 'big-project', vpc: 'big-vpc', pick: 'proj-09999', find: 'inst-04999', rule: 'rule-0500' },
}

// ---------------------------------------------------------------------------
// In-page probes: strings, not functions (tsx would wrap inner functions in a `__name`
// helper that the page does not have).

/** When the first data row of the table named `label` exists (ms since navigation start). */
const firstRowProbe = (label: string) => `(() => {
  const sel = 'table[aria-label=${JSON.stringify(label)}] tbody td:not([colspan])'
  const check = () => {
    if (window.__firstRow !== undefined) return true
    if (document.querySelector(sel)) { window.__firstRow = performance.now(); return true }
    return false
  }
  const obs = new MutationObserver(() => check() && obs.disconnect())
  obs.observe(document, { childList: true, subtree: true })
})()`

/** First keydown -> an option whose text contains `text` exists, left in window.__found. */
const searchProbe = (text: string) => `(() => {
  window.__found = undefined
  let first = 0
  document.addEventListener('keydown', () => { if (!first) first = performance.now() }, { capture: true })
  const obs = new MutationObserver(() => {
    if (!first) return
    for (const o of document.querySelectorAll('[role=option]')) {
      if (o.textContent.includes(${JSON.stringify(text)})) {
        window.__found = performance.now() - first
        obs.disconnect()
        return
      }
    }
  })
  obs.observe(document, { childList: true, subtree: true, characterData: true })
})()`

/** Each input event -> the frame after it painted (rAF, then a task), in window.__keys. */
const keystrokeProbe = `(() => {
  window.__keys = []
  document.addEventListener('input', (e) => {
    const t0 = e.timeStamp
    requestAnimationFrame(() => setTimeout(() => window.__keys.push(performance.now() - t0), 0))
  }, { capture: true })
})()`

/** Scrolls the window 200 px a frame for `frames` frames; frame intervals in window.__frames. */
const scrollProbe = (frames: number) => `new Promise((done) => {
  const out = []
  let last = performance.now()
  let n = 0
  const step = (t) => {
    out.push(t - last)
    last = t
    window.scrollBy(0, 200)
    if (++n < ${frames}) requestAnimationFrame(step)
    else done(out)
  }
  requestAnimationFrame(step)
})`

// ---------------------------------------------------------------------------

async function serve(fleet: Fleet): Promise<{ server: Server; base: string }> {
  const mock: MockOptions = { latency: 0, fleet }
  const server = createConsoleServer({ distDir, mock })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

async function signedIn(browser: Browser, base: string, init?: string) {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } })
  const { silo, username, password } = demoCredentials
  const res = await context.request.post(`/v1/login/${silo}/local`, { data: { username, password } })
  if (!res.ok()) throw new Error(`sign in failed: HTTP ${res.status()}`)
  if (init) await context.addInitScript({ content: init })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage')
    return ((await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }).usedSize / 1e6
  }
  return { page, heap, close: () => context.close() }
}

type W = Record<string, unknown>
// functions, not strings: a string predicate is eval'd in the page, which the CSP forbids
const waitFor = (page: Page, global: string) =>
  page.waitForFunction((g) => (window as unknown as W)[g] !== undefined, global, { polling: 50, timeout: 60_000 })
const read = <T>(page: Page, global: string) => page.evaluate((g) => (window as unknown as W)[g], global) as Promise<T>

type Figures = Record<string, number>

async function firstRow(browser: Browser, base: string, path: string, label: string) {
  const s = await signedIn(browser, base, firstRowProbe(label))
  try {
    await s.page.goto(path)
    await waitFor(s.page, '__firstRow')
    const ms = await read<number>(s.page, '__firstRow')
    await s.page.waitForTimeout(1000)
    return { ms, heap: await s.heap() }
  } finally {
    await s.close()
  }
}

async function search(browser: Browser, base: string, fleet: Fleet, kind: 'picker' | 'palette') {
  const f = subject[fleet]
  const s = await signedIn(browser, base)
  try {
    await s.page.goto(`/projects/${f.project}/instances`)
    await s.page.getByRole('heading', { name: 'Instances' }).waitFor()
    // a person reads the page before searching: the deferred work of the first paint is done
    await s.page.waitForTimeout(1500)
    const wanted = kind === 'picker' ? f.pick : `· ${f.find}`
    await s.page.evaluate(searchProbe(wanted))
    if (kind === 'picker') await s.page.getByRole('combobox', { name: 'Switch project' }).click()
    else await s.page.keyboard.press('Control+k')
    await s.page.keyboard.type(kind === 'picker' ? f.pick : f.find)
    await waitFor(s.page, '__found')
    return await read<number>(s.page, '__found')
  } finally {
    await s.close()
  }
}

/** Types `text` into the focused box a key at a time (100 ms apart) and reads each keystroke's cost. */
async function keystrokes(page: Page, text: string) {
  await page.evaluate(keystrokeProbe)
  await page.keyboard.type(text, { delay: 100 })
  await page.waitForTimeout(300)
  return read<number[]>(page, '__keys')
}

async function allProjects(browser: Browser, base: string) {
  const s = await signedIn(browser, base)
  try {
    await s.page.goto('/projects')
    const pager = s.page.getByRole('navigation', { name: 'Pagination' })
    await pager.getByLabel('Rows per page').selectOption('All')
    await s.page
      .getByRole('status')
      .filter({ hasText: /^Loading all/ })
      .waitFor({ state: 'detached' })
    await s.page.getByRole('table', { name: 'Projects' }).getByRole('row').nth(1).waitFor()
    const heap = await s.heap()
    const frames = (await s.page.evaluate(scrollProbe(120))) as number[]
    await s.page.evaluate(() => window.scrollTo(0, 0))
    await s.page.getByRole('searchbox', { name: 'Filter' }).click()
    const keys = await keystrokes(s.page, 'proj-0999')
    return { heap, frames, keys }
  } finally {
    await s.close()
  }
}

async function ruleEdit(browser: Browser, base: string, fleet: Fleet) {
  const f = subject[fleet]
  const s = await signedIn(browser, base)
  try {
    await s.page.goto(`/projects/${f.project}/vpcs/${f.vpc}/firewall-rules/${f.rule}/edit`)
    const box = s.page.getByRole('textbox', { name: 'Description' })
    await box.click()
    await s.page.keyboard.press('End')
    return await keystrokes(s.page, ' edited')
  } finally {
    await s.close()
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN
}
const max = (xs: number[]) => Math.max(...xs)
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)]

async function one(browser: Browser, base: string, fleet: Fleet): Promise<Figures> {
  const f = subject[fleet]
  const inst = await firstRow(browser, base, `/projects/${f.project}/instances`, 'Instances')
  const rules = await firstRow(browser, base, `/projects/${f.project}/vpcs/${f.vpc}/firewall-rules`, 'Firewall rules')
  const picker = await search(browser, base, fleet, 'picker')
  const palette = await search(browser, base, fleet, 'palette')
  const all = await allProjects(browser, base)
  const edit = await ruleEdit(browser, base, fleet)
  return {
    'instances: first row (ms)': inst.ms,
    'firewall rules: first row (ms)': rules.ms,
    'project picker: search (ms)': picker,
    'palette: search (ms)': palette,
    'filter keystroke, All projects: median (ms)': median(all.keys),
    'filter keystroke, All projects: worst (ms)': max(all.keys),
    'rule edit keystroke: median (ms)': median(edit),
    'rule edit keystroke: worst (ms)': max(edit),
    'scroll All projects: median frame (ms)': median(all.frames),
    'scroll All projects: p95 frame (ms)': p95(all.frames),
    'heap after instances list (MB)': inst.heap,
    'heap after All projects (MB)': all.heap,
  }
}

/** The bars: a ratio (large within N x default) or an absolute ceiling for the large fleet. */
const bars: Record<string, string> = {
  'firewall rules: first row (ms)': '<= 1.5x',
  'instances: first row (ms)': '<= 1.5x',
  'filter keystroke, All projects: worst (ms)': '< 50 ms',
  'rule edit keystroke: worst (ms)': '< 100 ms',
  'scroll All projects: median frame (ms)': '~16.7 (60 fps)',
  'palette: search (ms)': '< 2000 ms',
}

if (!args['no-build']) {
  const t = Date.now()
  const built = spawnSync(process.execPath, ['--import', 'tsx', 'build.ts'], { cwd: root, stdio: 'inherit' })
  if (built.status !== 0) process.exit(built.status ?? 1)
  console.log(`build: ${Date.now() - t} ms`)
}

const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
const servers: Server[] = []
try {
  const base: Record<Fleet, string> = { default: '', large: '' }
  for (const fleet of ['default', 'large'] as Fleet[]) {
    const s = await serve(fleet)
    servers.push(s.server)
    base[fleet] = s.base
  }
  if (!args['search-only']) await benchLarge(base)
  await benchSearch(browser, distDir, runs, Number(args.projects))
} finally {
  await browser.close()
  for (const s of servers) {
    s.close()
    s.closeAllConnections()
  }
}

/** part: the default fleet against the large one, every measure above. */
async function benchLarge(base: Record<Fleet, string>) {
  const results: Record<Fleet, Figures[]> = { default: [], large: [] }
  for (let i = 0; i < runs; i++)
    for (const fleet of ['default', 'large'] as Fleet[]) results[fleet].push(await one(browser, base[fleet], fleet))
  const keys = Object.keys(results.default[0])
  const med = (fleet: Fleet, k: string) => median(results[fleet].map((r) => r[k]))
  const load = loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')
  console.log(
    `\n== scale: default fleet vs MOCK_FLEET=large, median of ${runs}, mock latency 0, CPU 1x; ` +
      `${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores, load average ${load}\n`,
  )
  const w = Math.max(...keys.map((k) => k.length))
  console.log(`${'measure'.padEnd(w)}  ${'default'.padStart(8)}  ${'large'.padStart(8)}  ${'ratio'.padStart(6)}  bar`)
  for (const k of keys) {
    const d = med('default', k)
    const l = med('large', k)
    console.log(
      `${k.padEnd(w)}  ${d.toFixed(1).padStart(8)}  ${l.toFixed(1).padStart(8)}  ${(l / d).toFixed(2).padStart(5)}x  ${bars[k] ?? ''}`,
    )
  }
}
