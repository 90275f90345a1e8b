/**
 * Soak test of the embed server: hostile clients against it while a headless Chromium
 * keeps using the console, bounded in time and in count, on loopback only.
 *
 *   npm run build && npm run soak                      60 s, up to 2,000 hostile clients
 *   npm run soak -- --seconds 20 --max-clients 300 --dist .tmp/e2e-dist-4230
 *
 * Three servers, each its own process (so an exit is seen, not hidden by this script's handlers):
 *   mock     `embed/cli.ts` with the built-in mock
 *   upstream a second `embed/cli.ts` with the mock, standing in for a rack; stopped and restarted on
 *            the same port every few seconds
 *   proxy    `embed/cli.ts --api <upstream>`
 * Hostile clients hit mock and proxy in turn: resets mid-request, half-open connections, slowloris
 * headers, oversized headers, aborted uploads, refused serial-console upgrades followed by a reset,
 * serial-console upgrades from a foreign or `null` Origin, a DNS-rebinding Host, 60 MB bodies without a
 * session, large bodies to a bulk write (the ones the mock must read), and TRACE. The browser signs
 * in on both and walks a few pages over and over.
 *
 * Reports: server exits, stack traces in the servers' logs and each server's peak memory (resident set),
 * which must be 0, 0 and under MEMORY_BOUND_MB (else exit code 1); the servers' stderr lines, the hostile
 * clients run with the answers they got that were not the expected one, and the browser's failed loads
 * (those through the proxy while its upstream was down are counted apart: a 502 then is the right answer).
 */
import { chromium, type Page } from '@playwright/test'
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import net from 'node:net'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    'max-clients': { type: 'string', default: '2000' },
    dist: { type: 'string', default: 'dist' },
  },
})
const seconds = Number(args.seconds)
const maxClients = Number(args['max-clients'])
const distDir = resolve(args.dist!)
if (!existsSync(resolve(distDir, 'index.html'))) {
  console.error(`No console build in ${distDir}: run \`npm run build\` first (or pass --dist).`)
  process.exit(2)
}
const HOST = '127.0.0.1'
/**
 * Each server's peak resident memory must stay under this. An idle mock server holds about 110 MB; the large bodies
 * it must read are capped (two of at most a few MB at once here) and the unauthenticated ones are never read, so a
 * server that buffers what it should not goes over quickly (eight 60 MB bodies once took the mock from 88 to 572 MB).
 */
const MEMORY_BOUND_MB = 300

// ---------------------------------------------------------------------------
// Servers

type Server = {
  name: string
  port: number
  child: ChildProcess
  expectedExit: boolean
  stderr: string[]
  /** The highest peak resident set of this server's processes so far (MB; a restart is a new process). */
  peakMb: number
}
const exits: string[] = []

/** The kernel's high-water mark of a process's resident set (Linux), in MB; 0 when it cannot be read. */
function peakRssMb(pid: number | undefined): number {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
    return kb ? Number(kb) / 1024 : 0
  } catch {
    return 0
  }
}
const notePeak = (server: Server) => (server.peakMb = Math.max(server.peakMb, peakRssMb(server.child.pid)))

function startServer(name: string, extraArgs: string[], port = 0): Promise<Server> {
  return new Promise((resolveStart, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'embed/cli.ts', '--dist', distDir, ...extraArgs], {
      env: { ...process.env, HOST, PORT: String(port), MOCK_LATENCY: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const server: Server = { name, port, child, expectedExit: false, stderr: [], peakMb: 0 }
    child.stderr!.on('data', (d: Buffer) => server.stderr.push(...d.toString().split('\n').filter(Boolean)))
    child.stdout!.on('data', (d: Buffer) => {
      const m = /Console running at http:\/\/[^:]+:(\d+)\//.exec(d.toString())
      if (m) {
        server.port = Number(m[1])
        resolveStart(server)
      }
    })
    child.on('exit', (code, signal) => {
      if (!server.expectedExit) exits.push(`${name} exited (code ${code}, signal ${signal})`)
      reject(new Error(`${name} exited before it listened`))
    })
  })
}

async function stopServer(server: Server) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return // it fell over already
  notePeak(server)
  server.expectedExit = true
  const gone = new Promise((r) => server.child.once('exit', r))
  server.child.kill('SIGTERM')
  await gone
}

// ---------------------------------------------------------------------------
// Hostile clients: each opens one connection, misbehaves, and resolves when the connection is gone.

