/**
 * : every request names the API version the console was built for, and a control plane that
 * refuses it switches the console to its version page (through `versionRefusal`).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import {
  API_VERSION,
  findNewestServedVersion,
  isVersionRefusal,
  RELEASED_API_VERSION,
  versionRefusal,
} from '../../web/api/api-version'
import { api } from '../../web/api/client'
import { installDevtools } from '../../web/api/devtools'
import { headSize } from '../../web/api/download'
import { request, setOnUnauthorized, setToken, transport } from '../../web/api/http'
import { uploadWithProgress, type XhrLike } from '../../web/api/upload'

const nexus = JSON.parse(readFileSync('api/nexus.json', 'utf8')) as { info: { version: string } }

type Call = { url: string; headers: Headers }
const realFetch = globalThis.fetch
const realConsole = { info: console.info, error: console.error, warn: console.warn }

function stubFetch(response: () => Response = () => Response.json({})) {
  const calls: Call[] = []
  globalThis.fetch = (async (url: string, init: RequestInit = {}) => {
    calls.push({ url: String(url), headers: new Headers(init.headers) })
    return response()
  }) as typeof fetch
  return calls
}

function restore() {
  globalThis.fetch = realFetch
  Object.assign(console, realConsole)
  setToken(undefined)
  setOnUnauthorized()
  versionRefusal.clear()
}

const refused = () =>
  Response.json(
    { request_id: 'r1', message: `server does not support this API version: ${API_VERSION}` },
    { status: 400 },
  )

const Paths = suite('api-version on every request path')
Paths.after.each(restore)

Paths('the constant is info.version of api/nexus.json', () => {
  assert.is(API_VERSION, nexus.info.version)
})

Paths('fetch (every api method, exports and readOnce go through request())', async () => {
  const calls = stubFetch()
  await request({ method: 'GET', path: '/v1/projects' })
  await api.projectList({ query: { limit: 10 } })
  setToken('tok')
  await api.projectCreate({ body: { name: 'p', description: '' } })
  assert.equal(
    calls.map((c) => c.headers.get('api-version')),
    [API_VERSION, API_VERSION, API_VERSION],
  )
  assert.is(calls[2].headers.get('authorization'), 'Bearer tok')
})

Paths('the devtools window.api', async () => {
  const calls = stubFetch()
  const target = {} as Window
  installDevtools(target)
  await target.api.currentUserView({})
  assert.is(calls[0].headers.get('api-version'), API_VERSION)
})

Paths('downloads (HEAD/GET of a support bundle)', async () => {
  const calls = stubFetch(() => new Response(null, { status: 200, headers: { 'content-length': '5' } }))
  await headSize('supportBundleHead', { path: { bundleId: 'b' } })
  assert.is(calls[0].headers.get('api-version'), API_VERSION)
})

Paths('uploads with progress (XMLHttpRequest)', async () => {
  const headers: Record<string, string> = {}
  const xhr = {
    upload: { onprogress: null },
    withCredentials: false,
    status: 204,
    responseText: '',
    open() {},
    setRequestHeader: (k: string, v: string) => void (headers[k.toLowerCase()] = v),
    send() {
      xhr.onload?.()
    },
    abort() {},
    getResponseHeader: () => null,
    onload: null as null | (() => void),
    onerror: null,
    onabort: null,
  }
  await uploadWithProgress(
    'systemUpdateRepositoryUpload',
    { query: { fileName: 'r.zip' }, body: new Uint8Array(1) },
    { xhr: () => xhr as unknown as XhrLike },
  )
  assert.is(headers['api-version'], API_VERSION)
})

Paths('the upload worker gets transport.headers(), which carry the version', () => {
  assert.is(transport.headers()['api-version'], API_VERSION)
  const source = readFileSync('web/api/image-upload.ts', 'utf8')
  assert.match(source, 'headers: transport.headers(),')
  assert.match(readFileSync('web/upload/worker.ts', 'utf8'), '...req.headers')
})

/**
 * A transport added later must not slip past: every file outside the mock that opens a request by hand
 * (fetch, XMLHttpRequest, WebSocket) is listed here with how it names the version.
 */
