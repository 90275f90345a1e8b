// msw 3 needs Promise.withResolvers (Node 22+); Node 20 gets this polyfill before any call
const P = Promise as unknown as { withResolvers?: unknown }
P.withResolvers ??= <T>() => {
  let resolve!: (v: T) => void, reject!: (e: unknown) => void
  const promise = new Promise<T>((a, b) => ((resolve = a), (reject = b)))
  return { promise, resolve, reject }
}

/**
 * The checks a request meets before its body is read, as dropshot makes them: the body's media type, and (for a
 * server that has not read the body yet) the session.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { operations } from '../../web/api/generated/operations'
import { mockFetch } from '../../web/mock/fetch'
import { createMockApi } from '../../web/mock/index'
import { MockError } from '../../web/mock/errors'
import { checkContentType } from '../../web/mock/request-checks'
import { assertMockError } from '../../test-support/mock-error'

const post = (type?: string) =>
  new Request('http://rack/x', { method: 'POST', headers: type === undefined ? {} : { 'content-type': type } })

test('a JSON body must say application/json (or nothing, or application/*+json), in dropshot’s words', () => {
  const spec = operations.projectCreate
  for (const type of [
    undefined,
    'application/json',
    'APPLICATION/JSON',
    'application/json; charset=utf-8',
    'application/json ;charset=utf-8',
    'application/vnd.oxide+json',
    'application/problem+json',
  ])
    checkContentType(spec, post(type))
  const refused: [string, string][] = [
    ['text/plain', 'unsupported content-type: text/plain'],
    ['text/plain;charset=UTF-8', 'unsupported content-type: text/plain'],
    ['text/json', 'unsupported content-type: text/json'],
    ['application/json-patch', 'unsupported content-type: application/json-patch'],
    ['application/vnd.x+json+zip', 'unsupported content-type: application/vnd.x+json+zip'],
    ['', 'unsupported content-type: '],
    [
      'application/x-www-form-urlencoded',
      'expected content type "application/json", got "application/x-www-form-urlencoded"',
    ],
    ['multipart/form-data; boundary=b', 'expected content type "application/json", got "multipart/form-data"'],
    ['application/octet-stream', 'expected content type "application/json", got "application/octet-stream"'],
  ]
  for (const [type, message] of refused) {
    assertMockError(() => checkContentType(spec, post(type)), 400, message)
    // dropshot's own 400: no error_code
    assert.throws(
      () => checkContentType(spec, post(type)),
      (e: MockError) => e.errorCode === undefined,
    )
  }
})

test('a form body must be form-encoded; raw bodies and calls without a body are not checked', () => {
  checkContentType(operations.deviceAuthRequest, post('application/x-www-form-urlencoded'))
  assert.throws(
    () => checkContentType(operations.deviceAuthRequest, post('application/json')),
    /expected content type "application\/x-www-form-urlencoded", got "application\/json"/,
  )
  checkContentType(operations.loginSaml, post('text/plain'))
  checkContentType(operations.systemUpdateRepositoryUpload, post('application/zip'))
  checkContentType(operations.instanceStart, post('text/plain'))
})

test('through the mock: a simple cross-site POST (text/plain, a form) signs nobody in and creates nothing', async () => {
  const api = createMockApi({ mode: 'server' })
  const fetch = mockFetch(api)
  const creds = JSON.stringify({ username: 'fleet-admin', password: 'demo-password' })
  for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
    const res = await fetch('/v1/login/default-silo/local', {
      method: 'POST',
      body: creds,
      headers: { 'content-type': type },
    })
    assert.is(res.status, 400, type)
    assert.is(res.headers.get('set-cookie'), null)
  }
  const ok = await fetch('/v1/login/default-silo/local', { method: 'POST', json: JSON.parse(creds) })
  assert.is(ok.status, 204)
  const before = api.db.projects.length
  const res = await fetch('/v1/projects', {
    method: 'POST',
    body: JSON.stringify({ name: 'csrf', description: '' }),
    headers: { 'content-type': 'text/plain' },
  })
  assert.is(res.status, 400)
  assert.is((await res.json()).message, 'unsupported content-type: text/plain')
  assert.is(api.db.projects.length, before)
})

test('beforeBody: no session is a 401 where no body is parsed, a wrong body type a 400, from the headers alone', async () => {
  const api = createMockApi({ mode: 'server' })
  const req = (path: string, headers: Record<string, string> = {}, method = 'POST') =>
    new Request(`http://rack${path}`, { method, headers })
  const unauth = api.beforeBody(req('/v1/instances/db1/stop?project=mock-project'))
  assert.is(unauth?.status, 401)
  assert.is((await unauth!.json()).error_code, 'Unauthorized')
  // a typed body is parsed before authentication (dropshot's extractors run before Nexus's handler): it must be read
  assert.is(api.beforeBody(req('/v1/projects', { 'content-type': 'application/json' })), undefined)
  assert.is(api.beforeBody(req('/v1/disks/disk-1/bulk-write?project=mock-project')), undefined)
  // dropshot's order: the path, the query, then the body's type, then the handler's authentication
  assert.is(api.beforeBody(req('/v1/projects?sort_by=size', {}, 'GET'))?.status, 400)
  assert.is(api.beforeBody(req('/v1/projects?limit=0', {}, 'GET'))?.status, 400)
  assert.is(api.beforeBody(req('/v1/projects', { 'content-type': 'text/plain' }))?.status, 400)
  // a body past its operation's limit (dropshot's request_body_max_bytes) is refused unread, and no further is read
  const big = api.beforeBody(req('/v1/projects', { 'content-length': String(2 * 1024 * 1024) }))
  assert.is(big?.status, 400)
  assert.is((await big!.json()).message, 'request body exceeded maximum size of 1048576 bytes')
  assert.is(
    api.beforeBody(req('/v1/disks/disk-1/bulk-write', { 'content-length': String(2 * 1024 * 1024) })),
    undefined,
  )
  assert.is(api.bodyLimit(req('/v1/projects')), 1024 * 1024)
  assert.is(api.bodyLimit(req('/v1/disks/disk-1/bulk-write')), 8 * 1024 * 1024)
  assert.is(api.beforeBody(req('/v1/projects/Bad_Name', { 'content-type': 'application/json' }, 'PUT'))?.status, 400)
  // public calls read their bodies
  assert.is(api.beforeBody(req('/v1/login/default-silo/local', { 'content-type': 'application/json' })), undefined)
  assert.is(api.beforeBody(req('/login/default-silo/saml/mock-idp')), undefined)
  // what is not an operation is left to respond
  assert.is(api.beforeBody(req('/v1/nope')), undefined)
  assert.is(api.beforeBody(req('/v1/__mock/repeat')), undefined)

  const fetch = mockFetch(api)
  await fetch('/v1/login/default-silo/local', {
    method: 'POST',
    json: { username: 'fleet-admin', password: 'demo-password' },
  })
  const cookie = [...fetch.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  assert.is(api.beforeBody(req('/v1/projects', { cookie, 'content-type': 'application/json' })), undefined)
  assert.is(api.beforeBody(req('/v1/projects', { cookie, 'content-type': 'text/plain' }))?.status, 400)
})

test('a query dropshot cannot parse is its 400 before anyone is authenticated, a good one is then a 401', async () => {
  const api = createMockApi({ mode: 'server' })
  const get = async (path: string) => {
    const res = (await api.respond(new Request(`http://rack${path}`)))!
    return [res.status, (await res.json()).message]
  }
  const parse = (why: string) => [400, `unable to parse query string: ${why}`]
  assert.equal(
    await get('/v1/instances?project=Bad_Name'),
    parse('data did not match any variant of untagged enum NameOrId'),
  )
  assert.equal(
    await get('/v1/instances/db1/serial-console?project=mock-project&max_bytes=ten'),
    parse('invalid digit found in string'),
  )
  assert.equal(await get('/v1/instances?sort_by=size'), [
    400,
    'unable to parse query string: unknown variant `size`, expected one of `name_ascending`, `name_descending`, `id_ascending`',
  ])
  assert.equal(await get('/v1/instances?limit=0'), parse('invalid value: `0` for `limit`'))
  assert.equal(await get('/v1/instances?page_token=nope'), parse('failed to parse pagination token: corrupted token'))
  assert.equal(await get('/v1/instances?project=mock-project&sort_by=name_descending&limit=5'), [
    401,
    'credentials missing or invalid',
  ])
})

test.run()