const upgrade = (path: string, extra = '') =>
  `GET ${path} HTTP/1.1\r\nHost: ${HOST}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
  `Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n${extra}\r\n`

type Hostile = (port: number) => Promise<void>

/** Answers a hostile client got that were not the one it should have (by kind). */
const unexpected: Record<string, string[]> = {}
/**
 * Checks the status line a hostile client got. Through the proxy an answer the upstream gives may also be its 502
 * (the upstream is restarted every few seconds) or a cut connection (an upstream that refuses a body early).
 */
function expectStatus(kind: string, port: number, answer: string, ...statuses: number[]) {
  const status = Number(/^HTTP\/1\.1 (\d{3}) /.exec(answer)?.[1] ?? 0)
  if (statuses.includes(status)) return
  if (port === proxyPort && (status === 502 || status === 0) && !statuses.includes(0)) return
  ;(unexpected[kind] ??= []).push(`${port === proxyPort ? 'proxy' : 'mock'}: ${answer.split('\r\n')[0] || 'no answer'}`)
}
let proxyPort = 0

/** Collects what the server answers on this socket, for `expectStatus`. */
function collect(s: net.Socket): { text: string } {
  const got = { text: '' }
  s.on('data', (d: Buffer) => {
    if (got.text.length < 4096) got.text += d.toString('latin1')
  })
  return got
}

const SERIAL = '/v1/instances/db1/serial-console/stream?project=mock-project'
let originTurn = 0
const foreignOrigins = ['http://127.0.0.1:1', 'null', 'https://evil.example', 'junk', 'http://localhost']

function connection(port: number, run: (s: net.Socket, done: () => void) => void): Promise<void> {
  return new Promise((done) => {
    const socket = net.connect(port, HOST)
    let finished = false
    const finish = () => {
      if (finished) return
      finished = true
      socket.destroy()
      done()
    }
    socket.on('error', finish).on('close', finish)
    socket.setTimeout(5_000, () => socket.resetAndDestroy())
    socket.on('connect', () => run(socket, finish))
  })
}

const hostiles: Record<string, Hostile> = {
  'reset mid-request': (port) =>
    connection(port, (s) => {
      s.write(`GET /v1/projects HTTP/1.1\r\nHost: ${HOST}\r\nX-Partial: `)
      setTimeout(() => s.resetAndDestroy(), 20)
    }),
  'half-open': (port) =>
    connection(port, (s) => {
      s.write(`GET /projects HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`)
      s.end() // our side closed; the server may still write
      setTimeout(() => s.destroy(), 500)
    }),
  slowloris: (port) =>
    connection(port, (s) => {
      s.write(`GET / HTTP/1.1\r\nHost: ${HOST}\r\n`)
      let n = 0
      const timer = setInterval(() => {
        if (s.destroyed || n++ > 10) return (clearInterval(timer), s.destroy())
        s.write(`X-Slow-${n}: ${'a'.repeat(10)}\r\n`)
      }, 150)
    }),
  'oversized headers': (port) =>
    connection(port, (s, done) => {
      s.write(`GET /v1/me HTTP/1.1\r\nHost: ${HOST}\r\nX-Big: ${'b'.repeat(80_000)}\r\n\r\n`)
      s.once('data', () => done())
    }),
  'aborted upload': (port) =>
    connection(port, (s) => {
      s.write(
        `POST /v1/disks/disk-2/bulk-write?project=mock-project HTTP/1.1\r\nHost: ${HOST}\r\n` +
          'Content-Type: application/json\r\nContent-Length: 1000000\r\n\r\n{"offset":0,"base64_encoded_data":"',
      )
      s.write('A'.repeat(20_000))
      setTimeout(() => s.resetAndDestroy(), 30)
    }),
  'refused upgrade then reset': (port) =>
    connection(port, (s) => {
      s.write(upgrade('/v1/instances/db1/serial-console/stream?project=mock-project'))
      s.once('data', () => s.resetAndDestroy())
    }),
  'upgrade reset at once': (port) =>
    connection(port, (s) => {
      s.write(upgrade('/v1/instances/db1/serial-console/stream?project=mock-project'))
      s.resetAndDestroy()
    }),
  'foreign Origin upgrade': (port) =>
    connection(port, (s, done) => {
      const got = collect(s)
      s.write(upgrade(SERIAL, `Origin: ${foreignOrigins[originTurn++ % foreignOrigins.length]}\r\n`))
      s.once('close', () => expectStatus('foreign Origin upgrade', port, got.text, 403))
      setTimeout(done, 2_000)
    }),
  'rebinding Host': (port) =>
    connection(port, (s, done) => {
      const got = collect(s)
      const host = `rebind.example:${port}`
      s.write(`GET /v1/me HTTP/1.1\r\nHost: ${host}\r\nOrigin: http://${host}\r\nCookie: session=x\r\n\r\n`)
      s.once('data', () => {
        expectStatus('rebinding Host', port, got.text, 421)
        done()
      })
    }),
  'large unauthenticated body': (port) =>
    connection(port, (s, done) => {
      const got = collect(s)
      // 60 MB announced, 1 MB sent: the answer must not wait for (or hold) the rest; past the operation's 1 MiB limit
      // it is refused as dropshot refuses it (a body is parsed before the caller is authenticated)
      s.write(
        `POST /v1/projects HTTP/1.1\r\nHost: ${HOST}\r\nContent-Type: application/json\r\nContent-Length: ${60 * 1024 * 1024}\r\n\r\n`,
      )
      s.write(Buffer.alloc(1024 * 1024, 0x20))
      s.once('data', () => {
        expectStatus('large unauthenticated body', port, got.text, 400)
        done()
      })
    }),
  'large body to a bulk write': (port) =>
    connection(port, (s, done) => {
      const got = collect(s)
      // a bulk write takes up to 8 MiB, read before anyone is authenticated: 4 MB of it, which at most two clients at
      // once may make the server hold
      const size = 4 * 1024 * 1024
      s.write(
        `POST /v1/disks/disk-1/bulk-write?project=mock-project HTTP/1.1\r\nHost: ${HOST}\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`,
      )
      s.write(Buffer.alloc(size, 0x20))
      s.once('data', () => {
        // a body of spaces is no JSON: 400 once read; 503 when both slots were taken
        expectStatus('large body to a bulk write', port, got.text, 400, 503)
        done()
      })
    }),
  TRACE: (port) =>
    connection(port, (s, done) => {
      const got = collect(s)
      s.write(`TRACE /v1/projects HTTP/1.1\r\nHost: ${HOST}\r\nCookie: session=x\r\n\r\n`)
      s.once('data', () => {
        expectStatus('TRACE', port, got.text, 405)
        done()
      })
    }),
  'never reads': (port) =>
    connection(port, (s) => {
      s.pause()
      s.write(`GET /v1/projects?limit=100 HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`.repeat(20))
      setTimeout(() => s.resetAndDestroy(), 400)
    }),
}

