/**
 * `npm run bench -- --upload`: a generated 1 GiB raw image (70% zero, the rest
 * random) uploaded as raw, qcow2, raw.gz, raw.zst and raw.xz through the server's mock on
 * loopback by the worker pipeline, beside the raw file through today's pipeline (main thread,
 * 4 writes in flight). Prints wall time, MB/s of disk content, requests, peak JS heap (page and
 * worker), and checks the mock's stored content against the original's SHA-256. Chromium is
 * driven over a bare DevTools pipe (scripts/cdp-pipe.ts), not Playwright, whose network
 * tracking would copy every request body into this process.
 *
 *   node --import tsx scripts/bench-upload.ts [--no-build] [--size-mib N] [--runs N] [--only raw,qcow2,gz,zst,xz,xzs,xz1]
 *
 * --runs N interleaves N rounds of every row and prints each row's median; --only keeps the
 * baseline and the rows named.
 */
import '../embed/polyfill.ts'
import * as esbuild from 'esbuild'
import { execFileSync, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { loadavg } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { demoCredentials } from '../embed/mock-adapter.ts'
import { createConsoleServer } from '../embed/server.ts'
import { makeRaw } from '../test-support/images.ts'
import { writeQcow2 } from '../test-support/qcow2-writer.ts'
import { launchPipeBrowser, openPage } from './cdp-pipe.ts'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const distDir = join(root, 'dist')
const { values: args } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    'size-mib': { type: 'string', default: '1024' },
    upload: { type: 'boolean', default: true },
    /** Comma-separated rows to run besides the baseline (raw,qcow2,gz,zst,xz; xzs: a one-block .xz, as xz -T1 writes; xz1: the .xz decoded on the upload worker's own thread, the A/B of the decoder threads): for quick iterations. */
    only: { type: 'string' },
    /** Rounds: every row runs once a round, in turn, and the table shows each row's median. */
    runs: { type: 'string', default: '1' },
  },
  strict: false,
})
const size = Number(args['size-mib']) * 1024 * 1024
const MB = 1e6
const mib = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MiB`

if (!args['no-build']) {
  const b = spawnSync(process.execPath, ['--import', 'tsx', 'build.ts'], { cwd: root, encoding: 'utf8' })
  if (b.status !== 0) throw new Error(b.stdout + b.stderr)
}
const manifest = JSON.parse(readFileSync(join(distDir, 'manifest.json'), 'utf8')) as { files: { path: string }[] }
const workerPath = manifest.files.find((f) => /^assets\/upload-worker-[A-Z0-9]+\.js$/.test(f.path))?.path
if (!workerPath) throw new Error('no upload worker in dist')

// ---------------------------------------------------------------------------
// The images, generated once and kept in .tmp/bench-upload (same size, same files next time)

const dir = join(root, '.tmp', 'bench-upload')
mkdirSync(dir, { recursive: true })
const rawPath = join(dir, `image-${size}.raw`)
let rawSha: string
if (!existsSync(rawPath) || statSync(rawPath).size !== size) {
  console.log(`generating ${mib(size)} raw image (70% zero)…`)
  const raw = makeRaw(size)
  writeFileSync(rawPath, raw)
  writeFileSync(rawPath.replace(/\.raw$/, '.qcow2'), writeQcow2(raw))
  rawSha = createHash('sha256').update(raw).digest('hex')
  writeFileSync(rawPath + '.sha256', rawSha)
  for (const [cmd, flags, ext] of [
    ['gzip', ['-1', '-k', '-f'], '.gz'],
    ['zstd', ['-1', '-T0', '-q', '-k', '-f'], '.zst'],
    ['xz', ['-0', '-T0', '-k', '-f'], '.xz'],
  ] as const) {
    console.log(`compressing with ${cmd}…`)
    execFileSync(cmd, [...flags, rawPath])
    if (!existsSync(rawPath + ext)) throw new Error(`${cmd} made no ${rawPath + ext}`)
  }
} else rawSha = readFileSync(rawPath + '.sha256', 'utf8')
// one block, as a single-threaded xz writes (older xz, or -T1): decoded as one stream
const singleXzPath = rawPath.replace(/\.raw$/, '.one-block.raw.xz')
if (!existsSync(singleXzPath)) {
  console.log('compressing with xz -T1…')
  writeFileSync(singleXzPath, execFileSync('xz', ['-0', '-T1', '-c', rawPath], { maxBuffer: 2 * size }))
}

// ---------------------------------------------------------------------------
// Server, page, and the bench's page code (evaluated over CDP, so the page's CSP is untouched)

const server = createConsoleServer({ distDir, mock: { latency: 0, testHooks: true } })
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
const pageCode = (
  await esbuild.build({
    entryPoints: [join(root, 'scripts/bench-upload-page.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    define: {
      __UPLOAD_WORKER__: JSON.stringify('/' + workerPath),
      __PREVIEW__: 'false',
      'process.env.NODE_ENV': '"production"',
    },
    alias: { react: 'preact/compat', 'react-dom': 'preact/compat' },
  })
).outputFiles[0].text

// Chromium driven over a bare DevTools pipe (scripts/cdp-pipe.ts), not Playwright: Playwright
// watches the network of every page and worker, which copies each request body into the bench's
// process (about 2.3 bytes per byte uploaded) on the same two cores as the pipelines it measures.
const browser = launchPipeBrowser(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', [
  '--no-sandbox',
  '--disable-gpu',
  '--enable-precise-memory-info',
  '--js-flags=--expose-gc',
])
const { cdp } = browser
const { silo, username, password } = demoCredentials
const login = await fetch(`${base}/v1/login/${silo}/local`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ username, password }),
})
if (!login.ok) throw new Error('sign in failed')
const cookie = login.headers.getSetCookie()[0].split(';')[0]
const [cookieName, cookieValue] = [cookie.slice(0, cookie.indexOf('=')), cookie.slice(cookie.indexOf('=') + 1)]
await cdp.send('Storage.setCookies', {
  cookies: [{ name: cookieName, value: cookieValue, url: base, httpOnly: true, sameSite: 'Lax' }],
})
const page = await openPage(cdp)
await page.goto(`${base}/projects/mock-project/disks`)
await page.evaluate(pageCode)
await page.evaluate(`(() => {
  const input = document.createElement('input')
  input.type = 'file'
  input.id = 'bench-file'
  document.body.append(input)
})()`)

/**
 * Peak heap of the page's workers (the upload worker and its hashing thread), sampled over the
 * protocol: a worker has no performance.memory.
 */
async function workerHeapSampler(pageSession: string) {
  const sessions = new Set<string>()
  let peak = 0
  cdp.on((m) => {
    const p = m.params as { sessionId?: string; targetInfo?: { type: string } } | undefined
    if (m.method === 'Target.attachedToTarget' && p?.targetInfo?.type === 'worker' && p.sessionId) {
      const s = p.sessionId
      sessions.add(s)
      // the hashing thread is the upload worker's own worker
      void cdp
        .send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: true }, s)
        .catch(() => undefined)
    } else if (m.method === 'Target.detachedFromTarget' && p?.sessionId) sessions.delete(p.sessionId)
  })
  await cdp.send(
    'Target.setAutoAttach',
    { autoAttach: true, waitForDebuggerOnStart: false, flatten: true },
    pageSession,
  )
  const t = setInterval(() => {
    for (const s of sessions)
      void cdp
        .send<{ usedSize: number }>('Runtime.getHeapUsage', {}, s)
        .then((r) => (peak = Math.max(peak, r.usedSize)))
        .catch(() => undefined)
  }, 50)
  return {
    reset: () => (peak = 0),
    peak: () => peak,
    stop: () => clearInterval(t),
  }
}
const workerHeap = await workerHeapSampler(page.sessionId)

type Row = {
  name: string
  file: number
  ms: number
  content: number
  requests: number
  pageHeap: number
  workerHeap: number
  ok: string
}
const rows: Row[] = []

async function storedSha(name: string, length: number) {
  const r = await fetch(`${base}/v1/__mock/disk-content?disk=${name}&length=${length}`, { headers: { cookie } })
  return ((await r.json()) as { sha256: string }).sha256
}

async function run(label: string, path: string, how: 'baseline' | 'worker' | 'worker1') {
  await page.setInputFiles('#bench-file', [path])
  await page.evaluate('globalThis.gc?.()')
  const name = `bench-${label.replace(/[^a-z0-9]/g, '-')}-${Date.now().toString(36)}`
  const id = await page.evaluate<string>(
    `bench.create(${JSON.stringify(name)}, ${Math.ceil(size / 2 ** 30) * 2 ** 30})`,
  )
  workerHeap.reset()
  const r = await page.evaluate<{ ms: number; requests: number; pageHeap: number; sha256?: string }>(
    how === 'worker1' ? `bench.worker(${JSON.stringify(id)}, true)` : `bench.${how}(${JSON.stringify(id)})`,
  )
  const stored = await storedSha(name, size)
  const ok = stored === rawSha ? 'byte-for-byte' : 'MISMATCH'
  if (r.sha256 && r.sha256 !== rawSha) throw new Error(`${label}: worker SHA-256 ${r.sha256} is not the original's`)
  await page.evaluate(`bench.finish(${JSON.stringify(id)})`)
  const row = {
    name: label,
    file: statSync(path).size,
    ms: r.ms,
    content: size,
    requests: r.requests,
    pageHeap: r.pageHeap,
    workerHeap: workerHeap.peak(),
    ok,
  }
  rows.push(row)
  console.log(
    `${label}: ${(row.ms / 1000).toFixed(1)} s, ${(size / MB / (row.ms / 1000)).toFixed(0)} MB/s, ${row.requests} requests, heap page ${mib(row.pageHeap)} worker ${row.workerHeap ? mib(row.workerHeap) : 'n/a'}, ${ok}`,
  )
}

