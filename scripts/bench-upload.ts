/**
 * `npm run bench -- --upload` (issue #23): a generated 1 GiB raw image (70% zero, the rest
 * random) uploaded as raw, qcow2, raw.gz, raw.zst and raw.xz through the server's mock on
 * loopback by the worker pipeline, beside the raw file through today's pipeline (main thread,
 * 4 writes in flight). Prints wall time, MB/s of disk content, requests, peak JS heap (page and
 * worker), and checks the mock's stored content against the original's SHA-256.
 *
 *   node --import tsx scripts/bench-upload.ts [--no-build] [--size-mib N]
 */
import '../embed/polyfill.ts'
import { chromium, type CDPSession } from '@playwright/test'
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

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const distDir = join(root, 'dist')
const { values: args } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    'size-mib': { type: 'string', default: '1024' },
    upload: { type: 'boolean', default: true },
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

// ---------------------------------------------------------------------------
// Server, page, and the bench's page code (evaluated over CDP, so the page's CSP is untouched)

const server = createConsoleServer({ distDir, mock: { latency: 0 } })
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

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--enable-precise-memory-info', '--js-flags=--expose-gc'],
})
const context = await browser.newContext({ baseURL: base })
const { silo, username, password } = demoCredentials
if (!(await context.request.post(`/v1/login/${silo}/local`, { data: { username, password } })).ok())
  throw new Error('sign in failed')
const page = await context.newPage()
await page.goto('/projects/mock-project/disks')
await page.evaluate(pageCode)
await page.evaluate(() => {
  const input = document.createElement('input')
  input.type = 'file'
  input.id = 'bench-file'
  document.body.append(input)
})

/** Peak heap of the page's workers, sampled over CDP (the upload worker has no performance.memory). */
async function workerHeapSampler(cdp: CDPSession) {
  const sessions = new Set<string>()
  let peak = 0
  let id = 1
  cdp.on('Target.attachedToTarget', (e) => {
    if (e.targetInfo.type === 'worker') sessions.add(e.sessionId)
  })
  cdp.on('Target.detachedFromTarget', (e) => sessions.delete(e.sessionId))
  cdp.on('Target.receivedMessageFromTarget', (e) => {
    const m = JSON.parse(e.message) as { result?: { usedSize?: number } }
    if (m.result?.usedSize) peak = Math.max(peak, m.result.usedSize)
  })
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false })
  const t = setInterval(() => {
    for (const s of sessions)
      void cdp
        .send('Target.sendMessageToTarget', {
          sessionId: s,
          message: JSON.stringify({ id: id++, method: 'Runtime.getHeapUsage' }),
        })
        .catch(() => undefined)
  }, 50)
  return {
    reset: () => (peak = 0),
    peak: () => peak,
    stop: () => clearInterval(t),
  }
}
const cdp = await context.newCDPSession(page)
const workerHeap = await workerHeapSampler(cdp)

/** The page's bench object (scripts/bench-upload-page.ts). */
type BenchApi = Record<string, (...a: unknown[]) => Promise<unknown>>

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
  const r = await context.request.get(`/v1/__mock/disk-content?disk=${name}&length=${length}`, { timeout: 120_000 })
  return ((await r.json()) as { sha256: string }).sha256
}

async function run(label: string, path: string, how: 'baseline' | 'worker') {
  await page.setInputFiles('#bench-file', path)
  await page.evaluate(() => (globalThis as { gc?: () => void }).gc?.())
  const name = `bench-${label.replace(/[^a-z0-9]/g, '-')}-${Date.now().toString(36)}`
  const id = await page.evaluate(([n, s]) => (window as unknown as { bench: BenchApi }).bench.create(n, s), [
    name,
    Math.ceil(size / 2 ** 30) * 2 ** 30,
  ] as const)
  workerHeap.reset()
  const r = (await page.evaluate(([how, id]) => (window as unknown as { bench: BenchApi }).bench[how](id), [
    how,
    id,
  ] as const)) as { ms: number; requests: number; pageHeap: number; sha256?: string }
  const stored = await storedSha(name, size)
  const ok = stored === rawSha ? 'byte-for-byte' : 'MISMATCH'
  if (r.sha256 && r.sha256 !== rawSha) throw new Error(`${label}: worker SHA-256 ${r.sha256} is not the original's`)
  await page.evaluate((id) => (window as unknown as { bench: BenchApi }).bench.finish(id), id)
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
await run('raw, today (main thread, 4 in flight)', rawPath, 'baseline')
await run('raw', rawPath, 'worker')
await run('qcow2', rawPath.replace(/\.raw$/, '.qcow2'), 'worker')
await run('raw.gz', rawPath + '.gz', 'worker')
await run('raw.zst', rawPath + '.zst', 'worker')
await run('raw.xz', rawPath + '.xz', 'worker')
workerHeap.stop()
console.log(
  `load average at the end ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
)

const baseline = rows[0]
console.log(
  `\n| ${mib(size)} image (70% zero) | file | wall | MB/s of disk content | requests | peak JS heap (page / worker) | vs today's raw | stored content |`,
)
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |')
for (const r of rows) {
  console.log(
    `| ${r.name} | ${mib(r.file)} | ${(r.ms / 1000).toFixed(1)} s | ${(r.content / MB / (r.ms / 1000)).toFixed(0)} | ${r.requests} | ${mib(r.pageHeap)} / ${r.workerHeap ? mib(r.workerHeap) : 'n/a'} | ${(baseline.ms / r.ms).toFixed(2)}x | ${r.ok} |`,
  )
}
await browser.close()
server.close()
process.exit(rows.every((r) => r.ok === 'byte-for-byte') ? 0 : 1)