// ---------------------------------------------------------------------------
// The browser

type BrowserStats = { loads: number; failed: string[]; failedWhileUpstreamDown: number }

async function signIn(page: Page, origin: string) {
  const res = await page.request.post(`${origin}/v1/login/default-silo/local`, {
    data: { username: 'fleet-admin', password: 'demo-password' },
  })
  return res.ok()
}

const PAGES = ['/projects', '/projects/mock-project/instances', '/projects/mock-project/disks', '/system/silos']

// ---------------------------------------------------------------------------

const mock = await startServer('mock', [])
let upstream = await startServer('upstream', [])
const proxy = await startServer('proxy', ['--api', `http://${HOST}:${upstream.port}`])
proxyPort = proxy.port
let upstreamDown = false
/** What the upstream's earlier processes wrote and peaked at (it is restarted every few seconds). */
const upstreamLogs: string[] = []
let upstreamPeak = 0
const counts: Record<string, number> = Object.fromEntries(Object.keys(hostiles).map((k) => [k, 0]))
const deadline = Date.now() + seconds * 1000
let clients = 0
const stats: BrowserStats = { loads: 0, failed: [], failedWhileUpstreamDown: 0 }

console.log(
  `soak: ${seconds} s, up to ${maxClients} hostile clients; mock :${mock.port}, proxy :${proxy.port} -> upstream :${upstream.port}`,
)

async function hostileLoop() {
  const names = Object.keys(hostiles)
  const inFlight = new Set<Promise<void>>()
  while (Date.now() < deadline && clients < maxClients) {
    const name = names[clients % names.length]
    // every kind against both servers: the server changes with each round over the kinds
    const port = Math.floor(clients / names.length) % 2 ? proxy.port : mock.port
    clients++
    counts[name]++
    const p = hostiles[name](port).finally(() => inFlight.delete(p))
    inFlight.add(p)
    if (inFlight.size >= 8) await Promise.race(inFlight)
  }
  await Promise.all(inFlight)
}

async function upstreamLoop() {
  while (Date.now() < deadline - 4_000) {
    await new Promise((r) => setTimeout(r, 4_000))
    upstreamDown = true
    await stopServer(upstream)
    upstreamLogs.push(...upstream.stderr)
    upstreamPeak = Math.max(upstreamPeak, upstream.peakMb)
    await new Promise((r) => setTimeout(r, 1_500))
    upstream = await startServer('upstream', [], upstream.port)
    upstreamDown = false
  }
}

