/**
 * embed/ serving dist: headers, caching, negotiation, fallbacks, traversal.
 * Runs a real server on port 0 against a small dist generated here.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import net, { type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { http as mswHttp, HttpResponse } from 'msw'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { createConsoleServer } from '../../embed/server.ts'
import { safePath } from '../../embed/static.ts'
import { request as requestOn, type Res } from '../../test-support/http-request.ts'

// ---------------------------------------------------------------------------
// Fixture: a dist with a manifest, precompressed siblings, a symlink out of it

const base = mkdtempSync(join(tmpdir(), 'embed-static-'))
const distDir = join(base, 'dist')
const SECRET = 'TOP-SECRET-OUTSIDE-DIST'
const INDEX =
  '<!doctype html><html lang="en"><head><title>Rack Console</title><script type="module" src="/assets/main-AAAA.js"></script></head><body><div id="root"></div></body></html>\n'
const JS = 'export const hello = "' + 'console '.repeat(200) + '"\n'
const CSS = 'body{margin:0}'.repeat(50)

function put(rel: string, data: string | Buffer) {
  const abs = join(distDir, rel)
  mkdirSync(join(abs, '..'), { recursive: true })
  writeFileSync(abs, data)
}
writeFileSync(join(base, 'secret.txt'), SECRET)
put('index.html', INDEX)
put('index.html.br', brotliCompressSync(INDEX))
put('index.html.gz', gzipSync(INDEX))
put('assets/main-AAAA.js', JS)
put('assets/main-AAAA.js.br', brotliCompressSync(JS))
put('assets/main-AAAA.js.gz', gzipSync(JS))
put('assets/main-BBBB.css', CSS)
put('assets/main-BBBB.css.br', brotliCompressSync(CSS)) // no .gz on purpose
put('assets/logo-CCCC.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>')
put('assets/font-DDDD.woff2', Buffer.from([0x77, 0x4f, 0x46, 0x32]))
put('assets/sub/inner.js', 'export {}')
put('mockServiceWorker.js', '/* worker */')
symlinkSync(join(base, 'secret.txt'), join(distDir, 'assets', 'link.js'))
symlinkSync(base, join(distDir, 'assets', 'up'))

const manifestFiles = [
  'index.html',
  'index.html.br',
  'index.html.gz',
  'assets/main-AAAA.js',
  'assets/main-AAAA.js.br',
  'assets/main-AAAA.js.gz',
]
put(
  'manifest.json',
  JSON.stringify({
    version: 1,
    files: manifestFiles.map((p) => {
      const data = readFileSync(join(distDir, p))
      return { path: p, bytes: data.length, sha256: createHash('sha256').update(data).digest('hex'), contentType: 'x' }
    }),
  }),
)
// The manifest's content type wins; set the real one for the js (and check it is used).
{
  const m = JSON.parse(readFileSync(join(distDir, 'manifest.json'), 'utf8'))
  for (const f of m.files)
    f.contentType = f.path.startsWith('index') ? 'text/html; charset=utf-8' : 'text/javascript; charset=utf-8'
  writeFileSync(join(distDir, 'manifest.json'), JSON.stringify(m))
}

// A mock that answers one call, to check API responses carry the headers too.
const mock = {
  handlers: [mswHttp.get('/v1/ping', () => HttpResponse.json({ status: 'ok' }))],
  openSerialConsole: () => 'Invalid Request: instance is stopped and has no active serial console server',
}

// ---------------------------------------------------------------------------
// A raw HTTP client: no automatic decompression, no path normalisation

let port = 0
let server: http.Server

const request = (path: string, opts: { method?: string; headers?: Record<string, string> } = {}) =>
  requestOn(port, path, opts)

