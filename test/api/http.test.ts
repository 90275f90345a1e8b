import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import {
  processResponseBody,
  redirectToLogin,
  request,
  setOnUnauthorized,
  setToken,
  snakeify,
  toQueryString,
} from '../../web/api/http'
import { ERROR_READING_RESPONSE, UNKNOWN_SERVER_ERROR } from '../../web/api/errors'

// --- helpers: a recording fetch stub and a console capture, restored after each test

type Call = { url: string; init: RequestInit }
const realFetch = globalThis.fetch
const realConsole = { info: console.info, error: console.error }

function stubFetch(respond: () => Response | Promise<Response> = () => json({})) {
  const calls: Call[] = []
  globalThis.fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url: String(url), init })
    return respond()
  }) as typeof fetch
  return calls
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } })

function captureConsole() {
  const logged = { info: [] as unknown[][], error: [] as unknown[][] }
  console.info = (...args: unknown[]) => void logged.info.push(args)
  console.error = (...args: unknown[]) => void logged.error.push(args)
  return logged
}

function restore() {
  globalThis.fetch = realFetch
  Object.assign(console, realConsole)
  setToken(undefined)
  setOnUnauthorized()
}

const headerOf = (call: Call, name: string) => new Headers(call.init.headers).get(name)

// --- request: what goes out

const Out = suite('request: outgoing (the rules: calls)')
Out.after.each(restore)

Out('uses a relative URL with the path as given', async () => {
  const calls = stubFetch()
  await request({ method: 'GET', path: '/v1/projects' })
  assert.is(calls[0].url, '/v1/projects')
  assert.is(calls[0].init.method, 'GET')
})

Out('sends JSON bodies with snake_case keys, recursively, leaving string values alone', async () => {
  const calls = stubFetch()
  const body = { name: 'my_project', bootDisk: { diskSource: { blockSize: 512, type: 'blank' } }, sshPublicKeys: ['k_1'] }
  await request({ method: 'POST', path: '/v1/instances', body })
  assert.equal(JSON.parse(calls[0].init.body as string), {
    name: 'my_project',
    boot_disk: { disk_source: { block_size: 512, type: 'blank' } },
    ssh_public_keys: ['k_1'],
  })
  assert.is(headerOf(calls[0], 'content-type'), 'application/json')
})

Out('sends no body and no content type without a body', async () => {
  const calls = stubFetch()
  await request({ method: 'POST', path: '/v1/instances/db1/start' })
  assert.is(calls[0].init.body, undefined)
  assert.is(headerOf(calls[0], 'content-type'), null)
})

Out('converts query keys to snake_case, drops null/undefined, repeats arrays', async () => {
  const calls = stubFetch()
  await request({
    method: 'GET',
    path: '/v1/disks',
    query: { project: 'p', pageToken: 'abc', limit: null, sortBy: undefined, ids: ['a', 'b'] },
  })
  assert.is(calls[0].url, '/v1/disks?project=p&page_token=abc&ids=a&ids=b')
})

Out('adds a Bearer token once set, and none after clearing it', async () => {
  const calls = stubFetch()
  await request({ method: 'GET', path: '/v1/me' })
  setToken('tok-1')
  await request({ method: 'GET', path: '/v1/me' })
  setToken(null)
  await request({ method: 'GET', path: '/v1/me' })
  assert.equal(
    calls.map((c) => headerOf(c, 'authorization')),
    [null, 'Bearer tok-1', null],
  )
})

Out('form bodies are url-encoded with snake_case keys', async () => {
  const calls = stubFetch()
  await request({ method: 'POST', path: '/device/auth', bodyType: 'form', body: { clientId: 'c-1', ttlSeconds: null } })
  const sent = calls[0].init.body
  assert.ok(sent instanceof URLSearchParams)
  assert.is(sent.toString(), 'client_id=c-1')
})

Out('binary bodies are sent untouched as octet-stream', async () => {
  const calls = stubFetch()
  const bytes = new Uint8Array([1, 2, 3]).buffer
  await request({ method: 'PUT', path: '/v1/system/update/repositories', bodyType: 'binary', body: bytes })
  assert.is(calls[0].init.body, bytes)
  assert.is(headerOf(calls[0], 'content-type'), 'application/octet-stream')
})

Out.run()

// --- request: what comes back

const In = suite('request: results (the rules: calls)')
In.after.each(restore)

In('tags 2xx as success with camelCase keys and timestamp fields as Dates', async () => {
  stubFetch(() =>
    json({
      items: [{ time_created: '2024-01-02T03:04:05Z', run_state: 'running', boot_disk_id: null }],
      next_page: 'n',
    }),
  )
  const result = await request<{ items: { timeCreated: Date; runState: string }[]; nextPage: string }>({
    method: 'GET',
    path: '/v1/instances',
  })
  assert.is(result.type, 'success')
  if (result.type !== 'success') return
  assert.is(result.statusCode, 200)
  assert.equal(result.data.items[0], { timeCreated: new Date('2024-01-02T03:04:05Z'), runState: 'running', bootDiskId: null })
  assert.is(result.data.nextPage, 'n')
})

