/**
 * The console speaks two API versions: the pinned one (api/nexus.json) and the newest released one
 * (api/nexus-2026073100.0.0.json). Every path and shape that differs between the two documents must be
 * adapted by web/api/version-shapes.ts, and the negotiation (web/api/api-version.ts, http.ts) must fall
 * back to the released version when a control plane refuses the newest, then send everything in it.
 */
import { readFileSync } from 'node:fs'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import {
  API_VERSION,
  apiVersionInUse,
  recheckRememberedVersion,
  RELEASED_API_VERSION,
  SPOKEN_VERSIONS,
  versionHeaders,
  versionRefusal,
} from '../../web/api/api-version'
import { api } from '../../web/api/client'
import { headSize } from '../../web/api/download'
import { resetEarlyCalls, startEarlyCall } from '../../web/api/early-calls'
import { routes } from '../../web/api/generated/routes'
import { requestPreview } from '../../web/api/request-preview'
import { adaptAnswer, isBefore, notOfferedIn, pathIn } from '../../web/api/version-shapes'

type Doc = {
  info: { version: string }
  paths: Record<string, Record<string, { operationId?: string }>>
  components: { schemas: Record<string, { properties?: Record<string, unknown>; required?: string[] }> }
}
const newest = JSON.parse(readFileSync('api/nexus.json', 'utf8')) as Doc
const released = JSON.parse(readFileSync('api/nexus-2026073100.0.0.json', 'utf8')) as Doc

/** operationId -> 'METHOD path' in a document. */
function operations(doc: Doc): Map<string, string> {
  const out = new Map<string, string>()
  for (const [path, methods] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(methods)) if (op.operationId) out.set(op.operationId, `${method.toUpperCase()} ${path}`)
  return out
}

const Docs = suite('version-shapes against the two OpenAPI documents')

Docs('the documents are the versions the console speaks', () => {
  assert.is(newest.info.version, API_VERSION)
  assert.is(released.info.version, RELEASED_API_VERSION)
  assert.equal(SPOKEN_VERSIONS, [API_VERSION, RELEASED_API_VERSION])
  assert.ok(isBefore(RELEASED_API_VERSION, API_VERSION))
})

Docs('every operation the client has is where pathIn puts it in the released version, or is said not to be offered', () => {
  const old = operations(released)
  const cur = operations(newest)
  let moved = 0
  let absent = 0
  for (const [method, route] of Object.entries(routes)) {
    const id = method.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase())
    if (!cur.has(id)) continue // the few operations calls.tsv names by another id
    assert.is(route, cur.get(id), id)
    const [verb, path] = route.split(' ')
    const there = old.get(id)
    if (!there) {
      absent++
      assert.ok(notOfferedIn(RELEASED_API_VERSION, method), `${id} is not in ${RELEASED_API_VERSION}: the client must say so`)
      assert.match(notOfferedIn(RELEASED_API_VERSION, method)!, `does not offer ${id}`)
      continue
    }
    assert.is(notOfferedIn(RELEASED_API_VERSION, method), undefined, id)
    assert.is(`${verb} ${pathIn(RELEASED_API_VERSION, path)}`, there, id)
    if (there !== route) moved++
    // in the newest version nothing moves and everything is offered
    assert.is(pathIn(API_VERSION, path), path)
    assert.is(notOfferedIn(API_VERSION, method), undefined)
  }
  assert.is(absent, 2, 'alert_list and alert_view')
  assert.ok(moved >= 10, `${moved} support bundle operations moved`)
})

Docs('the only schema the console reads that differs is Sled (its slot), and adaptAnswer fills it', () => {
  const differing = Object.keys(newest.components.schemas).filter(
    (name) =>
      released.components.schemas[name] &&
      JSON.stringify(released.components.schemas[name]) !== JSON.stringify(newest.components.schemas[name]),
  )
  assert.equal(differing, ['Sled'])
  const props = (doc: Doc) => Object.keys(doc.components.schemas.Sled.properties ?? {})
  assert.equal(
    props(newest).filter((p) => !props(released).includes(p)),
    ['slot'],
  )
  assert.not.ok(newest.components.schemas.Sled.required?.includes('slot'), 'nullable and optional: null means not known')
  // RouterPeerType and the rest are identical
  assert.is(
    JSON.stringify(released.components.schemas.RouterPeerType),
    JSON.stringify(newest.components.schemas.RouterPeerType),
  )
  const sled = { id: 's1', serial: 'x' }
  assert.equal(adaptAnswer(RELEASED_API_VERSION, 'sledView', sled), { id: 's1', serial: 'x', slot: null })
  assert.equal(adaptAnswer(RELEASED_API_VERSION, 'sledList', { items: [sled], nextPage: null }), {
    items: [{ id: 's1', serial: 'x', slot: null }],
    nextPage: null,
  })
  assert.equal(adaptAnswer(API_VERSION, 'sledView', sled), sled, 'the newest version is left as it came')
  assert.equal(adaptAnswer(RELEASED_API_VERSION, 'sledView', { ...sled, slot: 3 }), { ...sled, slot: 3 })
})

