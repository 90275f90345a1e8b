/**
 * The fetch core under every API method (the rules: calls): JSON, optional Bearer token, relative
 * host, snake_case out, camelCase in, timestamps as Dates, and a tagged result instead of
 * exceptions. Nothing here knows about individual operations; client.ts maps those.
 */
import { saveDrafts } from '../util/drafts'
import { checkedReturnPath } from '../util/redirect'
import { apiVersionInUse, isVersionRefusal, versionHeaders, versionRefused } from './api-version'
import { takeEarlyCall } from './early-calls'
import { ERROR_READING_RESPONSE, errorMessage } from './errors'
import { adaptAnswer, notOfferedIn, pathIn } from './version-shapes'

// ---------------------------------------------------------------------------
// Result types (docs/CONTRACTS.md)

export type ApiError = {
  /** Already the catalogue text (errors.ts), ready to show. */
  message: string
  errorCode?: string
  statusCode: number
  requestId: string
}

export type ApiResult<T> =
  | { type: 'success'; data: T; statusCode: number }
  | { type: 'error'; data: ApiError; statusCode: number }
  /** The response could not be read (bad JSON, network failure: statusCode 0). */
  | { type: 'client_error'; error: Error; text: string; statusCode: number }

type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE'
type BodyType = 'json' | 'form' | 'binary'

// ---------------------------------------------------------------------------
// Session and hooks: module state, so every method (and window.api) shares it.

let token: string | undefined

/** Bearer token for every request (device-flow sessions); null/undefined clears it. */
export function setToken(value: string | null | undefined): void {
  token = value ?? undefined
}

/** The page whose browser is already on its way to sign-in (its `location`). */
let leavingForLogin: Location | undefined

/** the rules: errors: a 401 anywhere but local login sends the browser to /login, coming back here after. */
export function redirectToLogin(): void {
  if (typeof window === 'undefined' || typeof location === 'undefined') return
  if (location.pathname.startsWith('/login')) return // the login page's own calls must not loop
  // Once: the calls in flight when a session ends each meet a 401, and a second assign starts the navigation
  // again, aborting the one under way
  if (leavingForLogin === location) return
  leavingForLogin = location
  saveDrafts() // an open form comes back filled after sign-in
  // only a path sign-in would return to is carried: a location such as '//host/x' (the console reached
  // through a crafted link) must not become the sign-in's way off-site
  const back = checkedReturnPath(location.pathname + location.search)
  location.assign(back ? '/login?redirect_uri=' + encodeURIComponent(back) : '/login')
}

let onUnauthorized: () => void = redirectToLogin

/** Replaces the 401 reaction (tests, embedding). Without an argument restores `redirectToLogin`. */
export function setOnUnauthorized(handler?: () => void): void {
  onUnauthorized = handler ?? redirectToLogin
}

/**
 * The same URL prefix, auth header and 401 reaction for transports other than fetch:
 * web/api/upload.ts uses XMLHttpRequest, the only browser API with upload progress.
 */
export const transport = {
  url: (path: string, query?: Record<string, unknown>) => pathIn(apiVersionInUse.get(), path) + toQueryString(query),
  headers: (): Record<string, string> => ({
    ...versionHeaders(),
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  }),
  unauthorized: () => onUnauthorized(),
  /**
   * A 400 whose server message refuses our API version moves the console to the older version it speaks
   * (the next request uses it), or, refused in that one too, to its version page.
   */
  checkVersion: (statusCode: number, serverMessage: unknown, sent: string = apiVersionInUse.get()) => {
    if (isVersionRefusal(statusCode, serverMessage)) versionRefused(sent, serverMessage as string)
  },
}

/** Local login answers 401 for a wrong password; that is a form error, not an expired session. */
const LOGIN_OPERATION = 'loginLocal'

// ---------------------------------------------------------------------------
// Key and value conversion. scripts/gen-api.ts uses the same functions for the types,
// so the generated camelCase names are exactly what arrives at runtime.

