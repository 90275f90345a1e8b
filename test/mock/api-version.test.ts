// msw 3 needs Promise.withResolvers (Node 22+); Node 20 gets this polyfill before any call
const P = Promise as unknown as { withResolvers?: unknown }
P.withResolvers ??= <T>() => {
  let resolve!: (v: T) => void, reject!: (e: unknown) => void
  const promise = new Promise<T>((a, b) => ((resolve = a), (reject = b)))
  return { promise, resolve, reject }
}

import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { API_VERSION } from '../../web/api/generated/version'
import { checkApiVersion, compareSemver, parseSemver } from '../../web/mock/api-version'
import { mockFetch } from '../../web/mock/fetch'
import { createMockApi } from '../../web/mock/index'

const Policy = suite("the mock's API version policy (dropshot ClientSpecifiesVersionInHeader, on_missing = newest)")

const v = (header?: string) => (header === undefined ? {} : { headers: { 'api-version': header } })

Policy('a missing header is served as the newest; any version up to the newest is served', async () => {
  const fetch = mockFetch(createMockApi({ mode: 'preview' }))
  assert.is((await fetch('/v1/projects', v())).status, 200)
  assert.is((await fetch('/v1/projects', v(API_VERSION))).status, 200)
  assert.is((await fetch('/v1/projects', v('2025010100.0.0'))).status, 200)
})

Policy("a newer version is refused with 400 and dropshot's words, on every path", async () => {
  const fetch = mockFetch(createMockApi({ mode: 'preview', apiVersion: '2025120300.0.0' }))
  for (const path of ['/v1/projects', '/v1/ping', '/v1/me']) {
    const res = await fetch(path, v(API_VERSION))
    assert.is(res.status, 400)
    const body = (await res.json()) as Record<string, unknown>
    assert.is(body.message, `server does not support this API version: ${API_VERSION}`)
    assert.is(body.error_code, undefined)
    assert.type(body.request_id, 'string')
  }
  assert.is((await fetch('/v1/projects', v('2025120300.0.0'))).status, 200)
})

Policy('a value that is not a version is refused with 400', async () => {
  const fetch = mockFetch(createMockApi({ mode: 'preview' }))
  const res = await fetch('/v1/projects', v('latest'))
  assert.is(res.status, 400)
  assert.is(
    ((await res.json()) as { message: string }).message,
    `bad value for header "api-version": unexpected character 'l' while parsing major version number: latest`,
  )
})

Policy('semver reading and order', () => {
  assert.is(parseSemver('1'), 'unexpected end of input while parsing minor version number')
  assert.is(parseSemver('1.2'), 'unexpected end of input while parsing patch version number')
  assert.is(parseSemver(''), 'empty string, expected a semver version')
  const p = (s: string) => parseSemver(s) as Exclude<ReturnType<typeof parseSemver>, string>
  assert.is(compareSemver(p('2026081700.0.0'), p('2025120300.0.0')), 1)
  assert.is(compareSemver(p('1.0.0-rc.1'), p('1.0.0')), -1)
  assert.is(compareSemver(p('1.0.10'), p('1.0.9')), 1)
  assert.is(checkApiVersion(null, '1.0.0'), undefined)
  assert.is(checkApiVersion('1.0.0+build', '1.0.0'), undefined)
})

Policy('the test hook lowers the newest version for the calling session only', async () => {
  const api = createMockApi({ mode: 'server', testHooks: true })
  const [a, b] = [mockFetch(api), mockFetch(api)]
  for (const [f, username] of [
    [a, 'fleet-admin'],
    [b, 'silo-viewer'],
  ] as const) {
    await f('/v1/login/default-silo/local', {
      method: 'POST',
      json: { username, password: 'demo-password' },
    })
  }
  assert.is((await a('/v1/__mock/api-version?newest=2025120300.0.0', { method: 'POST' })).status, 204)
  assert.is((await a('/v1/me', v(API_VERSION))).status, 400)
  assert.is((await b('/v1/me', v(API_VERSION))).status, 200)
  assert.is((await a('/v1/__mock/api-version', { method: 'POST' })).status, 204)
  assert.is((await a('/v1/me', v(API_VERSION))).status, 200)
})

Policy.run()
