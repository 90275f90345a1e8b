/**
 * embed/ API side: the mock mounted through msw's getResponse (with a stub
 * handler list), the serial-console WebSocket, and --api proxying to a tiny
 * upstream server.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { http as mswHttp, HttpResponse } from 'msw'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { WebSocket, WebSocketServer } from 'ws'
import { mockOptionsFromEnv, type MockApi } from '../../embed/mock-adapter.ts'
import { RELEASED_API_VERSION, SPOKEN_VERSIONS } from '../../web/api/api-version.ts'
import { createConsoleServer } from '../../embed/server.ts'
import { request } from '../../test-support/http-request.ts'

const base = mkdtempSync(join(tmpdir(), 'embed-api-'))
const INDEX = '<!doctype html><title>Rack Console</title><div id="root"></div>\n'
writeFileSync(join(base, 'index.html'), INDEX)

// ---------------------------------------------------------------------------
// Helpers

async function listen(server: http.Server): Promise<number> {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  return (server.address() as AddressInfo).port
}

function close(server: http.Server): Promise<void> {
  server.closeAllConnections()
  return new Promise<void>((r) => server.close(() => r()))
}

type Ws = WebSocket & { next(): Promise<string> }

/**
 * Opens a WebSocket and resolves with it (messages queued from the first byte, so
 * none is missed), or rejects with the HTTP status it was refused with.
 */
function openWs(url: string, headers: Record<string, string> = {}): Promise<Ws> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers }) as Ws
    const queue: string[] = []
    const waiting: ((m: string) => void)[] = []
    ws.on('message', (data) => {
      const text = data.toString()
      const w = waiting.shift()
      if (w) w(text)
      else queue.push(text)
    })
    ws.next = () => (queue.length ? Promise.resolve(queue.shift()!) : new Promise((r) => waiting.push(r)))
    ws.once('open', () => resolve(ws))
    ws.once('unexpected-response', (_req, res) =>
      reject(Object.assign(new Error(`refused ${res.statusCode}`), { status: res.statusCode, headers: res.headers })),
    )
    ws.once('error', reject)
  })
}

// ---------------------------------------------------------------------------
// A stub mock API with the contract's shape (docs/CONTRACTS.md)

const instances = new Map([
  ['db1', 'id-db1'],
  ['db2', 'id-db2'],
])
const STOPPED = 'Invalid Request: instance is stopped and has no active serial console server'
const opened: string[] = []
const stub: MockApi = {
  handlers: [
    mswHttp.post('/v1/login/:silo/local', async ({ request, params }) => {
      const body = (await request.json()) as { username: string; password: string }
      if (body.password !== 'demo-password') return HttpResponse.json({ message: 'bad' }, { status: 401 })
      const res = new HttpResponse(null, { status: 204 })
      res.headers.append('Set-Cookie', `session=${body.username}; Path=/; HttpOnly; SameSite=Lax`)
      res.headers.append('Set-Cookie', `silo=${params.silo}; Path=/`)
      return res
    }),
    mswHttp.get('/v1/me', ({ cookies }) =>
      cookies.session
        ? HttpResponse.json({ id: cookies.session })
        : HttpResponse.json({ message: 'credentials missing' }, { status: 401 }),
    ),
    mswHttp.get('/v1/instances/:instance', ({ cookies, params, request }) => {
      if (!cookies.session) return HttpResponse.json({ message: 'credentials missing' }, { status: 401 })
      const id = instances.get(String(params.instance))
      const project = new URL(request.url).searchParams.get('project')
      if (!id || project !== 'mock-project')
        return HttpResponse.json(
          { error_code: 'ObjectNotFound', message: `not found: instance with name "${String(params.instance)}"` },
          { status: 404 },
        )
      return HttpResponse.json({ id, name: params.instance })
    }),
    mswHttp.get('/v1/echo', ({ request }) =>
      HttpResponse.json({ url: request.url, auth: request.headers.get('authorization') }),
    ),
    mswHttp.post('/login/:silo/saml/:provider', ({ params }) => HttpResponse.json({ saml: params.provider })),
    mswHttp.get('/login/:silo/saml/:provider/redirect', ({ params, request }) =>
      HttpResponse.json({
        saml: `redirect ${params.provider} ${new URL(request.url).searchParams.get('redirect_uri')}`,
      }),
    ),
    mswHttp.get('/login', ({ request }) =>
      HttpResponse.json({ begin: new URL(request.url).searchParams.get('redirect_uri') }),
    ),
    mswHttp.post('/device/token', () => HttpResponse.json({ access_token: 't' })),
    mswHttp.get('/experimental/v1/probes', () => HttpResponse.json({ items: [] })),
    mswHttp.get('/v1/boom', () => {
      throw new Error('handler bug')
    }),
  ],
  openSerialConsole(instanceId, send, close) {
    if (instanceId === 'id-db2') return STOPPED
    opened.push(instanceId)
    send(`welcome ${instanceId}\r\n`)
    return {
      receive(data) {
        const text = Buffer.from(data).toString()
        if (text === 'exit') return close()
        send(new TextEncoder().encode(`echo:${text}`))
      },
      close() {},
    }
  },
}

