/**
 * What a hostile page or client cannot make the embed server do: open the serial console from another origin,
 * reach it by a rebound DNS name, tell the control plane who it is or that it speaks https, make the mock hold a
 * large body without a session, or write a stack trace to the log. Both modes: the built-in mock (the real
 * web/mock) and `--api` in front of a small fake upstream that records what reaches it.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import net, { type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { WebSocket, WebSocketServer } from 'ws'
import { LARGE_BODIES_AT_ONCE, LARGE_BODY, mockOptionsFromEnv } from '../../embed/mock-adapter.ts'
import { createConsoleServer, type ConsoleServerOptions } from '../../embed/server.ts'
import { request } from '../../test-support/http-request.ts'

const dist = mkdtempSync(join(tmpdir(), 'embed-hostile-'))
const INDEX = '<!doctype html><title>Rack Console</title>\n'
writeFileSync(join(dist, 'index.html'), INDEX)

// Everything the servers write to the log: a client's bad request must leave nothing there, least of all a stack.
const logged: string[] = []
const origError = console.error
console.error = (...args: unknown[]) => {
  logged.push(args.map((a) => (a instanceof Error ? a.stack : String(a))).join(' '))
}

// ---------------------------------------------------------------------------
// Helpers

/**
 * Writes `head` (and `body`) on a raw connection and resolves with what the server answers before it closes, or
 * after `ms` of quiet: for requests a client library would not send as they are.
 */
function raw(port: number, head: string, body?: Buffer, ms = 3000): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    let text = ''
    const done = () => {
      socket.destroy()
      resolve(text)
    }
    const timer = setTimeout(done, ms)
    socket.on('data', (d) => (text += d.toString()))
    socket.on('error', () => {})
    socket.on('close', () => (clearTimeout(timer), resolve(text)))
    socket.write(head)
    if (body) socket.write(body)
  })
}

async function listen(opts: ConsoleServerOptions): Promise<{ server: http.Server; port: number }> {
  const server = createConsoleServer(opts)
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  return { server, port: (server.address() as AddressInfo).port }
}

function close(server: http.Server): Promise<void> {
  server.closeAllConnections()
  return new Promise<void>((r) => server.close(() => r()))
}

/** The HTTP status a WebSocket handshake gets (101 when it opens). */
function upgradeStatus(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers, handshakeTimeout: 10_000 })
    ws.once('open', () => (ws.terminate(), resolve(101)))
    ws.once('unexpected-response', (_req, res) => (res.resume(), resolve(res.statusCode!)))
    ws.once('error', reject)
  })
}

const upgradeHead = (path: string, host: string, origin?: string) =>
  `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
  'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n' +
  (origin === undefined ? '' : `Origin: ${origin}\r\n`) +
  '\r\n'

const SERIAL = '/v1/instances/db1/serial-console/stream?project=mock-project'

/** Origins that are not the console's own, for a console at 127.0.0.1:port. */
const foreignOrigins = (port: number) => [
  `http://127.0.0.1:${port + 1}`, // another port of the same host: the same site, so the cookie goes along
  `http://localhost:${port}`, // another name of the same server is another origin
  `https://127.0.0.1:${port}`, // another scheme
  'https://evil.example',
  'null',
  'junk',
  '',
  `http://127.0.0.1:${port}.evil.example`,
  `http://127.0.0.1:${port}/`,
  `http://user@127.0.0.1:${port}`,
]

async function signIn(port: number): Promise<string> {
  const res = await request(port, '/v1/login/default-silo/local', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'fleet-admin', password: 'demo-password' }),
  })
  assert.is(res.status, 204)
  return String(res.headers['set-cookie']![0]).split(';')[0]
}

// ---------------------------------------------------------------------------

const mock = suite('embed hostile: built-in mock')
let mockServer: http.Server
let mp = 0
let cookie = ''
mock.before(async () => {
  ;({ server: mockServer, port: mp } = await listen({ distDir: dist, mock: { latency: 0 } }))
  cookie = await signIn(mp)
  logged.length = 0
})
mock.after(() => close(mockServer))