In('204 and HEAD are success with undefined data', async () => {
  stubFetch(() => new Response(null, { status: 204 }))
  assert.equal(await request({ method: 'DELETE', path: '/v1/projects/p' }), {
    type: 'success',
    data: undefined,
    statusCode: 204,
  })
  stubFetch(() => new Response(null, { status: 200 }))
  const head = await request({ method: 'HEAD', path: '/v1/system/support-bundles/b/download' })
  assert.equal(head, { type: 'success', data: undefined, statusCode: 200 })
})

In('a non-JSON success (a download) is handed over as text', async () => {
  stubFetch(() => new Response('bundle-bytes', { status: 200, headers: { 'content-type': 'application/octet-stream' } }))
  const result = await request({ method: 'GET', path: '/v1/system/support-bundles/b/download' })
  assert.equal(result, { type: 'success', data: 'bundle-bytes', statusCode: 200 })
})

In('tags non-2xx as error with the parsed body and the catalogue message', async () => {
  const logged = captureConsole()
  stubFetch(() => json({ request_id: 'req-1', error_code: 'ObjectNotFound', message: 'not found: project with name "x"' }, 404))
  const result = await request({ method: 'GET', path: '/v1/projects/x', operation: 'projectView' })
  assert.equal(result, {
    type: 'error',
    statusCode: 404,
    data: { message: 'Not found: project with name "x"', errorCode: 'ObjectNotFound', statusCode: 404, requestId: 'req-1' },
  })
  assert.is(logged.error.length, 0)
  assert.is(logged.info.length, 1)
})

In('an error without a message is an Unknown server error; request id falls back to the header', async () => {
  captureConsole()
  stubFetch(() => new Response('', { status: 500, headers: { 'x-request-id': 'hdr-1' } }))
  const result = await request({ method: 'GET', path: '/v1/ping' })
  assert.equal(result, {
    type: 'error',
    statusCode: 500,
    data: { message: UNKNOWN_SERVER_ERROR, errorCode: undefined, statusCode: 500, requestId: 'hdr-1' },
  })
})

In('tags an unparseable body as client_error, with the text', async () => {
  const logged = captureConsole()
  stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }))
  const result = await request({ method: 'GET', path: '/v1/projects' })
  assert.is(result.type, 'client_error')
  if (result.type !== 'client_error') return
  assert.is(result.statusCode, 502)
  assert.is(result.text, '<html>Bad gateway</html>')
  assert.instance(result.error, Error)
  assert.is(logged.error.length, 1)
  assert.match(String(logged.error[0][0]), '/v1/projects')
  assert.equal(logged.error[0][1], { requestId: '', code: 'client_error', message: ERROR_READING_RESPONSE })
})

In('a 2xx declared JSON that does not parse is a client_error too', async () => {
  captureConsole()
  stubFetch(() => new Response('{oops', { status: 200, headers: { 'content-type': 'application/json' } }))
  const result = await request({ method: 'GET', path: '/v1/projects' })
  assert.is(result.type, 'client_error')
})

In('a network failure is a client_error with status 0, never a throw', async () => {
  const logged = captureConsole()
  globalThis.fetch = (async () => {
    throw new TypeError('Failed to fetch')
  }) as typeof fetch
  const result = await request({ method: 'GET', path: '/v1/projects' })
  assert.is(result.type, 'client_error')
  assert.is(result.statusCode, 0)
  assert.is(logged.error.length, 1)
})

In('a request its caller aborted is a client_error but logs nothing', async () => {
  const logged = captureConsole()
  const abort = new AbortController()
  globalThis.fetch = ((_url: string, init: RequestInit) =>
    new Promise((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('signal is aborted', 'AbortError')))
    })) as typeof fetch
  const pending = request({ method: 'GET', path: '/v1/projects', signal: abort.signal })
  abort.abort()
  const result = await pending
  assert.is(result.type, 'client_error')
  assert.is(logged.error.length, 0)
  assert.is(logged.info.length, 0)
})

In('logs 5xx errors with console.error including URL, request id, code and message', async () => {
  const logged = captureConsole()
  stubFetch(() => json({ request_id: 'r-9', error_code: 'InternalError', message: 'boom' }, 500))
  await request({ method: 'POST', path: '/v1/projects' })
  assert.is(logged.error.length, 1)
  assert.match(String(logged.error[0][0]), 'POST /v1/projects')
  assert.match(String(logged.error[0][0]), '500')
  assert.equal(logged.error[0][1], { requestId: 'r-9', code: 'InternalError', message: 'Boom' })
})

In.run()

// --- 401 handling (the rules: errors)

const Unauth = suite('request: 401')
Unauth.before.each(() => void captureConsole())
Unauth.after.each(restore)

