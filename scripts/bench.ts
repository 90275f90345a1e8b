/**
 * `npm run bench`: the figures of DESIGN §7 and issue #20, measured.
 *
 * 1. Builds (unless --no-build) and prints the build time, the initial JS+CSS
 *    (raw, gzip, brotli) and every chunk's brotli size.
 * 2. Serves dist with embed/ (mock latency 0), signs in as fleet-admin, and in
 *    headless Debian Chromium measures, median of --runs (5) cold loads each:
 *    navigation -> first instances row (`db1`) rendered on
 *    /projects/mock-project/instances, unthrottled and at 4x CPU throttling; first
 *    contentful paint; the JS files and bytes fetched by the first row and once the
 *    page settles; client-side navigation instances -> disks; JS heap after load.
 *    Prints the ratio against the reference console's figures in issue #20.
 * 3. --base DIR (repeatable): also serves earlier builds (say `.tmp/dist-base`, built
 *    from the base commit) and interleaves their loads with dist's (A, B, A, B ...), so
 *    all see the same machine load; prints a column each.
 * 4. --stress N: N cold loads (fresh context each), alternating mock latency 0 and
 *    200-400 ms, two loads at 1x CPU then two at 4x throttling; counts the loads that never showed the `db1` row within 10 s and,
 *    for each, saves a screenshot and prints its console errors and the requests
 *    still pending (.tmp/bench-stress/).
 *
 *   node --import tsx scripts/bench.ts [--no-build] [--runs N] [--base DIR ...] [--stress N]
 *
 * With --upload, runs the image upload bench instead (scripts/bench-upload.ts, issue #23);
 * with --scale, the default fleet against the large one (scripts/bench-scale.ts, issue #21).
 */
import '../embed/polyfill.ts'
import { chromium, type Browser, type BrowserContext } from '@playwright/test'
import { spawnSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { cpus, loadavg } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { demoCredentials, type MockOptions } from '../embed/mock-adapter.ts'
import { createConsoleServer } from '../embed/server.ts'
import { analyzeDist, kb, printReport } from './check-dist.ts'

if (process.argv.includes('--scale')) {
  await import('./bench-scale.ts')
  process.exit(0)
}
if (process.argv.includes('--upload')) {
  await import('./bench-upload.ts')
  process.exit(0)
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const distDir = join(root, 'dist')
const { values: args } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '5' },
    base: { type: 'string', multiple: true },
    stress: { type: 'string' },
  },
})
const runs = Number(args.runs)
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const chromiumArgs = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-gpu',
  '--no-first-run',
]
const targetPath = '/projects/mock-project/instances'

/**
 * The reference Oxide console (production build, commit 4f92755) on this kind of machine, same
 * mock API, median of 5 cold loads (issue #20). Taken on another day than any run of this script:
 * the ratios are indicative, the same-run A/B (--base) is the fair comparison.
 */
const reference = { firstRow1x: 1382, firstRow4x: 4006, fcp: 1432, jsFiles: 81, jsBytes: 311_000 }

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  if (!s.length) return NaN
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}
const ms = (n: number) => `${Math.round(n)} ms`
const load = () => loadavg()[0].toFixed(1)

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
if (!args.stress) printReport(report, { all: true })
for (const f of report.failures.filter((f) => /budget/.test(f))) console.log(`OVER BUDGET: ${f}`)

// ---------------------------------------------------------------------------
// 2. In the browser

