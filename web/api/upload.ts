/**
 * A binary upload with progress. fetch cannot report upload progress, so this goes through
 * XMLHttpRequest while keeping http.ts's conventions (the rules: calls): relative host and Bearer
 * token (via `transport`), snake_case query, camelCase response with Dates, the error
 * catalogue, the 401 hook, console logging, and a tagged result that never rejects.
 * Cancel with an AbortSignal: the result is then a client_error named 'AbortError'.
 */
import { declaredQuery, fillPath, type ApiMethod, type DataOf, type ParamsOf } from './client'
import { ERROR_READING_RESPONSE, errorMessage } from './errors'
import { routes } from './generated/routes'
import { processResponseBody, transport, type ApiError, type ApiResult } from './http'
import { progressOf, type Progress } from '../upload/progress'


/** The XMLHttpRequest surface used here, so tests can pass a fake. */
export type XhrLike = Pick<XMLHttpRequest, 'open' | 'setRequestHeader' | 'send' | 'abort' | 'getResponseHeader' | 'status' | 'responseText'> & {
  upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null }
  onload: (() => void) | null
  onerror: (() => void) | null
  onabort: (() => void) | null
  withCredentials: boolean
}

export type UploadOptions = {
  signal?: AbortSignal
  onProgress?: (p: Progress) => void
  /** Factory for the request object (tests); defaults to XMLHttpRequest. */
  xhr?: () => XhrLike
}

type Loose = { path?: Record<string, unknown>; query?: Record<string, unknown>; body?: Blob | ArrayBuffer | Uint8Array }

const abortError = () => Object.assign(new Error('Upload cancelled'), { name: 'AbortError' })


/** Sends `params.body` as raw bytes to the method's path (e.g. systemUpdateRepositoryUpload). */
export function uploadWithProgress<M extends ApiMethod>(method: M, params: ParamsOf<M>, opts: UploadOptions = {}): Promise<ApiResult<DataOf<M>>> {
  const route = routes[method]
  const space = route.indexOf(' ')
  const httpMethod = route.slice(0, space)
  const { path, query, body } = params as Loose
  let url: string
  try {
    url = transport.url(fillPath({ path: route.slice(space + 1) }, path), declaredQuery(method, query))
  } catch (e) {
    return Promise.resolve({ type: 'client_error', error: e as Error, text: '', statusCode: 0 })
  }
  if (opts.signal?.aborted) return Promise.resolve({ type: 'client_error', error: abortError(), text: '', statusCode: 0 })

  return new Promise((resolve) => {
    const xhr = opts.xhr ? opts.xhr() : (new XMLHttpRequest() as unknown as XhrLike)
    const onAbort = () => xhr.abort()
    const done = (r: ApiResult<DataOf<M>>) => {
      opts.signal?.removeEventListener('abort', onAbort)
      resolve(r)
    }
    xhr.open(httpMethod, url)
    xhr.withCredentials = true
    for (const [k, v] of Object.entries(transport.headers())) xhr.setRequestHeader(k, v)
    const typed = body instanceof Blob && body.type
    if (!typed) xhr.setRequestHeader('Content-Type', 'application/octet-stream')
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) opts.onProgress?.(progressOf(e.loaded, e.total))
    }
    xhr.onabort = () => done({ type: 'client_error', error: abortError(), text: '', statusCode: 0 })
    xhr.onerror = () => {
      console.error(`API ${httpMethod} ${url} failed: network error`)
      done({ type: 'client_error', error: new Error('Network error'), text: '', statusCode: 0 })
    }
    xhr.onload = () => done(toResult<DataOf<M>>(httpMethod, url, method, xhr.status, xhr.responseText, xhr.getResponseHeader('x-request-id') ?? ''))
    opts.signal?.addEventListener('abort', onAbort)
    xhr.send((body ?? null) as XMLHttpRequestBodyInit | null)
  })
}

/** The same mapping as http.ts's `request` tail: success, catalogue error, or unreadable. */
export function toResult<T>(httpMethod: string, url: string, operation: string, statusCode: number, text: string, headerRequestId: string): ApiResult<T> {
  let parsed: { ok: true; value: unknown } | { ok: false; error: Error }
  try {
    parsed = { ok: true, value: text ? JSON.parse(text) : undefined }
  } catch (e) {
    parsed = { ok: false, error: e as Error }
  }
  const ok = statusCode >= 200 && statusCode < 300
  if (ok && parsed.ok) return { type: 'success', data: processResponseBody(parsed.value) as T, statusCode }
  if (statusCode === 401) transport.unauthorized()
  if (!parsed.ok) {
    console.error(`API ${httpMethod} ${url} failed: ${statusCode}`, { requestId: headerRequestId, code: 'client_error', message: ERROR_READING_RESPONSE })
    return { type: 'client_error', error: parsed.error, text, statusCode }
  }
  const raw = processResponseBody(parsed.value)
  const body = (raw && typeof raw === 'object' ? raw : {}) as { errorCode?: string; message?: string; requestId?: string }
  transport.checkVersion(statusCode, body.message)
  const error: ApiError = { message: errorMessage(body, statusCode, operation), errorCode: body.errorCode, statusCode, requestId: body.requestId ?? headerRequestId }
  const log = statusCode >= 400 && statusCode < 500 ? console.info : console.error
  log(`API ${httpMethod} ${url} failed: ${statusCode}`, { requestId: error.requestId, code: error.errorCode ?? '', message: error.message })
  return { type: 'error', data: error, statusCode }
}