// ---------------------------------------------------------------------------

const mock = suite('embed: mock API')
let mockServer: http.Server
let mp = 0
mock.before(async () => {
  mockServer = createConsoleServer({ distDir: base, mock: stub })
  mp = await listen(mockServer)
})
mock.after(() => close(mockServer))

mock('an idle keep-alive connection outlives a client pool’s few seconds (a POST on it is not reset)', () => {
  // with Node's 5 s default, a client pool's POST on an idle connection can meet a reset
  assert.ok(mockServer.keepAliveTimeout >= 60_000, String(mockServer.keepAliveTimeout))
})

mock('login: JSON body reaches the handler, every Set-Cookie comes back', async () => {
  const res = await request(mp, '/v1/login/default-silo/local', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'fleet-admin', password: 'demo-password' }),
  })
  assert.is(res.status, 204)
  assert.equal(res.headers['set-cookie'], [
    'session=fleet-admin; Path=/; HttpOnly; SameSite=Lax',
    'silo=default-silo; Path=/',
  ])
  assert.is(res.headers['x-frame-options'], 'DENY')
  assert.is(res.headers['cache-control'], 'no-store')
  const bad = await request(mp, '/v1/login/default-silo/local', {
    method: 'POST',
    body: JSON.stringify({ username: 'x', password: 'no' }),
  })
  assert.is(bad.status, 401)
})

mock('cookies authenticate; no cookie is a real 401', async () => {
  assert.is((await request(mp, '/v1/me')).status, 401)
  const me = await request(mp, '/v1/me', { headers: { cookie: 'other=1; session=silo-viewer' } })
  assert.is(me.status, 200)
  assert.equal(JSON.parse(me.text), { id: 'silo-viewer' })
  const head = await request(mp, '/v1/me', { method: 'HEAD', headers: { cookie: 'session=x' } })
  assert.is(head.status, 200)
  assert.is(head.text, '')
})

mock('the request URL keeps its host and query; headers pass through', async () => {
  const res = await request(mp, '/v1/echo?limit=10&page_token=abc', { headers: { authorization: 'Bearer tok' } })
  const body = JSON.parse(res.text)
  assert.is(body.url, `http://127.0.0.1:${mp}/v1/echo?limit=10&page_token=abc`)
  assert.is(body.auth, 'Bearer tok')
})

mock('/login and /device: POSTs are the API, GETs of pages are the app', async () => {
  const saml = await request(mp, '/login/default-silo/saml/idp1', { method: 'POST' })
  assert.equal(JSON.parse(saml.text), { saml: 'idp1' })
  assert.equal(JSON.parse((await request(mp, '/device/token', { method: 'POST' })).text), { access_token: 't' })
  for (const page of [
    '/login/default-silo/saml/idp1',
    '/login/default-silo/local',
    '/device/verify',
    '/device/success',
  ]) {
    const res = await request(mp, page)
    assert.is(res.text, INDEX, page)
  }
  // GET /login is the control plane's: it says where the request's silo signs in
  const begin = await request(mp, '/login?redirect_uri=%2Fprojects')
  assert.equal(JSON.parse(begin.text), { begin: '/projects' })
  const probes = await request(mp, '/experimental/v1/probes')
  assert.equal(JSON.parse(probes.text), { items: [] })
  // Nexus's SAML redirect is the API's, never the app's index.html
  const redirect = await request(mp, '/login/default-silo/saml/idp1/redirect?redirect_uri=%2Fprojects')
  assert.is.not(redirect.text, INDEX)
  assert.equal(JSON.parse(redirect.text), { saml: 'redirect idp1 /projects' })
})

mock('unhandled calls are a JSON 404, handler crashes a JSON 500', async () => {
  for (const path of ['/v1/nope', '/v1', '/experimental/v1/nope']) {
    const res = await request(mp, path)
    assert.is(res.status, 404, path)
    assert.is(res.headers['content-type'], 'application/json')
    assert.is(JSON.parse(res.text).message, 'Not Found')
  }
  const origError = console.error
  console.error = () => {}
  try {
    const res = await request(mp, '/v1/boom')
    assert.is(res.status, 500)
    assert.ok(JSON.parse(res.text).request_id)
  } finally {
    console.error = origError
  }
})