async function serve(dir: string, mock: MockOptions): Promise<{ server: Server; base: string }> {
  const server = createConsoleServer({ distDir: dir, mock })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

/**
 * Records when a table row with a `db1` cell first exists, in ms since navigation
 * start, and the JS resources fetched by then. A string, not a function: tsx (esbuild
 * keepNames) would wrap inner functions in a `__name` helper that does not exist in the page.
 */
const rowProbe = `(() => {
  const check = () => {
    if (window.__db1) return true
    for (const row of document.querySelectorAll('tr')) {
      for (const cell of row.children) {
        if (cell.textContent.trim() === 'db1') {
          window.__db1 = performance.now()
          window.__db1Js = performance.getEntriesByType('resource').filter((e) => /\\.js$/.test(e.name)).length
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

async function signedInContext(browser: Browser, base: string): Promise<BrowserContext> {
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
  fcp?: number
  /** JS files fetched when the first row showed, and once the page settled (network idle). */
  jsAtRow?: number
  jsFiles?: number
  jsBytes?: number
  heap?: number
  clientNav?: number
}

type PageStats = { fcp?: number; jsAtRow: number; jsFiles: number; jsBytes: number }
const pageStats = `(() => {
  const js = performance.getEntriesByType('resource').filter((e) => /\\.js$/.test(e.name))
  return {
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    jsAtRow: window.__db1Js,
    jsFiles: js.length,
    jsBytes: js.reduce((n, e) => n + e.transferSize, 0),
  }
})()`

async function measure(browser: Browser, base: string, throttle: number): Promise<Run> {
  const context = await signedInContext(browser, base)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle })
  const t0 = Date.now()
  await page.goto(base + targetPath)
  // Wait on the probe's own flag: a role query polled from here runs in the page, and on a
  // throttled CPU its accessibility-tree walks competed with the render being measured.
  await page.waitForFunction(() => (window as unknown as { __db1?: number }).__db1 !== undefined, undefined, {
    polling: 100,
  })
  const wall = Date.now() - t0
  const firstRow = await page.evaluate(() => (window as unknown as { __db1: number }).__db1)
  const run: Run = { firstRow, wall }
  if (throttle === 1) {
    // Settled: the deferred work (web/ui/deferred.ts: the sidebar's pages, menu code, project
    // picker) starts a second or more after the first paint, so wait past it, then for the network.
    await page.waitForTimeout(3000)
    await page.waitForLoadState('networkidle')
    Object.assign(run, (await page.evaluate(pageStats)) as PageStats)
    await cdp.send('HeapProfiler.collectGarbage')
    run.heap = ((await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }).usedSize
    // Client-side navigation to another list page (SPEC: under 100 ms plus API time), measured in
    // the page from the click to the first disk row. A user reads a page before moving on, which
    // the wait above stands for: by then the sidebar's pages are preloaded, as they would be for them.
    const link = page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Disks', exact: true })
    if (await link.count()) {
      await page.evaluate(navProbe)
      await link.click()
      await page.waitForFunction(() => (window as unknown as { __nav?: number }).__nav !== undefined, undefined, {
        polling: 100,
      })
      run.clientNav = await page.evaluate(() => (window as unknown as { __nav: number }).__nav)
    }
  }
  await context.close()
  return run
}

/**
 * One cold load that may never finish: true when the row showed within `timeout`; otherwise
 * a screenshot, the console errors and the requests still pending go to the report.
 */
async function stressLoad(
  browser: Browser,
  base: string,
  throttle: number,
  label: string,
  outDir: string,
  timeout = 10_000,
): Promise<string | null> {
  const context = await signedInContext(browser, base)
  const page = await context.newPage()
  if (throttle !== 1)
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: throttle })
  const errors: string[] = []
  const pending = new Map<object, string>()
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`))
  page.on('request', (r) => pending.set(r, `${r.method()} ${r.url().replace(base, '')}`))
  page.on('requestfinished', (r) => pending.delete(r))
  page.on('requestfailed', (r) => pending.delete(r))
  const t0 = Date.now()
  try {
    await page.goto(base + targetPath)
    await page.waitForFunction(() => (window as unknown as { __db1?: number }).__db1 !== undefined, undefined, {
      polling: 100,
      timeout,
    })
    return null
  } catch (e) {
    const shot = join(outDir, `stuck-${label}.png`)
    await page.screenshot({ path: shot }).catch(() => undefined)
    const url = page.url().replace(base, '')
    return [
      `stuck load ${label} after ${Date.now() - t0} ms at ${url} (${(e as Error).message.split('\n')[0]})`,
      `  screenshot: ${shot}`,
      `  console errors: ${errors.length ? errors.join(' | ') : 'none'}`,
      `  pending requests: ${pending.size ? [...pending.values()].join(', ') : 'none'}`,
    ].join('\n')
  } finally {
    await context.close()
  }
}

const browser = await chromium.launch({ executablePath, args: chromiumArgs })
const servers: Server[] = []
const served = async (dir: string, mock: MockOptions) => {
  const s = await serve(dir, mock)
  servers.push(s.server)
  return s.base
}
try {
  if (args.stress) await stress(Number(args.stress))
  else await timings()
} finally {
  await browser.close()
  for (const s of servers) {
    s.close()
    s.closeAllConnections()
  }
}

async function stress(n: number) {
  const outDir = join(root, '.tmp', 'bench-stress')
  mkdirSync(outDir, { recursive: true })
  const bases = [await served(distDir, { latency: 0 }), await served(distDir, { latency: [200, 400] })]
  console.log(
    `\n== stress: ${n} cold loads of ${targetPath}, mock latency 0 and 200-400 ms alternately, CPU 1x and 4x by pairs; stuck = no db1 row within 10 s`,
  )
  console.log(`machine: ${cpus().length} CPUs, load average ${load()} at start`)
  const stuck: string[] = []
  const t0 = Date.now()
  for (let i = 0; i < n; i++) {
    // latency 0 and 200-400 alternately; every other pair at 4x CPU throttling, as the bench loads
    const latency = i % 2 ? '200-400' : '0'
    const throttle = i % 4 < 2 ? 1 : 4
    const failure = await stressLoad(
      browser,
      bases[i % 2],
      throttle,
      `${i + 1}-latency-${latency}-cpu-${throttle}x`,
      outDir,
    )
    if (failure) {
      stuck.push(failure)
      console.log(failure)
    }
    if ((i + 1) % 25 === 0)
      console.log(`  ${i + 1}/${n} loads, ${stuck.length} stuck, ${Math.round((Date.now() - t0) / 1000)} s`)
  }
  console.log(`stress: ${stuck.length} of ${n} loads stuck (load average ${load()} at the end)`)
  if (stuck.length) process.exitCode = 1
}