export const toCamelCase = (s: string) => s.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())
export const toSnakeCase = (s: string) => s.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase())

/** the rules: calls: the response fields whose ISO strings become Dates (by snake_case name). */
export const isDateField = (snakeName: string) =>
  snakeName.startsWith('time_') ||
  snakeName.endsWith('_time') ||
  snakeName.endsWith('_expiration') ||
  snakeName === 'timestamp'

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/

/** Only JSON-like objects are walked; Dates, Blobs, typed arrays pass through untouched. */
const isPlainObject = (v: unknown): v is Record<string, unknown> => {
  if (typeof v !== 'object' || v === null) return false
  const proto = Object.getPrototypeOf(v)
  return proto === Object.prototype || proto === null
}

/** Request bodies: object keys to snake_case, recursively. String values are never touched. */
export function snakeify(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snakeify)
  if (!isPlainObject(value)) return value
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [toSnakeCase(k), snakeify(v)]))
}

// Response keys repeat (every instance of 5,000 has the same dozen): each key's
// camelCase is worked out once. Bounded, since a few objects are maps keyed by data.
const camelKeys = new Map<string, string>()
const MAX_CAMEL_KEYS = 5000
function camelKey(k: string) {
  let c = camelKeys.get(k)
  if (c === undefined) {
    c = toCamelCase(k)
    if (camelKeys.size < MAX_CAMEL_KEYS) camelKeys.set(k, c)
  }
  return c
}

/** Response bodies: keys to camelCase and timestamp fields to Date, recursively. */
export function processResponseBody(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((v) => processResponseBody(v, key))
  if (isPlainObject(value)) {
    // a loop rather than fromEntries(entries.map(...)): the arrays it saves were most of the cost
    const out: Record<string, unknown> = {}
    for (const k of Object.keys(value)) {
      const c = camelKey(k)
      const v = processResponseBody(value[k], k)
      if (c === '__proto__') Object.defineProperty(out, c, { value: v, enumerable: true, writable: true, configurable: true })
      else out[c] = v
    }
    return out
  }
  if (typeof value === 'string' && isDateField(key) && ISO_DATE.test(value)) {
    const date = new Date(value)
    if (!Number.isNaN(date.getTime())) return date
  }
  return value
}

/** Query string: snake_case keys, null/undefined dropped, arrays repeated, Dates as ISO. */
export function toQueryString(query: Record<string, unknown> = {}): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === null || item === undefined) continue
      params.append(toSnakeCase(key), item instanceof Date ? item.toISOString() : String(item))
    }
  }
  const qs = params.toString()
  return qs ? '?' + qs : ''
}

function encodeBody(body: unknown, type: BodyType): { body?: BodyInit; contentType?: string } {
  if (body === undefined) return {}
  if (type === 'binary') {
    // Blobs and URLSearchParams carry their own content type; bare bytes are octet-stream.
    const typed = body instanceof URLSearchParams || (body instanceof Blob && body.type)
    return { body: body as BodyInit, contentType: typed ? undefined : 'application/octet-stream' }
  }
  if (type === 'form') {
    if (body instanceof URLSearchParams) return { body }
    // Same rules as a query string: snake_case keys, nulls dropped, arrays repeated.
    return { body: new URLSearchParams(toQueryString(body as Record<string, unknown>)) }
  }
  return { body: JSON.stringify(snakeify(body)), contentType: 'application/json' }
}

// ---------------------------------------------------------------------------
// Logging (the rules: errors: URL, request ID, code and message go to the browser console).
// 4xx answers are expected outcomes the UI shows itself (not found, validation, expired
// session), so they go to console.info; console.error is kept for 5xx and unreadable
// responses, which are bugs or outages — and which the e2e console-error trap should catch.

function logFailure(method: string, url: string, statusCode: number, requestId: string, code: string, message: string) {
  const log = statusCode >= 400 && statusCode < 500 ? console.info : console.error
  log(`API ${method} ${url} failed: ${statusCode || 'network error'}`, { requestId, code, message })
}