const wsUrl = (path: string) => `ws://127.0.0.1:${mp}${path}`

const consoleHeaders = () => ({ cookie: 'session=fleet-admin', origin: `http://127.0.0.1:${mp}` })
const closeOf = (ws: WebSocket) =>
  new Promise<[number, string]>((r) => ws.once('close', (code, reason) => r([code, reason.toString()])))

mock('serial console: authenticated by the session cookie, bridged both ways in binary frames', async () => {
  const ws = await openWs(
    wsUrl('/v1/instances/db1/serial-console/stream?project=mock-project&most_recent=100'),
    consoleHeaders(),
  )
  try {
    assert.is(await ws.next(), 'welcome id-db1\r\n')
    assert.equal(opened, ['id-db1'])
    // Nexus forwards only binary frames to propolis and drops text ones (omicron: nexus/src/app/instance.rs,
    // `proxy_instance_serial_ws`, whose `WebSocketMessage::Text` arm does nothing)
    const binary = new Promise<boolean>((r) => ws.once('message', (_data, isBinary) => r(isBinary)))
    ws.send('ls')
    ws.send(Buffer.from('bin'), { binary: true })
    assert.is(await ws.next(), 'echo:bin')
    // and what the console says goes out binary, even where the mock handed over a string
    assert.ok(await binary)
    const closed = closeOf(ws)
    ws.send(Buffer.from('exit'), { binary: true })
    assert.equal(await closed, [1000, ''])
  } finally {
    ws.terminate()
  }
})

mock('serial console: an unknown or stopped instance opens, then closes with 1011 and Nexus’s reason', async () => {
  const unknown = await openWs(wsUrl('/v1/instances/nope/serial-console/stream?project=mock-project'), consoleHeaders())
  assert.equal(await closeOf(unknown), [1011, 'Object (of type ByName("nope")) not found: instance'])
  const stopped = await openWs(wsUrl('/v1/instances/db2/serial-console/stream?project=mock-project'), consoleHeaders())
  assert.equal(await closeOf(stopped), [1011, STOPPED])
  assert.not.ok(opened.includes('id-db2'))
})

mock(
  'serial console: refused before the handshake without a session, for another origin, for a bad query',
  async () => {
    const cases: [string, Record<string, string>, number][] = [
      ['/v1/instances/db1/serial-console/stream?project=mock-project', {}, 401],
      [
        '/v1/instances/db1/serial-console/stream?project=mock-project',
        { cookie: 'session=a', origin: 'https://evil.example' },
        403,
      ],
      ['/v1/instances/db1/serial-console/stream?project=mock-project&most_recent=lots', { cookie: 'session=a' }, 400],
      ['/v1/instances/db1/other', { cookie: 'session=a' }, 404],
      ['/projects', { cookie: 'session=a' }, 404],
    ]
    for (const [path, headers, status] of cases) {
      const err = await openWs(wsUrl(path), headers).then(
        (ws) => (ws.close(), null),
        (e) => e as { status?: number; headers?: http.IncomingHttpHeaders },
      )
      assert.is(err?.status, status, path)
      assert.is(err?.headers?.['x-content-type-options'], 'nosniff', path)
    }
  },
)

mock('mock options come from MOCK_LATENCY, MOCK_CHAOS and MOCK_API_VERSION', () => {
  assert.equal(mockOptionsFromEnv({}), { latency: 0 })
  assert.equal(mockOptionsFromEnv({ MOCK_LATENCY: '250' }), { latency: 250 })
  assert.equal(mockOptionsFromEnv({ MOCK_LATENCY: '200-400', MOCK_CHAOS: '0.1' }), { latency: [200, 400], chaos: 0.1 })
  assert.equal(mockOptionsFromEnv({ MOCK_CHAOS: '0' }), { latency: 0 })
  assert.throws(() => mockOptionsFromEnv({ MOCK_LATENCY: 'fast' }))
  assert.throws(() => mockOptionsFromEnv({ MOCK_CHAOS: '2' }))
  assert.equal(mockOptionsFromEnv({ MOCK_API_VERSION: '2025120300.0.0' }), { latency: 0, apiVersion: '2025120300.0.0' })
  assert.throws(() => mockOptionsFromEnv({ MOCK_API_VERSION: 'latest' }))
})

mock.run()

// ---------------------------------------------------------------------------

const proxy = suite('embed: --api proxy')
let upstream: http.Server
let upstreamWss: WebSocketServer
let console_: http.Server
let up = 0
let cp = 0
const seen: { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }[] = []
const upgrades: http.IncomingHttpHeaders[] = []