mock('an upgrade from any other origin is refused with 403, before the session is even looked at', async () => {
  for (const origin of foreignOrigins(mp)) {
    const answer = await raw(mp, upgradeHead(SERIAL, `127.0.0.1:${mp}`, origin) + '')
    assert.match(answer, /^HTTP\/1\.1 403 Forbidden\r\n/, origin)
    assert.match(answer, 'X-Content-Type-Options: nosniff', origin)
    assert.not.match(answer, /\bat \S+ \(/, `no stack trace in the answer (${origin})`)
  }
  // with a valid session too: the cookie goes along from a page of the same site
  const url = `ws://127.0.0.1:${mp}${SERIAL}`
  assert.is(await upgradeStatus(url, { cookie, origin: `http://127.0.0.1:${mp + 1}` }), 403)
  assert.equal(logged, [], 'nothing in the log')
  // the console's own page, and a client that is not a browser (no Origin, no ambient cookie), get through
  assert.is(await upgradeStatus(url, { cookie, origin: `http://127.0.0.1:${mp}` }), 101)
  assert.is(await upgradeStatus(url, { cookie }), 101)
})

mock('a request for a host name the server does not answer for is a 421, never served', async () => {
  for (const host of [
    'evil.example',
    `evil.example:${mp}`,
    'attacker.localhost',
    '127.0.0.1.evil.example',
    '10.0.0.1',
  ]) {
    const page = await request(mp, '/projects', { headers: { host } })
    assert.is(page.status, 421, host)
    assert.is(page.text, 'Misdirected Request: this server does not answer for that host name (see --allowed-host)\n')
    assert.not.match(String(page.headers['content-security-policy']), 'evil')
    const api = await request(mp, '/v1/me', { headers: { host, cookie } })
    assert.is(api.status, 421, host)
    assert.not.match(api.text, 'fleet-admin')
    const ws = await raw(mp, upgradeHead(SERIAL, host, `http://${host}`))
    assert.match(ws, /^HTTP\/1\.1 421 /, host)
  }
  for (const host of [`localhost:${mp}`, `LOCALHOST:${mp}`, `127.0.0.1:${mp}`, `[::1]:${mp}`, '127.0.0.1'])
    assert.is((await request(mp, '/projects', { headers: { host } })).status, 200, host)
  // HTTP/1.0 may leave Host out: no name, nothing served
  assert.match(await raw(mp, 'GET /projects HTTP/1.0\r\n\r\n'), /^HTTP\/1\.1 400 /)
  assert.equal(logged, [])
})

mock('names given with --allowed-host are served too; an unspecified bind address is no name', async () => {
  const { server, port } = await listen({
    distDir: dist,
    mock: { latency: 0 },
    allowedHosts: ['Console.Example', '0.0.0.0'],
  })
  try {
    assert.is((await request(port, '/projects', { headers: { host: `console.example:${port}` } })).status, 200)
    assert.is((await request(port, '/projects', { headers: { host: 'console.example' } })).status, 200)
    assert.is((await request(port, '/projects', { headers: { host: `0.0.0.0:${port}` } })).status, 421)
    assert.is((await request(port, '/projects', { headers: { host: 'other.example' } })).status, 421)
  } finally {
    await close(server)
  }
})

mock('TRACE on the API is a 405 with no stack trace', async () => {
  for (const path of ['/v1/projects', '/v1/me', '/v1/nope']) {
    const res = await request(mp, path, { method: 'TRACE', headers: { cookie } })
    assert.is(res.status, 405, path)
    assert.is(JSON.parse(res.text).message, 'Method Not Allowed')
  }
  assert.is((await request(mp, '/projects', { method: 'TRACE' })).status, 405)
  assert.equal(logged, [])
})

mock(
  'an unauthenticated 60 MB POST is refused after its first bytes, past its operation’s limit, not buffered',
  async () => {
    const size = 60 * 1024 * 1024
    // only 64 KiB of the 60 MB are ever sent: the answer cannot wait for the rest. dropshot parses a body before Nexus
    // authenticates, so what refuses it is the body's limit (1 MiB on Nexus's external API), not the missing session
    const answer = await raw(
      mp,
      `POST /v1/projects HTTP/1.1\r\nHost: 127.0.0.1:${mp}\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`,
      Buffer.alloc(64 * 1024, 0x20),
    )
    assert.match(answer, /^HTTP\/1\.1 400 /)
    assert.match(answer, '"request body exceeded maximum size of 1048576 bytes"')
    assert.match(answer, /\r\nConnection: close\r\n/i)
    // chunked, with no length to go by: read up to the limit, then refused
    const chunked = await raw(
      mp,
      `POST /v1/projects HTTP/1.1\r\nHost: 127.0.0.1:${mp}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n200000\r\n`,
      Buffer.alloc(2 * 1024 * 1024, 0x20),
    )
    assert.match(chunked, /^HTTP\/1\.1 400 /)
    assert.match(chunked, '"request body exceeded maximum size of 1048576 bytes"')
    // no body to parse: the missing session is refused before anything is read
    const stop = await raw(
      mp,
      `POST /v1/instances/db1/stop?project=mock-project HTTP/1.1\r\nHost: 127.0.0.1:${mp}\r\nContent-Length: ${size}\r\n\r\n`,
      Buffer.alloc(64 * 1024, 0x20),
    )
    assert.match(stop, /^HTTP\/1\.1 401 /)
    assert.match(stop, '"credentials missing or invalid"')
    assert.equal(logged, [])
  },
)

mock('a body of the wrong type is refused before it is read, in dropshot’s words', async () => {
  const login = (type: string | undefined) =>
    request(mp, '/v1/login/default-silo/local', {
      method: 'POST',
      headers: type ? { 'content-type': type } : {},
      body: JSON.stringify({ username: 'fleet-admin', password: 'demo-password' }),
    })
  const refused: [string, string][] = [
    ['text/plain', 'unsupported content-type: text/plain'],
    ['text/plain;charset=UTF-8', 'unsupported content-type: text/plain'],
    [
      'application/x-www-form-urlencoded',
      'expected content type "application/json", got "application/x-www-form-urlencoded"',
    ],
    ['multipart/form-data; boundary=x', 'expected content type "application/json", got "multipart/form-data"'],
  ]
  for (const [type, message] of refused) {
    const res = await login(type)
    assert.is(res.status, 400, type)
    assert.is(JSON.parse(res.text).message, message)
    assert.is(res.headers['set-cookie'], undefined, `${type}: not signed in`)
  }
  for (const type of [undefined, 'application/json', 'Application/JSON; charset=utf-8', 'application/vnd.api+json'])
    assert.is((await login(type)).status, 204, String(type))
  // a signed-in caller's cross-site simple POST does not create anything either
  const created = await request(mp, '/v1/projects', {
    method: 'POST',
    headers: { cookie, 'content-type': 'text/plain' },
    body: JSON.stringify({ name: 'csrf', description: '' }),
  })
  assert.is(created.status, 400)
  assert.is((await request(mp, '/v1/projects/csrf', { headers: { cookie } })).status, 404)
})

mock(`at most ${LARGE_BODIES_AT_ONCE} large bodies are held at once; the next is a 503, not buffered`, async () => {
  const size = 4 * LARGE_BODY
  const head = `POST /v1/disks/disk-1/bulk-write?project=mock-project HTTP/1.1\r\nHost: 127.0.0.1:${mp}\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`
  // a bulk write takes up to 8 MiB, read before anyone is authenticated: hold the slots with bodies that never finish
  const holders = Array.from({ length: LARGE_BODIES_AT_ONCE }, () => {
    const s = net.connect(mp, '127.0.0.1')
    s.on('error', () => {})
    s.write(head)
    s.write(Buffer.alloc(LARGE_BODY, 0x20))
    return s
  })
  await new Promise((r) => setTimeout(r, 300))
  try {
    const answer = await raw(mp, head, Buffer.alloc(1024, 0x20))
    assert.match(answer, /^HTTP\/1\.1 503 /)
    assert.match(answer, /\r\nRetry-After: 1\r\n/i)
  } finally {
    for (const s of holders) s.destroy()
  }
  await new Promise((r) => setTimeout(r, 100))
  // the slots are given back when their clients go
  const answer = await raw(mp, head, Buffer.alloc(size, 0x20))
  assert.match(answer, /^HTTP\/1\.1 400 /, 'read to the end (and refused as JSON)')
  assert.equal(logged, [])
})

mock('the /v1/__mock test hooks answer only when the test flag is set', async () => {
  const hooks: [string, string][] = [
    ['GET', '/v1/__mock/disk-content?disk=disk-1&length=512'],
    ['POST', '/v1/__mock/update-recovery?on=1'],
    ['POST', '/v1/__mock/ping-fail?on=1'],
    ['POST', '/v1/__mock/end-session'],
    ['POST', '/v1/__mock/hold-writes?after=0'],
    ['POST', '/v1/__mock/api-version?newest=2025120300.0.0'],
  ]
  for (const [method, path] of hooks) {
    const res = await request(mp, path, { method, headers: { cookie } })
    assert.is(res.status, 404, path)
  }
  const repeat = await request(mp, '/v1/__mock/repeat', {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ method: 'POST', path: '/v1/projects', body: { name: 'r-{n}', description: '' }, count: 2 }),
  })
  assert.is(repeat.status, 404)
  assert.is((await request(mp, '/v1/me', { headers: { cookie } })).status, 200, 'the session was not ended')
  assert.is((await request(mp, '/v1/ping', { headers: { cookie } })).status, 200, 'the ping was not turned off')

  assert.equal(mockOptionsFromEnv({ MOCK_TEST_HOOKS: '1' }), { latency: 0, testHooks: true })
  assert.equal(mockOptionsFromEnv({ MOCK_TEST_HOOKS: '0' }), { latency: 0 })
  assert.throws(() => mockOptionsFromEnv({ MOCK_TEST_HOOKS: 'yes' }))
  const { server, port } = await listen({ distDir: dist, mock: mockOptionsFromEnv({ MOCK_TEST_HOOKS: '1' }) })
  try {
    const c = await signIn(port)
    assert.is(
      (await request(port, '/v1/__mock/ping-fail?on=1', { method: 'POST', headers: { cookie: c } })).status,
      204,
    )
    assert.is((await request(port, '/v1/ping', { headers: { cookie: c } })).status, 503)
  } finally {
    await close(server)
  }
})

