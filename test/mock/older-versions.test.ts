// msw 3 needs Promise.withResolvers (Node 22+); Node 20 gets this polyfill before any call
const P = Promise as unknown as { withResolvers?: unknown }
P.withResolvers ??= <T>() => {
  let resolve!: (v: T) => void, reject!: (e: unknown) => void
  const promise = new Promise<T>((a, b) => ((resolve = a), (reject = b)))
  return { promise, resolve, reject }
}

/**
 * The mock as a control plane of the released API version (MOCK_API_VERSION=2026073100.0.0), or as one of
 * the newest asked in the released version: Nexus routes by the version a request names, so the old paths
 * and shapes come back (web/mock/older-versions.ts).
 */
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { API_VERSION, RELEASED_API_VERSION } from '../../web/api/api-version'
import { mockFetch } from '../../web/mock/fetch'
import { createMockApi } from '../../web/mock/index'
import * as console_ from '../../web/api/version-shapes'
import * as mock from '../../web/mock/older-versions'

const { currentPath } = mock

const Older = suite('the mock in the released API version')
const v = (header?: string) => (header === undefined ? {} : { headers: { 'api-version': header } })

Older('support bundles: /experimental in the released version, /v1 in the newest, each 404 in the other', async () => {
  for (const rack of [RELEASED_API_VERSION, API_VERSION]) {
    const fetch = mockFetch(createMockApi({ mode: 'preview', apiVersion: rack }))
    const old = await fetch('/experimental/v1/system/support-bundles', v(RELEASED_API_VERSION))
    assert.is(old.status, 200, rack)
    assert.ok(Array.isArray(((await old.json()) as { items: unknown[] }).items))
    const missing = await fetch('/v1/system/support-bundles', v(RELEASED_API_VERSION))
    assert.is(missing.status, 404)
    const body = (await missing.json()) as Record<string, unknown>
    assert.is(body.message, 'Not Found')
    assert.is(body.error_code, undefined, "dropshot's own 404 has no error_code")
  }
  const fetch = mockFetch(createMockApi({ mode: 'preview' }))
  assert.is((await fetch('/v1/system/support-bundles', v(API_VERSION))).status, 200)
  assert.is((await fetch('/experimental/v1/system/support-bundles', v(API_VERSION))).status, 404)
  // no header: the rack's newest
  assert.is((await fetch('/v1/system/support-bundles')).status, 200)
  const released = mockFetch(createMockApi({ mode: 'preview', apiVersion: RELEASED_API_VERSION }))
  assert.is((await released('/experimental/v1/system/support-bundles')).status, 200)
  assert.is((await released('/v1/system/support-bundles')).status, 404)
})

Older('a rack of the released version refuses the newest version with 400, as Nexus does', async () => {
  const fetch = mockFetch(createMockApi({ mode: 'preview', apiVersion: RELEASED_API_VERSION }))
  const res = await fetch('/v1/projects', v(API_VERSION))
  assert.is(res.status, 400)
  assert.is(
    ((await res.json()) as { message: string }).message,
    `server does not support this API version: ${API_VERSION}`,
  )
})

Older('alerts are not listed or viewed before they came; a sled has no slot before it came', async () => {
  const fetch = mockFetch(createMockApi({ mode: 'preview' }))
  assert.is((await fetch('/v1/alerts', v(RELEASED_API_VERSION))).status, 404)
  assert.is((await fetch('/v1/alerts', v(API_VERSION))).status, 200)
  const old = (await (await fetch('/v1/system/hardware/sleds', v(RELEASED_API_VERSION))).json()) as { items: object[] }
  const cur = (await (await fetch('/v1/system/hardware/sleds', v(API_VERSION))).json()) as { items: object[] }
  assert.ok(old.items.length > 0)
  assert.ok(old.items.every((s) => !('slot' in s)))
  assert.ok(cur.items.every((s) => 'slot' in s))
  const id = (cur.items[0] as unknown as { id: string }).id
  const one = (await (await fetch(`/v1/system/hardware/sleds/${id}`, v(RELEASED_API_VERSION))).json()) as object
  assert.not.ok('slot' in one)
})

Older('currentPath: only GET reads of alerts go, and only in versions before theirs', () => {
  assert.is(currentPath('GET', '/v1/alerts/a1', RELEASED_API_VERSION), null)
  assert.is(currentPath('POST', '/v1/alerts/a1/resend', RELEASED_API_VERSION), '/v1/alerts/a1/resend')
  assert.is(currentPath('GET', '/v1/alert-receivers', RELEASED_API_VERSION), '/v1/alert-receivers')
  assert.is(
    currentPath('GET', '/experimental/v1/system/support-bundles/b/download/a/b.txt', RELEASED_API_VERSION),
    '/v1/system/support-bundles/b/download/a/b.txt',
  )
})

Older("the mock's versions of each change are the console's", () => {
  assert.is(mock.VERSION_SLED_SLOT, console_.VERSION_SLED_SLOT)
  assert.is(mock.VERSION_ALERT_LIST, console_.VERSION_ALERT_LIST)
  assert.is(mock.VERSION_SUPPORT_BUNDLES_STABLE, console_.VERSION_SUPPORT_BUNDLES_STABLE)
})

Older.run()