proxy.before(async () => {
  upstream = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c) => chunks.push(c))
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks).toString() })
      if (req.url === '/v1/login/default-silo/local') {
        res.setHeader('Set-Cookie', [
          `session=abc; Path=/; Domain=127.0.0.1; HttpOnly; Secure; SameSite=Lax`,
          'x=1; Path=/',
        ])
        res.writeHead(204)
        return res.end()
      }
      if (req.url === '/login/default-silo/saml/idp') {
        res.writeHead(303, { Location: `http://127.0.0.1:${up}/projects` })
        return res.end()
      }
      res.setHeader('Content-Type', 'application/json')
      res.setHeader('Content-Security-Policy', 'default-src *')
      res.writeHead(req.url?.startsWith('/v1/missing') ? 404 : 200)
      res.end(JSON.stringify({ method: req.method, url: req.url }))
    })
  })
  upstreamWss = new WebSocketServer({ noServer: true })
  upstream.on('upgrade', (req, socket, head) => {
    upgrades.push(req.headers)
    if (!req.headers.cookie?.includes('session=abc')) {
      socket.end('HTTP/1.1 401 Unauthorized\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}')
      return
    }
    upstreamWss.handleUpgrade(req, socket, head, (ws) => {
      ws.send(`hello ${req.url}`)
      ws.on('message', (d) => ws.send(`up:${d}`))
    })
  })
  up = await listen(upstream)
  console_ = createConsoleServer({ distDir: base, apiUrl: `http://127.0.0.1:${up}` })
  cp = await listen(console_)
})
proxy.after(async () => {
  for (const c of upstreamWss.clients) c.terminate()
  await close(console_)
  await close(upstream)
  rmSync(base, { recursive: true, force: true })
})

proxy('API calls go upstream with method, path, query, body; Host rewritten, forwarded headers added', async () => {
  seen.length = 0
  const res = await request(cp, '/v1/projects?limit=5', {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: 'session=abc' },
    body: '{"name":"p"}',
  })
  assert.is(res.status, 200)
  assert.equal(JSON.parse(res.text), { method: 'POST', url: '/v1/projects?limit=5' })
  const [call] = seen
  assert.is(call.body, '{"name":"p"}')
  assert.is(call.headers.host, `127.0.0.1:${up}`)
  assert.is(call.headers['x-forwarded-host'], `127.0.0.1:${cp}`)
  assert.is(call.headers['x-forwarded-proto'], 'http')
  assert.is(call.headers.cookie, 'session=abc')
  // Our security headers, not the upstream's.
  assert.is(res.headers['content-security-policy']?.includes("frame-ancestors 'none'"), true)
  assert.is(res.headers['x-frame-options'], 'DENY')
})

proxy('every API prefix is proxied; pages and assets are not', async () => {
  seen.length = 0
  for (const [method, path] of [
    ['GET', '/v1/me'],
    ['GET', '/experimental/v1/probes'],
    ['POST', '/device/auth'],
    ['POST', '/login/default-silo/local'],
    // where a person signs in is the rack's to say
    ['GET', '/login?redirect_uri=%2Fx'],
    ['DELETE', '/v1/missing'],
  ]) {
    const res = await request(cp, path, { method })
    assert.is(res.status, path === '/v1/missing' ? 404 : 200, path)
  }
  assert.equal(
    seen.map((s) => `${s.method} ${s.url}`),
    [
      'GET /v1/me',
      'GET /experimental/v1/probes',
      'POST /device/auth',
      'POST /login/default-silo/local',
      'GET /login?redirect_uri=%2Fx',
      'DELETE /v1/missing',
    ],
  )
  seen.length = 0
  assert.is((await request(cp, '/projects')).text, INDEX)
  assert.is((await request(cp, '/login/default-silo/local')).text, INDEX)
  assert.is((await request(cp, '/device/verify')).text, INDEX)
  assert.is(seen.length, 0)
})

proxy('cookies are bound to the console host; upstream redirects made relative', async () => {
  const login = await request(cp, '/v1/login/default-silo/local', { method: 'POST', body: '{}' })
  assert.equal(login.headers['set-cookie'], ['session=abc; Path=/; HttpOnly; SameSite=Lax', 'x=1; Path=/'])
  const saml = await request(cp, '/login/default-silo/saml/idp', { method: 'POST' })
  assert.is(saml.status, 303)
  assert.is(saml.headers.location, '/projects')
})