console.log(
  `load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
)
const only = typeof args.only === 'string' ? args.only.split(',') : null
const wanted = (key: string) => !only || only.includes(key)
const cases = (
  [
    ['raw, today (main thread, 4 in flight)', rawPath, 'baseline', 'baseline'],
    ['raw', rawPath, 'worker', 'raw'],
    ['qcow2', rawPath.replace(/\.raw$/, '.qcow2'), 'worker', 'qcow2'],
    ['raw.gz', rawPath + '.gz', 'worker', 'gz'],
    ['raw.zst', rawPath + '.zst', 'worker', 'zst'],
    ['raw.xz', rawPath + '.xz', 'worker', 'xz'],
    ['raw.xz, one block (xz -T1)', singleXzPath, 'worker', 'xzs'],
    // the A/B of parallel xz decoding: the same file decoded on the worker's thread alone
    ['raw.xz, no decoder threads', rawPath + '.xz', 'worker1', 'xz1'],
  ] as const
).filter(([, , , key]) => key === 'baseline' || wanted(key))
// rounds interleave the rows (A B C, A B C ...), so a change in the machine's load hits all alike
const rounds = Math.max(1, Number(args.runs) || 1)
for (let round = 1; round <= rounds; round++) {
  if (rounds > 1) console.log(`round ${round} of ${rounds}`)
  for (const [label, path, how] of cases) await run(label, path, how)
}
workerHeap.stop()
console.log(
  `load average at the end ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
)

