/** The contract run negotiates the API version as the console does, and sends each case where that version has it. */
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { Case } from '../../contract/case'
import { API_VERSION, RELEASED_API_VERSION } from '../../web/api/api-version'
import { casesIn, negotiateVersion, operationOf } from '../../scripts/contract/versions'

const Versions = suite('contract: API versions')

/** A target whose newest version is `theirs` (Nexus's refusal for a newer one). */
const target = (theirs: number, seen: string[] = []) =>
  (async (_url: string, init: RequestInit = {}) => {
    const v = new Headers(init.headers).get('api-version')!
    seen.push(v)
    return Number(v.split('.')[0]) > theirs
      ? Response.json({ message: `server does not support this API version: ${v}` }, { status: 400 })
      : Response.json({ status: 'ok' })
  }) as typeof fetch

Versions('negotiates the newest version the target serves, newest first', async () => {
  const seen: string[] = []
  assert.is(await negotiateVersion('http://r', target(2026081700, seen)), API_VERSION)
  assert.equal(seen, [API_VERSION])
  seen.length = 0
  assert.is(await negotiateVersion('http://r', target(2026073100, seen)), RELEASED_API_VERSION)
  assert.equal(seen, [API_VERSION, RELEASED_API_VERSION])
  const none = await negotiateVersion('http://r', target(2025010100))
  assert.instance(none, Error)
  assert.match((none as Error).message, `400 server does not support this API version: ${RELEASED_API_VERSION}`)
  // anything but a refusal stops at once
  const down = await negotiateVersion('http://r', (async () => new Response('no', { status: 503 })) as typeof fetch)
  assert.match((down as Error).message, 'answered 503')
})

const c = (method: Case['method'], path: string, extra: Partial<Case> = {}): Case => ({
  from: 'x.rs::t',
  method,
  path,
  status: 200,
  ...extra,
})

Versions(
  'in the released version support bundles move under /experimental and alert reads are skipped, setup too',
  () => {
    const cases = [
      c('GET', '/v1/system/support-bundles?limit=1'),
      c('GET', '/v1/system/support-bundles/{id0}', { setup: [{ method: 'POST', path: '/v1/system/support-bundles' }] }),
      c('GET', '/v1/alerts'),
      c('GET', '/v1/projects', { setup: [{ method: 'GET', path: '/v1/alerts/a1' }] }),
      c('GET', '/v1/projects'),
    ]
    const old = casesIn(cases, RELEASED_API_VERSION)
    assert.equal(
      old.cases.map((x) => [x.path, ...(x.setup ?? []).map((s) => s.path)]),
      [
        ['/experimental/v1/system/support-bundles?limit=1'],
        ['/experimental/v1/system/support-bundles/{id0}', '/experimental/v1/system/support-bundles'],
        ['/v1/projects'],
      ],
    )
    assert.equal(
      old.skipped.map((s) => s.case.path),
      ['/v1/alerts', '/v1/projects'],
    )
    assert.match(old.skipped[0].why, 'does not offer alert_list')
    const cur = casesIn(cases, API_VERSION)
    assert.is(cur.skipped.length, 0)
    assert.equal(
      cur.cases.map((x) => x.path),
      cases.map((x) => x.path),
    )
  },
)

Versions('operationOf names the operation by method and path', () => {
  assert.is(operationOf({ method: 'GET', path: '/v1/alerts?limit=3' }), 'alertList')
  assert.is(operationOf({ method: 'POST', path: '/v1/alerts/a1/resend' }), 'alertDeliveryResend')
  assert.is(operationOf({ method: 'GET', path: '/v1/nowhere' }), undefined)
})

Versions.run()