proxy('serial console WebSocket is piped to the upstream, refusals relayed', async () => {
  const ws = await openWs(`ws://127.0.0.1:${cp}/v1/instances/db1/serial-console/stream?project=p`, {
    cookie: 'session=abc',
  })
  assert.is(await ws.next(), 'hello /v1/instances/db1/serial-console/stream?project=p')
  ws.send('hi')
  assert.is(await ws.next(), 'up:hi')
  ws.close()
  const refused = await openWs(`ws://127.0.0.1:${cp}/v1/instances/db1/serial-console/stream`).catch(
    (e) => e as { status: number },
  )
  assert.is((refused as { status: number }).status, 401)
})

proxy('the serial-console upgrade names the API version a browser cannot put on a WebSocket', async () => {
  upgrades.length = 0
  const ws = await openWs(`ws://127.0.0.1:${cp}/v1/instances/db1/serial-console/stream?project=p`, {
    cookie: 'session=abc',
  })
  await ws.next()
  ws.close()
  // the oldest version the console speaks: served by a rack of the newest release and by one of main
  assert.is(upgrades[0]['api-version'], RELEASED_API_VERSION)
  assert.is(SPOKEN_VERSIONS.at(-1), RELEASED_API_VERSION)
  seen.length = 0
  await request(cp, '/v1/projects', { headers: { 'api-version': '2025120300.0.0' } })
  assert.is(seen[0].headers['api-version'], '2025120300.0.0', 'an HTTP call keeps the version it was sent with')
})

proxy("our own Origin becomes the upstream's on proxied requests; a foreign one is passed on as is", async () => {
  seen.length = 0
  await request(cp, '/v1/projects', { headers: { origin: `http://127.0.0.1:${cp}` } })
  await request(cp, '/v1/projects', { headers: { origin: 'http://evil.example' } })
  assert.equal(
    seen.map((s) => s.headers.origin),
    [`http://127.0.0.1:${up}`, 'http://evil.example'],
  )
})

proxy('an unreachable control plane is a JSON 502', async () => {
  const dead = http.createServer()
  const deadPort = await listen(dead)
  await close(dead)
  const s = createConsoleServer({ distDir: base, apiUrl: `http://127.0.0.1:${deadPort}` })
  const p = await listen(s)
  try {
    const res = await request(p, '/v1/me')
    assert.is(res.status, 502)
    assert.match(JSON.parse(res.text).message, 'Could not reach the control plane')
    const ws = await openWs(`ws://127.0.0.1:${p}/v1/instances/x/serial-console/stream`).catch(
      (e) => e as { status: number },
    )
    assert.is((ws as { status: number }).status, 502)
  } finally {
    await close(s)
  }
})

// uvu exits 0 if a test awaits something that never settles and the event loop
// empties: make that a failure.
let finished = false
proxy.after(() => {
  finished = true
})
process.on('exit', () => {
  if (!finished) {
    console.error('test/embed/api.test.ts: suite did not finish')
    process.exitCode = 1
  }
})

proxy.run()

// ---------------------------------------------------------------------------
// one console server proxying to another (whose mock checks Origin on upgrades)

const chain = suite('embed: --api to another console server')
let back: http.Server
let front: http.Server
let bp = 0
let fp = 0
// the proxy suite removes `base` when it ends
const chainDist = mkdtempSync(join(tmpdir(), 'embed-chain-'))
writeFileSync(join(chainDist, 'index.html'), INDEX)
chain.before(async () => {
  back = createConsoleServer({ distDir: chainDist, mock: stub })
  bp = await listen(back)
  front = createConsoleServer({ distDir: chainDist, apiUrl: `http://127.0.0.1:${bp}` })
  fp = await listen(front)
})
chain.after(async () => {
  await close(front)
  await close(back)
  rmSync(chainDist, { recursive: true, force: true })
})

chain("the serial console upgrade carries the upstream's Origin, so the upstream accepts it", async () => {
  const login = await request(fp, '/v1/login/default-silo/local', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'u1', password: 'demo-password' }),
  })
  assert.is(login.status, 204)
  const cookie = 'session=u1'
  const ws = await openWs(`ws://127.0.0.1:${fp}/v1/instances/db1/serial-console/stream?project=mock-project`, {
    cookie,
    origin: `http://127.0.0.1:${fp}`,
  })
  assert.match(await ws.next(), 'welcome id-db1')
  ws.close()
  // a foreign page's Origin is not rewritten: the upstream still refuses it
  const foreign = await openWs(`ws://127.0.0.1:${fp}/v1/instances/db1/serial-console/stream?project=mock-project`, {
    cookie,
    origin: 'http://evil.example',
  }).catch((e) => e as { status: number })
  assert.is((foreign as { status: number }).status, 403)
})

chain.run()