// ---------------------------------------------------------------------------
// The request

export type RequestInput = {
  method: HttpMethod
  /** Path with parameters already filled in, e.g. '/v1/projects/mock-project'. */
  path: string
  /** camelCase keys; converted by `toQueryString`. */
  query?: Record<string, unknown>
  body?: unknown
  bodyType?: BodyType
  /** camelCase method name: names resources in error texts and exempts loginLocal from the 401 hook. */
  operation?: string
  signal?: AbortSignal
}

type Parsed = { ok: true; value: unknown } | { ok: false; error: Error }
function parseJson(text: string): Parsed {
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch (e) {
    return { ok: false, error: e instanceof Error ? e : new Error(String(e)) }
  }
}

/** Never rejects: every outcome, network failure included, is a tagged result. */
export async function request<T>(input: RequestInput): Promise<ApiResult<T>> {
  const { method, operation } = input
  const version = apiVersionInUse.get()
  // an operation the version in use does not have is not asked for: the screen says why (./version-shapes.ts)
  const notOffered = notOfferedIn(version, operation)
  if (notOffered) return { type: 'error', data: { message: notOffered, statusCode: 501, requestId: '' }, statusCode: 501 }
  const url = pathIn(version, input.path) + toQueryString(input.query)
  const { body, contentType } = encodeBody(input.body, input.bodyType ?? 'json')
  const headers: Record<string, string> = transport.headers()
  if (contentType) headers['Content-Type'] = contentType
  // the starter script is a module of its own: it asked in the version the load started in
  let sent = version

  let response: Response
  let text: string
  try {
    // the starter script may have sent this very request before the entry ran (./early-calls.ts)
    const early = method === 'GET' && !token && !input.signal ? takeEarlyCall(url) : undefined
    if (early) sent = apiVersionInUse.atStart()
    response = await (early ?? fetch(url, { method, headers, body, signal: input.signal, credentials: 'same-origin' }))
    text = method === 'HEAD' ? '' : await response.text()
  } catch (e) {
    const error = e instanceof Error ? e : new Error(String(e))
    // A request its caller cancelled (a new palette query, a closed picker) did not fail: no error to log.
    if (!input.signal?.aborted) logFailure(method, url, 0, '', error.name, error.message)
    return { type: 'client_error', error, text: '', statusCode: 0 }
  }

  const statusCode = response.status
  const headerRequestId = response.headers.get('x-request-id') ?? ''
  const parsed: Parsed = text ? parseJson(text) : { ok: true, value: undefined }

  if (response.ok) {
    if (parsed.ok) return { type: 'success', data: adaptAnswer(sent, operation, processResponseBody(parsed.value)) as T, statusCode }
    // Downloads (support bundles) are not JSON; hand over the text rather than fail.
    if (!/json/.test(response.headers.get('content-type') ?? '')) {
      return { type: 'success', data: text as T, statusCode }
    }
  }

  if (statusCode === 401 && operation !== LOGIN_OPERATION) onUnauthorized()

  if (!parsed.ok) {
    logFailure(method, url, statusCode, headerRequestId, 'client_error', ERROR_READING_RESPONSE)
    return { type: 'client_error', error: parsed.error, text, statusCode }
  }

  const raw = processResponseBody(parsed.value)
  const errorBody = (isPlainObject(raw) ? raw : {}) as { errorCode?: string; message?: string; requestId?: string }
  // refused in the newest version: the same request again in the older one this console speaks
  if (isVersionRefusal(statusCode, errorBody.message) && versionRefused(sent, errorBody.message as string)) return request(input)
  const error: ApiError = {
    message: errorMessage(errorBody, statusCode, operation),
    errorCode: errorBody.errorCode,
    statusCode,
    requestId: errorBody.requestId ?? headerRequestId,
  }
  logFailure(method, url, statusCode, error.requestId, error.errorCode ?? '', error.message)
  return { type: 'error', data: error, statusCode }
}
