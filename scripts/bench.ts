/**
 * `npm run bench`: the figures of DESIGN §7, measured.
 *
 * 1. Builds (unless --no-build) and prints the build time, the initial JS+CSS
 *    (raw, gzip, brotli) and every chunk's brotli size.
 * 2. Serves dist with embed/ (mock latency 0), signs in as fleet-admin, and in
 *    headless Debian Chromium measures, median of --runs (5) cold loads each:
 *    navigation -> first instances row (`db1`) rendered on
 *    /projects/mock-project/instances, unthrottled and at 4x CPU throttling;
 *    client-side navigation instances -> disks; JS heap after load (after GC).
 *
 *   node --import tsx scripts/bench.ts [--no-build] [--runs N]
 *
 * With --upload, runs the image upload bench instead (scripts/bench-upload.ts, issue #23).
 */
import '../embed/polyfill.ts'
import { chromium, type Browser, type BrowserContext } from '@playwright/test'
import { spawnSync } from 'node:child_process'
import type { AddressInfo } from 'node:net'
import { cpus, loadavg } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { demoCredentials } from '../embed/mock-adapter.ts'
import { createConsoleServer } from '../embed/server.ts'
import { analyzeDist, kb, printReport } from './check-dist.ts'

if (process.argv.includes('--upload')) {
  await import('./bench-upload.ts')
  process.exit(0)
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const distDir = join(root, 'dist')
const { values: args } = parseArgs({
  options: { 'no-build': { type: 'boolean', default: false }, runs: { type: 'string', default: '5' } },
})
const runs = Number(args.runs)
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const chromiumArgs = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu', '--no-first-run']

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}
const ms = (n: number) => `${Math.round(n)} ms`

// ---------------------------------------------------------------------------
// 1. Build and sizes

console.log('== build')
if (!args['no-build']) {
  const t0 = performance.now()
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'build.ts'], { cwd: root, encoding: 'utf8' })
  const wall = performance.now() - t0
  if (build.status !== 0) {
    console.error(build.stdout, build.stderr)
    process.exit(1)
  }
  const inner = /in (\d+) ms/.exec(build.stdout)?.[1]
  console.log(`build: ${ms(wall)} wall (esbuild + html + compress + manifest: ${inner} ms)`)
}
const report = analyzeDist(distDir)
printReport(report, { all: true })
const sizeFailures = report.failures.filter((f) => /budget/.test(f))
for (const f of sizeFailures) console.log(`OVER BUDGET: ${f}`)

// ---------------------------------------------------------------------------
// 2. In the browser

const server = createConsoleServer({ distDir, mock: { latency: 0 } })
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
const target = `${base}/projects/mock-project/instances`

/**
 * Records when a table row with a `db1` cell first exists, in ms since navigation
 * start. A string, not a function: tsx (esbuild keepNames) would wrap inner
 * functions in a `__name` helper that does not exist in the page.
 */
const rowProbe = `(() => {
  const check = () => {
    if (window.__db1) return true
    for (const row of document.querySelectorAll('tr')) {
      for (const cell of row.children) {
        if (cell.textContent.trim() === 'db1') {
          window.__db1 = performance.now()
          return true
        }
      }
    }
    return false
  }
  const obs = new MutationObserver(() => check() && obs.disconnect())
  obs.observe(document, { childList: true, subtree: true, characterData: true })
})()`

/** Time from the next click to the first `disk-1` cell, in ms, left in window.__nav. A string: see rowProbe. */
const navProbe = `(() => {
  let clicked = 0
  document.addEventListener('click', () => { clicked = performance.now() }, { capture: true, once: true })
  const obs = new MutationObserver(() => {
    for (const cell of document.querySelectorAll('td')) {
      if (clicked && cell.textContent.trim() === 'disk-1') {
        window.__nav = performance.now() - clicked
        obs.disconnect()
        return
      }
    }
  })
  obs.observe(document, { childList: true, subtree: true, characterData: true })
})()`

async function signedInContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: base })
  const { silo, username, password } = demoCredentials
  const res = await context.request.post(`/v1/login/${silo}/local`, { data: { username, password } })
  if (!res.ok()) throw new Error(`sign in failed: HTTP ${res.status()}`)
  await context.addInitScript({ content: rowProbe })
  return context
}