async function browserLoop() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  })
  try {
    const context = await browser.newContext()
    const page = await context.newPage()
    page.on('requestfailed', (req) => {
      const why = req.failure()?.errorText ?? ''
      if (why.includes('ERR_ABORTED')) return // a navigation cancels what the last page was loading
      if (upstreamDown && req.url().includes(`:${proxy.port}/`)) stats.failedWhileUpstreamDown++
      else stats.failed.push(`${req.url()} ${why}`)
    })
    page.on('response', (res) => {
      if (res.status() < 500) return
      if (res.url().includes(`:${proxy.port}/`) && (upstreamDown || res.status() === 502))
        stats.failedWhileUpstreamDown++
      else stats.failed.push(`${res.url()} HTTP ${res.status()}`)
    })
    let i = 0
    while (Date.now() < deadline) {
      const port = i % 2 ? proxy.port : mock.port
      // cookies are per host, not per port: the proxy is `localhost`, the mock `127.0.0.1`
      const origin = `http://${port === proxy.port ? 'localhost' : HOST}:${port}`
      const path = PAGES[i % PAGES.length]
      i++
      try {
        // the upstream comes back with no sessions (a fresh mock): sign in again each time
        if (!(await signIn(page, origin))) throw new Error('sign-in refused')
        await page.goto(origin + path, { waitUntil: 'load', timeout: 15_000 })
        await page.getByRole('main').waitFor({ timeout: 15_000 })
        stats.loads++
      } catch (e) {
        if (!(upstreamDown && port === proxy.port)) stats.failed.push(`${path} on :${port}: ${(e as Error).message}`)
      }
    }
  } finally {
    await browser.close()
  }
}

// peak memory, sampled while the soak runs too (the kernel keeps the high-water mark; this only covers a process
// that would be gone before the end)
const sampler = setInterval(() => [mock, upstream, proxy].forEach(notePeak), 1_000)
await Promise.all([hostileLoop(), upstreamLoop(), browserLoop()])
clearInterval(sampler)

// Still serving after all that?
const alive: string[] = []
for (const s of [mock, proxy]) {
  const ok = await fetch(`http://${HOST}:${s.port}/v1/ping`).then(
    (r) => r.status < 500,
    () => false,
  )
  if (!ok) alive.push(`${s.name} does not answer /v1/ping`)
}
for (const s of [mock, upstream, proxy]) await stopServer(s)

// every server's log, the upstream's earlier processes' too
const logs = [...mock.stderr, ...proxy.stderr, ...upstreamLogs, ...upstream.stderr]
const stackTraces = logs.filter((l) => /^\s+at /.test(l)).length
const peaks = { mock: mock.peakMb, proxy: proxy.peakMb, upstream: Math.max(upstreamPeak, upstream.peakMb) }
const overBound = Object.entries(peaks).filter(([, mb]) => mb >= MEMORY_BOUND_MB)

const report = {
  seconds,
  hostileClients: clients,
  byKind: counts,
  serverExits: exits.length,
  exits,
  notAnswering: alive,
  stackTracesInLogs: stackTraces,
  peakMemoryMb: Object.fromEntries(Object.entries(peaks).map(([k, v]) => [k, Math.round(v)])),
  memoryBoundMb: MEMORY_BOUND_MB,
  unexpectedAnswers: Object.fromEntries(
    Object.entries(unexpected).map(([k, v]) => [k, { count: v.length, first: v.slice(0, 3) }]),
  ),
  serverErrors: logs.filter((l) => !/^\s+at /.test(l)).slice(0, 20),
  browser: {
    pagesLoaded: stats.loads,
    failedLoads: stats.failed.length,
    failedLoadsWhileUpstreamDown: stats.failedWhileUpstreamDown,
    firstFailures: stats.failed.slice(0, 10),
  },
}
console.log(JSON.stringify(report, null, 2))
const failed = [
  exits.length && `${exits.length} server exit(s)`,
  alive.length && alive.join(', '),
  stackTraces && `${stackTraces} stack trace line(s) in the servers' logs`,
  ...overBound.map(([name, mb]) => `${name} peaked at ${Math.round(mb)} MB (bound ${MEMORY_BOUND_MB} MB)`),
  Object.keys(unexpected).length && `unexpected answers: ${Object.keys(unexpected).join(', ')}`,
].filter(Boolean)
if (failed.length) console.error(`soak failed: ${failed.join('; ')}`)
process.exit(failed.length ? 1 : 0)