Docs.run()

// --- the negotiation over fetch

type Sent = { url: string; version: string | null; method: string }
const realFetch = globalThis.fetch
const realConsole = { info: console.info, error: console.error }

/** A control plane whose newest version is `theirs`: it refuses newer ones as Nexus does. */
function rack(theirs: string, answer: (url: string) => Response = () => Response.json({ items: [], next_page: null })) {
  const sent: Sent[] = []
  globalThis.fetch = (async (url: string, init: RequestInit = {}) => {
    const version = new Headers(init.headers).get('api-version')
    sent.push({ url: String(url), version, method: init.method ?? 'GET' })
    if (version && Number(version.split('.')[0]) > Number(theirs.split('.')[0]))
      return Response.json({ request_id: 'r', message: `server does not support this API version: ${version}` }, { status: 400 })
    return answer(String(url))
  }) as typeof fetch
  return sent
}

const Negotiation = suite('negotiating the API version')
Negotiation.before.each(() => {
  console.info = console.error = () => undefined
})
Negotiation.after.each(() => {
  globalThis.fetch = realFetch
  Object.assign(console, realConsole)
  versionRefusal.clear()
})

Negotiation('a rack of the newest version: one request each, in the newest version', async () => {
  const sent = rack(API_VERSION)
  const r = await api.projectList({})
  assert.is(r.type, 'success')
  assert.equal(sent, [{ url: '/v1/projects', version: API_VERSION, method: 'GET' }])
  assert.is(apiVersionInUse.get(), API_VERSION)
})

Negotiation('a released rack: the refused request goes again in the released version, and every later one starts there', async () => {
  const sent = rack(RELEASED_API_VERSION)
  let told = 0
  const off = apiVersionInUse.subscribe(() => told++)
  const r = await api.projectList({})
  assert.is(r.type, 'success', 'the caller sees only the answer')
  assert.equal(
    sent.map((s) => s.version),
    [API_VERSION, RELEASED_API_VERSION],
  )
  assert.is(apiVersionInUse.get(), RELEASED_API_VERSION)
  assert.is(told, 1)
  await api.projectList({})
  assert.is(sent.at(-1)!.version, RELEASED_API_VERSION)
  assert.is(sent.length, 3, 'no refused round trip once the version is known')
  assert.is(versionRefusal.get(), null, 'no version page')
  off()
})

Negotiation('in the released version support bundles are under /experimental, alerts are not asked for, a sled gets slot null', async () => {
  const sent = rack(RELEASED_API_VERSION, (url) =>
    url.includes('/sleds/') ? Response.json({ id: 's1', rack_id: 'r' }) : Response.json({ items: [], next_page: null }),
  )
  await api.supportBundleList({})
  assert.equal(
    sent.map((s) => s.url),
    ['/v1/system/support-bundles', '/experimental/v1/system/support-bundles'],
  )
  const view = await api.supportBundleView({ path: { bundleId: 'b1' } })
  assert.is(view.type, 'success')
  assert.is(sent.at(-1)!.url, '/experimental/v1/system/support-bundles/b1')
  // downloads go through the same transport
  await headSize('supportBundleHead', { path: { bundleId: 'b1' } })
  assert.is(sent.at(-1)!.url, '/experimental/v1/system/support-bundles/b1/download')
  assert.is(sent.at(-1)!.method, 'HEAD')

  const before = sent.length
  const alerts = await api.alertList({})
  assert.is(sent.length, before, 'nothing sent for an operation this version does not have')
  assert.is(alerts.type, 'error')
  if (alerts.type === 'error') {
    assert.is(alerts.statusCode, 501)
    assert.is(
      alerts.data.message,
      `This control plane does not offer alert_list: it serves API version ${RELEASED_API_VERSION}, and alert_list came with 2026081400.0.0`,
    )
  }
  const sled = await api.sledView({ path: { sledId: 's1' } })
  assert.equal(sled.type === 'success' && sled.data, { id: 's1', rackId: 'r', slot: null })
})

Negotiation('the request a screen previews (Copy as API request) is the one the client sends in the version in use', async () => {
  assert.is(requestPreview('supportBundleList', { query: { limit: 5 } }).url, '/v1/system/support-bundles?limit=5')
  rack(RELEASED_API_VERSION)
  await api.projectList({})
  assert.is(
    requestPreview('supportBundleList', { query: { limit: 5 } }).url,
    '/experimental/v1/system/support-bundles?limit=5',
  )
  // and only with the query parameters the operation declares
  assert.is(
    requestPreview('instanceExternalSubnetList', { path: { instance: 'db1' }, query: { project: 'p', limit: 50 } as never })
      .url,
    '/v1/instances/db1/external-subnets?project=p',
  )
})

Negotiation('a rack older than both: the version page, naming the versions on both sides', async () => {
  const sent = rack('2025120300.0.0')
  const r = await api.projectList({})
  assert.is(r.type, 'error')
  assert.equal(
    sent.map((s) => s.version),
    [API_VERSION, RELEASED_API_VERSION],
  )
  assert.equal(versionRefusal.get(), {
    ours: RELEASED_API_VERSION,
    spoken: [API_VERSION, RELEASED_API_VERSION],
    message: `server does not support this API version: ${RELEASED_API_VERSION}`,
  })
})