/** Per row: the median wall time of its rounds, the largest heaps, every round's check. */
const median = (xs: number[]) => {
  const a = [...xs].sort((x, y) => x - y)
  return a.length % 2 ? a[a.length >> 1] : (a[a.length / 2 - 1] + a[a.length / 2]) / 2
}
const table = cases.map(([label]) => {
  const mine = rows.filter((r) => r.name === label)
  return {
    ...mine[0],
    ms: median(mine.map((r) => r.ms)),
    pageHeap: Math.max(...mine.map((r) => r.pageHeap)),
    workerHeap: Math.max(...mine.map((r) => r.workerHeap)),
    ok: mine.every((r) => r.ok === 'byte-for-byte') ? 'byte-for-byte' : 'MISMATCH',
  }
})
const baseline = table[0]
if (rounds > 1) console.log(`\nmedians of ${rounds} rounds`)
console.log(
  `\n| ${mib(size)} image (70% zero) | file | wall | MB/s of disk content | requests | peak JS heap (page / worker) | vs today's raw | stored content |`,
)
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |')
for (const r of table) {
  console.log(
    `| ${r.name} | ${mib(r.file)} | ${(r.ms / 1000).toFixed(1)} s | ${(r.content / MB / (r.ms / 1000)).toFixed(0)} | ${r.requests} | ${mib(r.pageHeap)} / ${r.workerHeap ? mib(r.workerHeap) : 'n/a'} | ${(baseline.ms / r.ms).toFixed(2)}x | ${r.ok} |`,
  )
}
await browser.close()
server.close()
process.exit(rows.every((r) => r.ok === 'byte-for-byte') ? 0 : 1)