async function timings() {
  const variants: { name: string; base: string }[] = [{ name: 'dist', base: await served(distDir, { latency: 0 }) }]
  for (const dir of args.base ?? [])
    variants.push({ name: dir, base: await served(resolve(root, dir), { latency: 0 }) })
  console.log(
    `\n== browser (${executablePath}; ${runs} cold loads each${variants.length > 1 ? ', interleaved' : ''}; mock latency 0)`,
  )
  console.log(`machine: ${cpus().length} CPUs, load average ${load()} at start`)
  const results = new Map(variants.map((v) => [v.name, { 1: [] as Run[], 4: [] as Run[] }]))
  // One warm-up load each so the server and disk caches are not part of the first run.
  for (const v of variants) await measure(browser, v.base, 1)
  for (const throttle of [1, 4] as const) {
    for (let i = 0; i < runs; i++)
      for (const v of variants) results.get(v.name)![throttle].push(await measure(browser, v.base, throttle))
  }
  const endLoad = loadavg()[0]

  const width = 16
  console.log(
    `${''.padEnd(58)}${variants.map((v) => v.name.slice(-width).padStart(width)).join('')}${'reference'.padStart(12)}${'ratio'.padStart(8)}`,
  )
  const row = (
    label: string,
    pick: (r: { 1: Run[]; 4: Run[] }) => number[],
    fmt: (n: number) => string = ms,
    ref?: number,
  ) => {
    const meds = variants.map((v) => median(pick(results.get(v.name)!)))
    const refCols = ref === undefined ? '' : `${fmt(ref).padStart(12)}${(meds[0] / ref).toFixed(2).padStart(8)}`
    console.log(
      `${label.padEnd(58)}${meds.map((m) => (Number.isNaN(m) ? '-' : fmt(m)).padStart(width)).join('')}${refCols}`,
    )
    for (const v of variants)
      console.log(
        `${''.padEnd(60)}${v.name}: ${pick(results.get(v.name)!)
          .map((x) => fmt(x))
          .join(', ')}`,
      )
  }
  const each =
    (k: keyof Run, t: 1 | 4 = 1) =>
    (r: { 1: Run[]; 4: Run[] }) =>
      r[t].flatMap((x) => (x[k] === undefined ? [] : [x[k] as number]))
  const count = (n: number) => String(Math.round(n))
  row('first db1 row, since navigation start, no throttling', each('firstRow'), ms, reference.firstRow1x)
  row('first db1 row, since navigation start, 4x CPU throttling', each('firstRow', 4), ms, reference.firstRow4x)
  row('  goto -> row visible (Playwright wall clock), 4x', each('wall', 4))
  row('first contentful paint, no throttling', each('fcp'), ms, reference.fcp)
  row('JS files fetched by the first row', each('jsAtRow'), count)
  row('JS files fetched once the page settles', each('jsFiles'), count, reference.jsFiles)
  row('JS bytes on the wire once the page settles', each('jsBytes'), kb, reference.jsBytes)
  row('client navigation instances -> disks (click to row)', each('clientNav'))
  row('JS heap used after load (after GC)', each('heap'), (n) => `${(n / 1024 / 1024).toFixed(1)} MiB`)
  console.log(
    '(reference: the reference console in issue #20, measured on another day on this kind of machine; ratio = dist / reference)',
  )
  console.log(
    `load average ${endLoad.toFixed(1)} at the end${endLoad > cpus().length ? ': the machine is busy, timings are pessimistic' : ''}`,
  )

  const i = report.initial
  const ours = results.get('dist')!
  const throttled = median(ours[4].map((r) => r.firstRow))
  const heap = median(ours[1].map((r) => r.heap ?? 0))
  console.log('\n== against DESIGN §7 and issue #20')
  console.log(
    `initial JS+CSS ${i.files.length} files, ${kb(i.brotli)} brotli (<= 60 KB): ${i.brotli <= 60_000 ? 'ok' : 'OVER'}`,
  )
  console.log(`instances at 4x throttling ${ms(throttled)} (<= 1000 ms): ${throttled <= 1000 ? 'ok' : 'OVER'}`)
  for (const [t, ref] of [
    [1, reference.firstRow1x],
    [4, reference.firstRow4x],
  ] as const) {
    const m = median(ours[t].map((r) => r.firstRow))
    console.log(
      `first row at ${t}x ${ms(m)}, ${(m / ref).toFixed(2)} of the reference's ${ms(ref)} (<= 0.33): ${m <= ref / 3 ? 'ok' : 'OVER'}`,
    )
  }
  console.log(`JS heap ${(heap / 1024 / 1024).toFixed(1)} MiB (< 10 MB): ${heap < 10_000_000 ? 'ok' : 'OVER'}`)
}