Negotiation('requests under way together when the refusals come back each go again once', async () => {
  const sent = rack(RELEASED_API_VERSION)
  const results = await Promise.all([api.projectList({}), api.siloList({}), api.currentUserView({})])
  assert.equal(
    results.map((r) => r.type),
    ['success', 'success', 'success'],
  )
  assert.is(sent.filter((s) => s.version === API_VERSION).length, 3)
  assert.is(sent.filter((s) => s.version === RELEASED_API_VERSION).length, 3)
})

Negotiation.run()


/** localStorage as a browser has it, per origin: what one load leaves for the next. */
function memoryStorage() {
  const m = new Map<string, string>()
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, String(v)),
    removeItem: (k: string) => void m.delete(k),
  }
}

const g = globalThis as { localStorage?: unknown }
const Remembered = suite('the next load starts in the version the rack served')
Remembered.before.each(() => {
  console.info = console.error = () => undefined
  g.localStorage = memoryStorage()
  versionRefusal.clear()
  resetEarlyCalls()
})
Remembered.after.each(() => {
  globalThis.fetch = realFetch
  Object.assign(console, realConsole)
  versionRefusal.clear()
  resetEarlyCalls()
  delete g.localStorage
})

/** As a full page load does: the modules start again, the starter sends the first route's calls. */
function nextLoad(earlyUrls: string[] = []) {
  apiVersionInUse.reset()
  resetEarlyCalls()
  for (const url of earlyUrls) startEarlyCall(url, versionHeaders())
}

Remembered('a released rack: the next load asks in the released version from its first call, the early ones too', async () => {
  const sent = rack(RELEASED_API_VERSION)
  await api.projectList({})
  assert.equal(
    sent.map((s) => s.version),
    [API_VERSION, RELEASED_API_VERSION],
  )
  sent.length = 0
  nextLoad(['/v1/projects'])
  assert.is(apiVersionInUse.get(), RELEASED_API_VERSION)
  const r = await api.projectList({})
  assert.is(r.type, 'success')
  // the starter's call was the one taken, and nothing was refused
  assert.equal(sent, [{ url: '/v1/projects', version: RELEASED_API_VERSION, method: 'GET' }])
})

Remembered('a rack updated past the remembered version: refused in it, the load starts over from the newest', async () => {
  localStorage.setItem('rack-api-version', RELEASED_API_VERSION)
  nextLoad()
  const sent: (string | null)[] = []
  globalThis.fetch = (async (_url: string, init: RequestInit = {}) => {
    const version = new Headers(init.headers).get('api-version')
    sent.push(version)
    if (version !== API_VERSION)
      return Response.json({ request_id: 'r', message: `server does not support this API version: ${version}` }, { status: 400 })
    return Response.json({ items: [], next_page: null })
  }) as typeof fetch
  const results = await Promise.all([api.projectList({}), api.siloList({})])
  assert.equal(
    results.map((r) => r.type),
    ['success', 'success'],
  )
  assert.is(apiVersionInUse.get(), API_VERSION)
  assert.is(localStorage.getItem('rack-api-version'), null)
  assert.is(versionRefusal.get(), null)
  assert.equal(sent, [RELEASED_API_VERSION, RELEASED_API_VERSION, API_VERSION, API_VERSION])
})

Remembered('a rack older than both, with a version remembered: the version page, once each was refused', async () => {
  localStorage.setItem('rack-api-version', RELEASED_API_VERSION)
  nextLoad()
  const sent = rack('2025120300.0.0')
  await api.projectList({})
  assert.equal(
    sent.map((s) => s.version),
    [RELEASED_API_VERSION, API_VERSION, RELEASED_API_VERSION],
  )
  assert.is(versionRefusal.get()?.ours, RELEASED_API_VERSION)
})

Remembered('a value the console does not speak is not sent', () => {
  localStorage.setItem('rack-api-version', '1.0.0')
  nextLoad()
  assert.is(apiVersionInUse.get(), API_VERSION)
})

Remembered('a day after the refusal, one load asks whether the rack serves the newest now', async () => {
  rack(RELEASED_API_VERSION)
  await api.projectList({})
  nextLoad()
  const asked: string[] = []
  const ping = async (v: string) => (asked.push(v), 'served' as const)
  const refusedAt = Number(localStorage.getItem('rack-api-version-refused-at'))
  await recheckRememberedVersion(refusedAt + 60_000, ping)
  assert.equal(asked, [], 'not within the day')
  await recheckRememberedVersion(refusedAt + 25 * 60 * 60 * 1000, ping)
  assert.equal(asked, [API_VERSION])
  assert.is(apiVersionInUse.get(), RELEASED_API_VERSION, 'this load stays in the version it started in')
  nextLoad()
  assert.is(apiVersionInUse.get(), API_VERSION, 'the next one starts in the newest')
})

Remembered.run()