interface Run {
  firstRow: number
  wall: number
  heap?: number
  clientNav?: number
}

async function measure(browser: Browser, throttle: number): Promise<Run> {
  const context = await signedInContext(browser)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle })
  const t0 = Date.now()
  await page.goto(target)
  // Wait on the probe's own flag: a role query polled from here runs in the page, and on a
  // throttled CPU its accessibility-tree walks competed with the render being measured.
  await page.waitForFunction(() => (window as unknown as { __db1?: number }).__db1 !== undefined, undefined, { polling: 100 })
  const wall = Date.now() - t0
  const firstRow = await page.evaluate(() => (window as unknown as { __db1: number }).__db1)
  const run: Run = { firstRow, wall }
  if (throttle === 1) {
    await page.waitForLoadState('networkidle')
    await cdp.send('HeapProfiler.collectGarbage')
    run.heap = ((await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }).usedSize
    // Client-side navigation to another list page (SPEC: under 100 ms plus API time), measured in
    // the page from the click to the first disk row. A user reads a page before moving on, so it
    // waits first: by then the deferred work (web/ui/deferred.ts), which preloads the sidebar's
    // pages, is done, as it would be for them.
    const link = page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Disks', exact: true })
    if (await link.count()) {
      await page.waitForTimeout(3000)
      await page.evaluate(navProbe)
      await link.click()
      await page.waitForFunction(() => (window as unknown as { __nav?: number }).__nav !== undefined, undefined, { polling: 100 })
      run.clientNav = await page.evaluate(() => (window as unknown as { __nav: number }).__nav)
    }
  }
  await context.close()
  return run
}

const load = () => loadavg()[0].toFixed(1)
console.log(`\n== browser (${executablePath}; ${runs} cold loads each; mock latency 0)`)
console.log(`machine: ${cpus().length} CPUs, load average ${load()} at start`)
const browser = await chromium.launch({ executablePath, args: chromiumArgs })
const results: Record<string, Run[]> = {}
try {
  // One warm-up load so the server and disk caches are not part of the first run.
  await measure(browser, 1)
  for (const throttle of [1, 4]) {
    results[throttle] = []
    for (let i = 0; i < runs; i++) results[throttle].push(await measure(browser, throttle))
  }
} finally {
  await browser.close()
  server.close()
  server.closeAllConnections()
}

const row = (label: string, xs: number[], fmt = ms) => console.log(`${label.padEnd(52)} ${fmt(median(xs)).padStart(10)}   (${xs.map((x) => fmt(x)).join(', ')})`)
row('first db1 row, since navigation start, no throttling', results[1].map((r) => r.firstRow))
row('first db1 row, since navigation start, 4x CPU throttling', results[4].map((r) => r.firstRow))
row('  goto -> row visible (Playwright wall clock), 4x', results[4].map((r) => r.wall))
const navs = results[1].flatMap((r) => (r.clientNav === undefined ? [] : [r.clientNav]))
if (navs.length) row('client navigation instances -> disks (click to row)', navs)
row('JS heap used after load (after GC)', results[1].map((r) => r.heap ?? 0), (n) => `${(n / 1024 / 1024).toFixed(1)} MiB`)

console.log(`load average ${load()} at the end${loadavg()[0] > cpus().length ? ': the machine is busy, timings are pessimistic' : ''}`)

const i = report.initial
const throttled = median(results[4].map((r) => r.firstRow))
const heap = median(results[1].map((r) => r.heap ?? 0))
console.log('\n== against DESIGN §7')
console.log(`initial JS+CSS ${kb(i.brotli)} brotli (<= 60 KB): ${i.brotli <= 60_000 ? 'ok' : 'OVER'}`)
console.log(`instances at 4x throttling ${ms(throttled)} (<= 1000 ms): ${throttled <= 1000 ? 'ok' : 'OVER'}`)
console.log(`JS heap ${(heap / 1024 / 1024).toFixed(1)} MiB (< 10 MB): ${heap < 10_000_000 ? 'ok' : 'OVER'}`)