mock('over TLS (--tls-terminated): Secure cookies, the https origin, HSTS and COOP; none of it otherwise', async () => {
  const plain = await request(mp, '/projects')
  assert.is(plain.headers['strict-transport-security'], undefined)
  assert.is(plain.headers['cross-origin-opener-policy'], undefined)
  const { server, port } = await listen({ distDir: dist, mock: { latency: 0 }, tlsTerminated: true })
  try {
    const page = await request(port, '/projects')
    assert.is(page.headers['strict-transport-security'], 'max-age=31536000')
    assert.is(page.headers['cross-origin-opener-policy'], 'same-origin')
    const login = await request(port, '/v1/login/default-silo/local', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'fleet-admin', password: 'demo-password' }),
    })
    assert.match(String(login.headers['set-cookie']), /; Secure$/)
    const c = String(login.headers['set-cookie']).split(';')[0]
    const url = `ws://127.0.0.1:${port}${SERIAL}`
    assert.is(await upgradeStatus(url, { cookie: c, origin: `https://127.0.0.1:${port}` }), 101)
    assert.is(await upgradeStatus(url, { cookie: c, origin: `http://127.0.0.1:${port}` }), 403)
  } finally {
    await close(server)
  }
  // a client's X-Forwarded-Proto changes nothing
  const login = await request(mp, '/v1/login/default-silo/local', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
    body: JSON.stringify({ username: 'fleet-admin', password: 'demo-password' }),
  })
  assert.not.match(String(login.headers['set-cookie']), 'Secure')
})