/** Sends bytes exactly as given (Node's client refuses some request targets). */
function rawRequest(target: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`)
    })
    const chunks: Buffer[] = []
    socket.on('data', (c) => chunks.push(c))
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1')
      resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(text)?.[1] ?? 0), text })
    })
    socket.on('error', reject)
  })
}

const host = () => `127.0.0.1:${port}`
const expectedCsp = () =>
  `default-src 'self'; script-src 'self'; style-src 'self'; connect-src 'self' ws://${host()} wss://${host()}; ` +
  `img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`

function assertSecurityHeaders(res: Res, what: string) {
  assert.is(res.headers['content-security-policy'], expectedCsp(), `CSP on ${what}`)
  assert.is(res.headers['x-content-type-options'], 'nosniff', `nosniff on ${what}`)
  assert.is(res.headers['x-frame-options'], 'DENY', `X-Frame-Options on ${what}`)
  assert.is(res.headers['referrer-policy'], 'no-referrer', `Referrer-Policy on ${what}`)
}

const test = suite('embed: static')

test.before(async () => {
  // console.example.com: a name given with --allowed-host, for the CSP's ws: source below
  server = createConsoleServer({ distDir, mock, allowedHosts: ['console.example.com'] })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  port = (server.address() as AddressInfo).port
})
test.after(() => {
  server.close()
  server.closeAllConnections()
  rmSync(base, { recursive: true, force: true })
})

// ---------------------------------------------------------------------------

test('security headers are on every kind of response', async () => {
  const cases: [string, Promise<Res>][] = [
    ['app route', request('/projects')],
    ['asset', request('/assets/main-AAAA.js')],
    ['304', request('/assets/main-AAAA.js', { headers: { 'if-none-match': '*' } })],
    ['HEAD', request('/projects', { method: 'HEAD' })],
    ['missing asset', request('/assets/missing.js')],
    ['unknown path', request('/nope')],
    ['bad path', request('/assets/%2e%2e/x')],
    ['405', request('/projects', { method: 'POST' })],
    ['API', request('/v1/ping')],
    ['unhandled API', request('/v1/nope')],
  ]
  for (const [what, res] of cases) assertSecurityHeaders(await res, what)
})

test('CSP names ws/wss of the Host only when the Host header is a plain host', async () => {
  const res = await request('/', { headers: { host: 'console.example.com:8443' } })
  assert.match(
    String(res.headers['content-security-policy']),
    "connect-src 'self' ws://console.example.com:8443 wss://console.example.com:8443;",
  )
  const evil = await request('/', { headers: { host: 'evil.com; script-src *' } })
  assert.is(evil.status, 421)
  assert.match(String(evil.headers['content-security-policy']), "connect-src 'self'; img-src")
  assert.not.match(String(evil.headers['content-security-policy']), 'evil')
  assert.not.match(evil.body.toString(), 'evil')
})

test('assets are immutable, typed, and validated by a strong ETag', async () => {
  const js = await request('/assets/main-AAAA.js')
  assert.is(js.status, 200)
  assert.is(js.headers['cache-control'], 'public, max-age=31536000, immutable')
  assert.is(js.headers['content-type'], 'text/javascript; charset=utf-8')
  assert.is(js.headers['vary'], 'Accept-Encoding')
  assert.ok(/^"[0-9a-f]{32}"$/.test(String(js.headers.etag)), `strong etag, got ${js.headers.etag}`)
  assert.is(js.headers['content-length'], String(Buffer.byteLength(JS)))
  assert.is(js.body.toString(), JS)
  const types: [string, string][] = [
    ['/assets/main-BBBB.css', 'text/css; charset=utf-8'],
    ['/assets/logo-CCCC.svg', 'image/svg+xml'],
    ['/assets/font-DDDD.woff2', 'font/woff2'],
  ]
  for (const [path, type] of types) {
    const res = await request(path)
    assert.is(res.status, 200, path)
    assert.is(res.headers['content-type'], type, path)
  }
})

test('the ETag comes from the manifest sha256 when there is one, else from the file', async () => {
  const js = await request('/assets/main-AAAA.js')
  const sha = createHash('sha256').update(JS).digest('hex')
  assert.is(js.headers.etag, `"${sha.slice(0, 32)}"`)
  const css = await request('/assets/main-BBBB.css')
  assert.is(css.headers.etag, `"${createHash('sha256').update(CSS).digest('hex').slice(0, 32)}"`)
})

test('If-None-Match answers 304 with validators and no body', async () => {
  const first = await request('/assets/main-AAAA.js', { headers: { 'accept-encoding': 'br' } })
  const etag = String(first.headers.etag)
  for (const inm of [etag, `W/${etag}`, `"nope", ${etag}`, '*']) {
    const res = await request('/assets/main-AAAA.js', { headers: { 'accept-encoding': 'br', 'if-none-match': inm } })
    assert.is(res.status, 304, inm)
    assert.is(res.body.length, 0)
    assert.is(res.headers.etag, etag)
    assert.is(res.headers['cache-control'], 'public, max-age=31536000, immutable')
    assert.is(res.headers['vary'], 'Accept-Encoding')
  }
  const other = await request('/assets/main-AAAA.js', {
    headers: { 'accept-encoding': 'br', 'if-none-match': '"other"' },
  })
  assert.is(other.status, 200)
  // Each encoding is a different representation with its own tag.
  const plain = await request('/assets/main-AAAA.js', { headers: { 'if-none-match': etag } })
  assert.is(plain.status, 200)
  assert.is.not(plain.headers.etag, etag)
})

test('HEAD sends the GET headers without a body', async () => {
  for (const path of ['/assets/main-AAAA.js', '/projects', '/nope']) {
    const get = await request(path, { headers: { 'accept-encoding': 'gzip' } })
    const head = await request(path, { method: 'HEAD', headers: { 'accept-encoding': 'gzip' } })
    assert.is(head.status, get.status, path)
    assert.is(head.body.length, 0, path)
    assert.is(head.headers['content-length'], get.headers['content-length'], path)
    assert.is(head.headers['content-type'], get.headers['content-type'], path)
    assert.is(head.headers['content-encoding'], get.headers['content-encoding'], path)
  }
})

test('brotli and gzip are chosen by Accept-Encoding, with Vary', async () => {
  const cases: [string | undefined, string | undefined][] = [
    ['br', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['identity', undefined],
    ['*', 'br'],
    ['*;q=0', undefined],
    [undefined, undefined],
  ]
  const variants = { br: brotliCompressSync(JS), gzip: gzipSync(JS) }
  for (const [accept, encoding] of cases) {
    const res = await request('/assets/main-AAAA.js', { headers: accept ? { 'accept-encoding': accept } : {} })
    assert.is(res.headers['content-encoding'], encoding, `Accept-Encoding: ${accept}`)
    assert.is(res.headers['vary'], 'Accept-Encoding', `Accept-Encoding: ${accept}`)
    assert.is(res.headers['content-type'], 'text/javascript; charset=utf-8')
    const expected = encoding ? variants[encoding as 'br' | 'gzip'] : Buffer.from(JS)
    assert.ok(res.body.equals(expected), `body for Accept-Encoding: ${accept}`)
  }
  // No .gz sibling for the css: gzip-only clients get it plain.
  const css = await request('/assets/main-BBBB.css', { headers: { 'accept-encoding': 'gzip' } })
  assert.is(css.headers['content-encoding'], undefined)
  assert.is(css.body.toString(), CSS)
  const index = await request('/system/silos', { headers: { 'accept-encoding': 'br' } })
  assert.is(index.headers['content-encoding'], 'br')
  assert.is(index.headers['vary'], 'Accept-Encoding')
})

test('every app route of the build gets index.html, never cached', async () => {
  const routes = [
    '/',
    '/projects',
    '/projects/',
    '/projects/mock-project/instances',
    '/projects/mock-project/instances/db1/serial-console',
    '/projects-new',
    '/settings/profile',
    '/system/silos/default-silo/idps',
    '/system/inventory/sleds/123/instances',
    '/lookup/i/abc',
    '/images',
    '/images/image-1/edit',
    '/utilization',
    '/access',
    '/device/verify',
    '/device/success',
    '/login/default-silo/local',
    '/login/default-silo/saml/my-idp',
    '/projects/mock-project/instances?page=2',
    '/index.html',
  ]
  for (const route of routes) {
    const res = await request(route)
    assert.is(res.status, 200, route)
    assert.is(res.headers['content-type'], 'text/html; charset=utf-8', route)
    assert.is(res.headers['cache-control'], 'no-store', route)
    assert.is(res.body.toString(), INDEX, route)
  }
})

test('a missing asset is a real 404, never index.html', async () => {
  for (const path of [
    '/assets/main-OLD.js',
    '/assets/',
    '/assets',
    '/assets/sub',
    '/assets/sub/',
    '/assets/main-AAAA.js/x',
  ]) {
    const res = await request(path)
    assert.is(res.status, 404, path)
    assert.not.match(res.body.toString(), 'id="root"', path)
  }
})

test('unknown top-level paths are 404 with a small HTML page', async () => {
  for (const path of [
    '/nope',
    '/projectsx',
    '/projects-newer',
    '/utilization/x',
    '/favicon.ico',
    '/v2/projects',
    '/robots.txt',
    '/404.html',
  ]) {
    const res = await request(path)
    assert.is(res.status, 404, path)
    assert.is(res.headers['content-type'], 'text/html; charset=utf-8', path)
    assert.is(res.headers['cache-control'], 'no-store', path)
    assert.not.match(res.body.toString(), 'id="root"', path)
  }
  // Under /device and /login, whatever is not a page belongs to the API.
  for (const path of ['/login/a/b/c', '/device', '/device/auth']) {
    const res = await request(path)
    assert.is(res.status, 404, path)
    assert.is(res.headers['content-type'], 'application/json', path)
  }
})

test("unknown paths get the build's styled not-found page, with a 404, and that page has no URL of its own", async () => {
  const page =
    '<!doctype html><html lang="en"><head><link rel="stylesheet" href="/assets/main-BBBB.css"></head><body><h1>Page not found</h1></body></html>\n'
  put('not-found.html', page)
  try {
    for (const path of ['/nope', '/robots.txt', '/not-found.html']) {
      const res = await request(path)
      assert.is(res.status, 404, path)
      assert.is(res.headers['content-type'], 'text/html; charset=utf-8', path)
      assert.is(res.body.toString(), page, path)
    }
  } finally {
    unlinkSync(join(distDir, 'not-found.html'))
  }
})

test('top-level files are served with revalidation; precompressed siblings only by negotiation', async () => {
  const worker = await request('/mockServiceWorker.js')
  assert.is(worker.status, 200)
  assert.is(worker.headers['content-type'], 'text/javascript; charset=utf-8')
  assert.is(worker.headers['cache-control'], 'no-cache')
  assert.is(worker.body.toString(), '/* worker */')
  assert.is((await request('/manifest.json')).headers['content-type'], 'application/json')
  for (const path of ['/assets/main-AAAA.js.br', '/assets/main-AAAA.js.gz', '/index.html.br']) {
    assert.is((await request(path)).status, 404, path)
  }
})

test('mockServiceWorker.js is a 404, not index.html, when the build has none', async () => {
  const other = join(base, 'dist2')
  mkdirSync(other)
  writeFileSync(join(other, 'index.html'), INDEX)
  const s2 = createConsoleServer({ distDir: other, mock })
  await new Promise<void>((r) => s2.listen(0, '127.0.0.1', r))
  const saved = port
  port = (s2.address() as AddressInfo).port
  try {
    const res = await request('/mockServiceWorker.js')
    assert.is(res.status, 404)
    assert.not.match(res.body.toString(), 'id="root"')
  } finally {
    port = saved
    s2.close()
  }
})

test('only GET and HEAD outside the API', async () => {
  for (const [method, path] of [
    ['POST', '/projects'],
    ['PUT', '/assets/main-AAAA.js'],
    ['DELETE', '/'],
  ]) {
    const res = await request(path, { method })
    assert.is(res.status, 405, `${method} ${path}`)
    assert.is(res.headers.allow, 'GET, HEAD')
  }
})

test('traversal attempts never leave dist', async () => {
  const attempts = [
    '/assets/../../secret.txt',
    '/../secret.txt',
    '/assets/%2e%2e/%2e%2e/secret.txt',
    '/assets/%2E%2E/%2E%2E/secret.txt',
    '/%2e%2e/secret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/assets/..%5c..%5csecret.txt',
    '/assets/%5c..%5c..%5csecret.txt',
    '/assets/main-AAAA.js%00.html',
    '/assets/%00',
    '/projects/%2e%2e/%2e%2e/secret.txt',
    '/assets/%c0%ae%c0%ae/secret.txt',
    '/assets/%',
    '/assets/./main-AAAA.js',
    '/assets//../secret.txt',
    '//secret.txt',
    '/assets/link.js',
    '/assets/up/secret.txt',
  ]
  for (const path of attempts) {
    const res = await rawRequest(path)
    assert.ok(res.status === 400 || res.status === 404, `${path} -> ${res.status}`)
    assert.not.match(res.text, SECRET, path)
    assert.match(res.text, "frame-ancestors 'none'", `${path} has the CSP`)
  }
  for (const target of ['/assets/..\\..\\secret.txt', '\\..\\secret.txt', '/assets/\\secret.txt']) {
    const res = await rawRequest(target)
    assert.ok(res.status === 400 || res.status === 404, `${target} -> ${res.status}`)
    assert.not.match(res.text, SECRET, target)
  }
  // A symlink that stays inside dist is fine.
  assert.is((await rawRequest('/assets/up/dist/assets/main-AAAA.js')).status, 200)
  // Not an escape, but the same rule: '..' is never normalised for the client.
  assert.is((await rawRequest('/assets/sub/../main-AAAA.js')).status, 400)
  // Absolute-form targets are a proxy's business, not ours.
  const abs = await rawRequest(`http://127.0.0.1:${port}/assets/../../secret.txt`)
  assert.not.match(abs.text, SECRET)
})

test('safePath: decoded segments, rejects what would escape', () => {
  assert.equal(safePath('/projects/a%20b/instances?x=..'), {
    ok: true,
    pathname: '/projects/a b/instances',
    segments: ['projects', 'a b', 'instances'],
  })
  assert.equal(safePath('/'), { ok: true, pathname: '/', segments: [] })
  for (const bad of ['/a/../b', '/a/%2E%2e/b', '/a%2Fb', '/a%5Cb', '/a\\b', '/a%00', '/a%0a', 'a/b', '/a//b', '/%zz']) {
    assert.is(safePath(bad).ok, false, bad)
  }
})

test('the fixture dist really has an outside file reachable by symlink', () => {
  // Guards the traversal test against a broken fixture.
  assert.is(readFileSync(join(distDir, 'assets', 'link.js'), 'utf8'), SECRET)
  assert.is(relative(distDir, join(base, 'secret.txt')), '../secret.txt')
})

// uvu exits 0 if a test awaits something that never settles and the event loop
// empties: make that a failure.
let finished = false
test.after(() => {
  finished = true
})
process.on('exit', () => {
  if (!finished) {
    console.error('test/embed/static.test.ts: suite did not finish')
    process.exitCode = 1
  }
})

test.run()
