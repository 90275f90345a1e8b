import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { setOnUnauthorized, setToken } from '../../web/api/http'
import { uploadWithProgress, type XhrLike } from '../../web/api/upload'

type Sent = { method?: string; url?: string; headers: Record<string, string>; body?: unknown; aborted: boolean }

/** A fake XHR the test drives: progress events, then a response (or an abort / network error). */
function fakeXhr() {
  const sent: Sent = { headers: {}, aborted: false }
  const xhr: XhrLike & { respond(status: number, text: string, requestId?: string): void; progress(loaded: number, total: number): void; fail(): void } = {
    upload: { onprogress: null },
    onload: null,
    onerror: null,
    onabort: null,
    withCredentials: false,
    status: 0,
    responseText: '',
    open: ((m: string, u: string) => Object.assign(sent, { method: m, url: u })) as XhrLike['open'],
    setRequestHeader: (k: string, v: string) => void (sent.headers[k] = v),
    send: (b: unknown) => void (sent.body = b),
    abort: () => {
      sent.aborted = true
      xhr.onabort?.()
    },
    getResponseHeader: () => null,
    respond(status, text) {
      Object.assign(xhr, { status, responseText: text })
      xhr.onload?.()
    },
    progress: (loaded, total) => xhr.upload.onprogress?.({ loaded, total, lengthComputable: true }),
    fail: () => xhr.onerror?.(),
  }
  return { xhr, sent }
}

const quiet = () => {
  const info = console.info
  const error = console.error
  console.info = console.error = () => undefined
  return () => Object.assign(console, { info, error })
}

const Upload = suite('uploadWithProgress')

Upload('PUTs raw bytes to the snake_case query URL with the token, reporting progress', async () => {
  setToken('tok')
  const { xhr, sent } = fakeXhr()
  const seen: number[] = []
  const body = new Uint8Array([1, 2, 3])
  const p = uploadWithProgress('systemUpdateRepositoryUpload', { query: { fileName: 'repo-18.0.0.zip' }, body }, { xhr: () => xhr, onProgress: (e) => seen.push(e.done) })
  xhr.progress(1, 3)
  xhr.progress(3, 3)
  xhr.respond(200, JSON.stringify({ repo: { system_version: '18.0.0', file_name: 'repo-18.0.0.zip', hash: 'ab', time_created: '2026-01-01T00:00:00Z' }, status: 'inserted' }))
  const r = await p
  setToken(null)
  assert.is(sent.method, 'PUT')
  assert.is(sent.url, '/v1/system/update/repositories?file_name=repo-18.0.0.zip')
  assert.is(sent.headers.Authorization, 'Bearer tok')
  assert.is(sent.headers['Content-Type'], 'application/octet-stream')
  assert.is(sent.body, body)
  assert.equal(seen, [1, 3])
  assert.is(r.type, 'success')
  if (r.type === 'success') {
    assert.is(r.data.repo.systemVersion, '18.0.0')
    assert.ok(r.data.repo.timeCreated instanceof Date)
  }
})

Upload('an error response carries the catalogue message and request id', async () => {
  const restore = quiet()
  const { xhr } = fakeXhr()
  const p = uploadWithProgress('systemUpdateRepositoryUpload', { query: { fileName: 'x.zip' }, body: new Uint8Array(1) }, { xhr: () => xhr })
  xhr.respond(400, JSON.stringify({ request_id: 'req-1', error_code: 'InvalidRequest', message: 'bad archive' }))
  const r = await p
  restore()
  assert.equal(r, { type: 'error', data: { message: 'Bad archive', errorCode: 'InvalidRequest', statusCode: 400, requestId: 'req-1' }, statusCode: 400 })
})

Upload('401 runs the unauthorized hook', async () => {
  const restore = quiet()
  let called = 0
  setOnUnauthorized(() => called++)
  const { xhr } = fakeXhr()
  const p = uploadWithProgress('systemUpdateRepositoryUpload', { query: { fileName: 'x.zip' }, body: new Uint8Array(1) }, { xhr: () => xhr })
  xhr.respond(401, JSON.stringify({ message: 'credentials missing' }))
  await p
  setOnUnauthorized()
  restore()
  assert.is(called, 1)
})

Upload('the signal aborts the request: an AbortError client_error', async () => {
  const { xhr, sent } = fakeXhr()
  const ctl = new AbortController()
  const p = uploadWithProgress('systemUpdateRepositoryUpload', { query: { fileName: 'x.zip' }, body: new Uint8Array(1) }, { xhr: () => xhr, signal: ctl.signal })
  ctl.abort()
  const r = await p
  assert.ok(sent.aborted)
  assert.is(r.type === 'client_error' && r.error.name, 'AbortError')
})

Upload('a network failure is a client_error with status 0', async () => {
  const restore = quiet()
  const { xhr } = fakeXhr()
  const p = uploadWithProgress('systemUpdateRepositoryUpload', { query: { fileName: 'x.zip' }, body: new Uint8Array(1) }, { xhr: () => xhr })
  xhr.fail()
  const r = await p
  restore()
  assert.is(r.type, 'client_error')
  assert.is(r.statusCode, 0)
})

Upload.run()

const Download = suite('download urlOf')
Download('a bundle file path keeps its slashes, each segment encoded', async () => {
  const { urlOf } = await import('../../web/api/download')
  assert.is(urlOf('supportBundleDownloadFile', { path: { bundleId: 'b1', file: 'sled 1/dmesg.txt' } }), '/v1/system/support-bundles/b1/download/sled%201/dmesg.txt')
  assert.is(urlOf('supportBundleHead', { path: { bundleId: 'b1' } }), '/v1/system/support-bundles/b1/download')
})
Download.run()