mock.run()

// ---------------------------------------------------------------------------

const proxy = suite('embed hostile: --api proxy')
let upstream: http.Server
let upstreamWss: WebSocketServer
let front: http.Server
let up = 0
let fp = 0
const seen: { method: string; url: string; headers: http.IncomingHttpHeaders }[] = []
const upgrades: { url: string; headers: http.IncomingHttpHeaders }[] = []

proxy.before(async () => {
  upstream = http.createServer((req, res) => {
    req.resume()
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers })
      if (req.url === '/v1/login/default-silo/local') {
        res.setHeader('Set-Cookie', 'session=abc; Path=/; HttpOnly; Secure; SameSite=Lax')
        res.writeHead(204)
        return res.end()
      }
      // a header the upstream names in its own Connection: meant for one hop, not for the browser
      res.writeHead(200, {
        'Content-Type': 'application/json',
        Connection: 'keep-alive, X-Upstream-Hop',
        'X-Upstream-Hop': '1',
      })
      res.end('{}')
    })
  })
  upstreamWss = new WebSocketServer({ noServer: true })
  upstream.on('upgrade', (req, socket, head) => {
    upgrades.push({ url: req.url!, headers: req.headers })
    upstreamWss.handleUpgrade(req, socket, head, (ws) => ws.send('hello'))
  })
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r))
  up = (upstream.address() as AddressInfo).port
  ;({ server: front, port: fp } = await listen({ distDir: dist, apiUrl: `http://127.0.0.1:${up}` }))
  logged.length = 0
})
proxy.after(async () => {
  for (const c of upstreamWss.clients) c.terminate()
  await close(front)
  await close(upstream)
})