const TRANSPORTS: Record<string, string> = {
  'web/api/http.ts': 'request() sends transport.headers()',
  'web/api/api-version.ts': "the version page's pings name each version they try",
  'web/api/download.ts': 'transport.headers()',
  'web/api/upload.ts': 'transport.headers() on the XMLHttpRequest',
  'web/upload/worker.ts': "the run request's headers, which image-upload.ts takes from transport.headers()",
  'web/api/early-calls.ts': "the starter's GETs, sent with versionHeaders() (web/first-calls-start.ts)",
  // Nexus's own /login (login_begin), asked as a browser's navigation there asks it: no version, so it answers in its
  // newest, as it does every sign-in redirect; the sign-in page it names then speaks the console's version
  'web/api/sign-in-page.ts': 'GET /login as a navigation sends it: no version header',
  // A browser cannot set headers on a WebSocket, and Nexus reads the version only from the header: the
  // stream is answered as the rack's newest version (its frames are raw bytes in every version), and
  // the embed server adds the header when it forwards the upgrade (test/embed/api.test.ts).
  'web/pages/project/instances/XTerm.tsx': 'a WebSocket: no headers possible',
}

/** The text without its comment lines (comments mention fetch() and WebSockets in passing). */
const code = (text: string) =>
  text
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
    .join('\n')

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'mock' || name === 'generated' ? [] : sources(path)
    return /\.tsx?$/.test(name) ? [path] : []
  })
}

Paths("the first route's early calls carry the version", () => {
  assert.match(readFileSync('web/first-calls-start.ts', 'utf8'), 'startEarlyCall(url, versionHeaders())')
  assert.match(readFileSync('web/api/early-calls.ts', 'utf8'), "fetch(url, { method: 'GET', headers,")
})

Paths('every hand-made request in web/ is a known transport', () => {
  const found = sources('web')
    .filter((f) => /\bfetch\(|new XMLHttpRequest\(|new WebSocket\(/.test(code(readFileSync(f, 'utf8'))))
    .map((f) => relative('.', f))
    .sort()
  assert.equal(found, Object.keys(TRANSPORTS).sort())
})

Paths.run()

const Refusal = suite('a refused version')
Refusal.after.each(restore)

Refusal('is recognised by its dropshot message, only on a 400', () => {
  assert.ok(isVersionRefusal(400, 'server does not support this API version: 2026081700.0.0'))
  assert.ok(isVersionRefusal(400, 'bad value for header "api-version": unexpected end of input: 1'))
  assert.not.ok(isVersionRefusal(404, 'server does not support this API version: 1.0.0'))
  assert.not.ok(isVersionRefusal(400, 'name taken'))
})

Refusal('from fetch or an upload is reported once, with our version and the server words', async () => {
  console.info = console.error = () => undefined
  let told = 0
  const off = versionRefusal.subscribe(() => told++)
  stubFetch(refused)
  const r = await api.projectList({})
  assert.is(r.type, 'error')
  await api.projectList({})
  // refused in the newest version, the request went again in the released one, refused too
  assert.equal(versionRefusal.get(), {
    ours: RELEASED_API_VERSION,
    spoken: [API_VERSION, RELEASED_API_VERSION],
    message: `server does not support this API version: ${API_VERSION}`,
  })
  assert.is(told, 1)
  off()
})

Refusal('an ordinary 400 is not a refusal', async () => {
  console.info = console.error = () => undefined
  stubFetch(() => Response.json({ request_id: 'r', message: 'already exists: project "p"' }, { status: 400 }))
  await api.projectList({})
  assert.is(versionRefusal.get(), null)
})

Refusal("the control plane's newest version is found by halving over the versions it refuses", async () => {
  const newest = 2025120300
  const tried: string[] = []
  const ping = async (v: string) => {
    tried.push(v)
    return Number(v.split('.')[0]) <= newest ? ('served' as const) : ('refused' as const)
  }
  assert.is(await findNewestServedVersion('2026081700.0.0', ping), '2025120300.0.0')
  assert.ok(tried.length <= 32, `${tried.length} pings`)
  assert.is(await findNewestServedVersion('2026081700.0.0', async () => 'unknown'), undefined)
})

Refusal('the pings name the version they try and read the refusal', async () => {
  const calls: Call[] = []
  globalThis.fetch = (async (url: string, init: RequestInit = {}) => {
    calls.push({ url: String(url), headers: new Headers(init.headers) })
    // 2.0.0 is served, 3.0.0 refused: the newest is 2.0.0
    return calls.length === 1 ? Response.json({ status: 'ok' }) : refused()
  }) as typeof fetch
  const found = await findNewestServedVersion('4.0.0')
  assert.is(calls[0].url, '/v1/ping')
  assert.is(calls[0].headers.get('api-version'), '2.0.0')
  assert.is(calls[1].headers.get('api-version'), '3.0.0')
  assert.is(found, '2.0.0')
})

Refusal.run()