Unauth('calls the unauthorized hook on a 401', async () => {
  let called = 0
  setOnUnauthorized(() => called++)
  stubFetch(() => json({ message: 'credentials missing or invalid' }, 401))
  const result = await request({ method: 'GET', path: '/v1/me', operation: 'currentUserView' })
  assert.is(called, 1)
  assert.is(result.type, 'error')
})

Unauth('does not call it for local login, where a 401 means a wrong password', async () => {
  let called = 0
  setOnUnauthorized(() => called++)
  stubFetch(() => json({ message: 'credentials missing or invalid' }, 401))
  await request({ method: 'POST', path: '/v1/login/s/local', operation: 'loginLocal', body: {} })
  assert.is(called, 0)
})

Unauth('does not call it for other statuses', async () => {
  let called = 0
  setOnUnauthorized(() => called++)
  stubFetch(() => json({ message: 'nope' }, 403))
  await request({ method: 'GET', path: '/v1/me' })
  assert.is(called, 0)
})

Unauth.run()

const Redirect = suite('redirectToLogin')
// Other test files may have registered happy-dom globals in this process; put them back.
const saved = (['window', 'location'] as const).map((key) => [key, Object.getOwnPropertyDescriptor(globalThis, key)] as const)
Redirect.after.each(() => {
  for (const [key, descriptor] of saved) {
    if (descriptor) Object.defineProperty(globalThis, key, descriptor)
    else delete (globalThis as Record<string, unknown>)[key]
  }
})

function fakeLocation(pathname: string, search = '') {
  const assigned: string[] = []
  const define = (key: string, value: unknown) =>
    Object.defineProperty(globalThis, key, { value, configurable: true, writable: true })
  define('window', {})
  define('location', { pathname, search, assign: (url: string) => assigned.push(url) })
  return assigned
}

Redirect('sends the browser to /login with the current location as redirect_uri', () => {
  const assigned = fakeLocation('/projects/p/instances', '?page=2')
  redirectToLogin()
  assert.equal(assigned, ['/login?redirect_uri=' + encodeURIComponent('/projects/p/instances?page=2')])
})

Redirect('once per page: the other calls that meet the ended session do not start the navigation again', () => {
  const assigned = fakeLocation('/projects/p/instances-new')
  redirectToLogin()
  redirectToLogin()
  redirectToLogin()
  assert.equal(assigned, ['/login?redirect_uri=' + encodeURIComponent('/projects/p/instances-new')])
})

Redirect('a location sign-in would not return to is not carried: /login alone', () => {
  // the console reached through a crafted link such as http://console//evil.example/x
  for (const [path, search] of [
    ['//evil.example/x', ''],
    ['/.//evil.example/x', ''],
    ['/%2F%2Fevil.example', ''],
  ]) {
    const assigned = fakeLocation(path, search)
    redirectToLogin()
    assert.equal(assigned, ['/login'], path)
  }
})

Redirect('does nothing when already on a login page', () => {
  const assigned = fakeLocation('/login/default-silo/local')
  redirectToLogin()
  assert.equal(assigned, [])
})

Redirect('does nothing outside a browser', () => {
  Object.defineProperty(globalThis, 'window', { value: undefined, configurable: true, writable: true })
  assert.not.throws(() => redirectToLogin())
})

Redirect.run()

// --- pure conversions

const Conv = suite('conversions')

Conv('snakeify leaves Dates and Blobs alone', () => {
  const date = new Date(0)
  const blob = new Blob(['x'])
  assert.equal(snakeify({ startTime: date, fileData: blob }), { start_time: date, file_data: blob })
})

Conv('processResponseBody converts only ISO strings in fields named by the calls rule', () => {
  const out = processResponseBody({
    time_modified: '2024-05-01T00:00:00Z',
    end_time: '2024-05-01T00:00:00.123Z',
    auto_restart_cooldown_expiration: '2024-05-01T00:00:00Z',
    timestamp: '2024-05-01T00:00:00Z',
    first_seen: '2024-05-01T00:00:00Z',
    time_label: 'not a date',
    hold_time: 30,
  }) as Record<string, unknown>
  assert.instance(out.timeModified, Date)
  assert.instance(out.endTime, Date)
  assert.instance(out.autoRestartCooldownExpiration, Date)
  assert.instance(out.timestamp, Date)
  assert.is(out.firstSeen, '2024-05-01T00:00:00Z')
  assert.is(out.timeLabel, 'not a date')
  assert.is(out.holdTime, 30)
})

Conv('toQueryString serialises Dates as ISO and is empty without params', () => {
  assert.is(toQueryString({ startTime: new Date(Date.UTC(2024, 0, 1)) }), '?start_time=2024-01-01T00%3A00%3A00.000Z')
  assert.is(toQueryString({}), '')
  assert.is(toQueryString({ a: null }), '')
})

Conv.run()