proxy('a foreign-origin upgrade is refused with 403 and never reaches the control plane', async () => {
  upgrades.length = 0
  for (const origin of foreignOrigins(fp)) {
    const answer = await raw(fp, upgradeHead(SERIAL, `127.0.0.1:${fp}`, origin))
    assert.match(answer, /^HTTP\/1\.1 403 Forbidden\r\n/, origin)
  }
  assert.is(upgrades.length, 0)
  // the console's own page still gets through, its Origin made the upstream's
  assert.is(
    await upgradeStatus(`ws://127.0.0.1:${fp}${SERIAL}`, { cookie: 'session=abc', origin: `http://127.0.0.1:${fp}` }),
    101,
  )
  assert.is(upgrades.length, 1)
  assert.is(upgrades[0].headers.origin, `http://127.0.0.1:${up}`)
  assert.equal(logged, [])
})

proxy('a rebinding Host is refused before anything is proxied; its Origin is never made the upstream’s', async () => {
  seen.length = 0
  upgrades.length = 0
  const host = `rebind.example:${fp}`
  const call = await request(fp, '/v1/me', { headers: { host, origin: `http://${host}`, cookie: 'session=abc' } })
  assert.is(call.status, 421)
  const ws = await raw(fp, upgradeHead(SERIAL, host, `http://${host}`))
  assert.match(ws, /^HTTP\/1\.1 421 /)
  assert.is(seen.length, 0)
  assert.is(upgrades.length, 0)
})

proxy('forwarded headers are the proxy’s own; the client’s are dropped', async () => {
  seen.length = 0
  await request(fp, '/v1/me', {
    headers: {
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-port': '443',
      forwarded: 'for=203.0.113.9;proto=https',
      'x-real-ip': '203.0.113.9',
    },
  })
  const h = seen[0].headers
  assert.is(h['x-forwarded-for'], '127.0.0.1')
  assert.is(h['x-real-ip'], '127.0.0.1')
  assert.is(h['x-forwarded-proto'], 'http')
  assert.is(h['x-forwarded-host'], `127.0.0.1:${fp}`)
  assert.is(h.forwarded, `for=127.0.0.1;host="127.0.0.1:${fp}";proto=http`)
  assert.is(h['x-forwarded-port'], undefined)
})

proxy('headers the client names in Connection are dropped with the hop-by-hop ones, both ways', async () => {
  seen.length = 0
  upgrades.length = 0
  const res = await request(fp, '/v1/me', {
    headers: {
      connection: 'keep-alive, X-Hop-Secret, Cookie',
      'x-hop-secret': 's',
      cookie: 'session=abc',
      te: 'trailers',
    },
  })
  assert.is(seen[0].headers['x-hop-secret'], undefined)
  assert.is(seen[0].headers.cookie, undefined)
  assert.is(seen[0].headers.te, undefined)
  assert.is(res.headers['x-upstream-hop'], undefined)
  const answer = await raw(
    fp,
    upgradeHead(SERIAL, `127.0.0.1:${fp}`).replace('Connection: Upgrade', 'Connection: Upgrade, X-Hop-Secret') + '',
  )
  assert.match(answer, /^HTTP\/1\.1 101 /)
  assert.is(upgrades.length, 1)
  assert.is(upgrades[0].headers['x-hop-secret'], undefined)
  assert.is(upgrades[0].headers.connection, 'Upgrade')
})

proxy('Secure on the session cookie is the proxy’s own decision, never the client’s X-Forwarded-Proto', async () => {
  const login = await request(fp, '/v1/login/default-silo/local', {
    method: 'POST',
    headers: { 'x-forwarded-proto': 'https', 'content-type': 'application/json' },
    body: '{}',
  })
  assert.equal(login.headers['set-cookie'], ['session=abc; Path=/; HttpOnly; SameSite=Lax'])
  const { server, port } = await listen({ distDir: dist, apiUrl: `http://127.0.0.1:${up}`, tlsTerminated: true })
  try {
    seen.length = 0
    const tls = await request(port, '/v1/login/default-silo/local', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    assert.equal(tls.headers['set-cookie'], ['session=abc; Path=/; HttpOnly; Secure; SameSite=Lax'])
    assert.is(seen[0].headers['x-forwarded-proto'], 'https')
    assert.is(tls.headers['strict-transport-security'], 'max-age=31536000')
  } finally {
    await close(server)
  }
})

proxy.after(() => {
  console.error = origError
  rmSync(dist, { recursive: true, force: true })
})

// uvu exits 0 if a test awaits something that never settles and the event loop empties: make that a failure.
let finished = false
proxy.after(() => {
  finished = true
})
process.on('exit', () => {
  if (!finished) {
    origError('test/embed/hostile.test.ts: suite did not finish')
    process.exitCode = 1
  }
})

proxy.run()
