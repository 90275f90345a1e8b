/**
 * Soak test of the embed server (issue #31.4): hostile clients against it while a headless Chromium
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
 * headers, oversized headers, aborted uploads, refused serial-console upgrades followed by a reset.
 * The browser signs in on both and walks a few pages over and over.
 *
 * Reports: server exits (must be 0, else exit code 1), the servers' stderr lines, the hostile clients
 * run, and the browser's failed loads (those through the proxy while its upstream was down are counted
 * apart: a 502 then is the right answer).
 */
import { chromium, type Page } from '@playwright/test'
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
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

// ---------------------------------------------------------------------------
// Servers

type Server = { name: string; port: number; child: ChildProcess; expectedExit: boolean; stderr: string[] }
const exits: string[] = []

function startServer(name: string, extraArgs: string[], port = 0): Promise<Server> {
  return new Promise((resolveStart, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'embed/cli.ts', '--dist', distDir, ...extraArgs], {
      env: { ...process.env, HOST, PORT: String(port), MOCK_LATENCY: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const server: Server = { name, port, child, expectedExit: false, stderr: [] }
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
  server.expectedExit = true
  const gone = new Promise((r) => server.child.once('exit', r))
  server.child.kill('SIGTERM')
  await gone
}

// ---------------------------------------------------------------------------
// Hostile clients: each opens one connection, misbehaves, and resolves when the connection is gone.

const upgrade = (path: string) =>
  `GET ${path} HTTP/1.1\r\nHost: ${HOST}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
  'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n'

type Hostile = (port: number) => Promise<void>

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
let upstreamDown = false
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
    const port = clients % 2 ? proxy.port : mock.port
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

await Promise.all([hostileLoop(), upstreamLoop(), browserLoop()])

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

const report = {
  seconds,
  hostileClients: clients,
  byKind: counts,
  serverExits: exits.length,
  exits,
  notAnswering: alive,
  serverErrors: [...mock.stderr, ...proxy.stderr].filter((l) => !/^\s+at /.test(l)).slice(0, 20),
  browser: {
    pagesLoaded: stats.loads,
    failedLoads: stats.failed.length,
    failedLoadsWhileUpstreamDown: stats.failedWhileUpstreamDown,
    firstFailures: stats.failed.slice(0, 10),
  },
}
console.log(JSON.stringify(report, null, 2))
process.exit(exits.length || alive.length ? 1 : 0)
