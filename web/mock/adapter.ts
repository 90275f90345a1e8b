/**
 * The one msw adapter: turns the operation table (generated from calls.tsv)
 * plus the handlers keyed by operation name into `http.*` handlers. Every
 * request goes through the same steps as on the server: latency, lazy time,
 * authentication, chaos, scope checks, query and body validation, then the
 * handler; thrown MockErrors become the server's error JSON.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw'
import { operations, type OperationSpec } from '../api/generated/operations'
import { isAudited, recordAudit } from './audit'
import { atLeast, authenticate, projectRoleOf } from './auth'
import { advanceTransitions, makeLookup, newId, type Db } from './db'
import { forbidden, internal, MockError, notFoundMsg, unauthorized } from './errors'
import type { Ctx, Handlers, OpName } from './handlers/ctx'
import { checkApiVersion } from './api-version'
import { answerIn, currentPath, servedVersion } from './older-versions'
import { samlRoute } from './saml-idp'
import { loginBegin } from './login-begin'
import { sessionApiVersion, testHook, writeHold } from './test-hooks'
import { repeatHook } from './repeat-hook'
import {
  bodyLimit,
  checkContentType,
  checkDeclaredLength,
  checkPathNames,
  checkScope,
  readBody,
  readQuery,
} from './request-checks'

export type AdapterOptions = {
  latency?: number | [number, number]
  chaos?: number
  mode: 'server' | 'preview'
  /** The newest API version this control plane serves (api-version.ts); the console's by default. */
  apiVersion?: string
  /**
   * Answer the `/v1/__mock/*` test hooks (test-hooks.ts, repeat-hook.ts). Off unless a test asks: they read a disk's
   * bytes and change the rack's state without signing in, which no demo server may let a visitor do.
   */
  testHooks?: boolean
}

/** Reachable without credentials (the sign-in and device flows, liveness). */
const PUBLIC = new Set<OpName>(['loginLocal', 'loginSaml', 'logout', 'deviceAuthRequest', 'deviceAccessToken', 'ping'])
/** POSTs that only read, so project viewers may call them. */
const READS = new Set<OpName>(['timeseriesQuery', 'systemTimeseriesQuery'])
/**
 * GETs Nexus authorizes as a change: typing into a guest's console changes it, so the console's stream looks the
 * instance up for Modify (omicron: nexus/src/app/instance.rs `instance_serial_console_stream`), its history only
 * for Read. A project viewer is answered 403, as to any write.
 */
const MODIFIES = new Set<OpName>(['instanceSerialConsoleStream'])
/** Networking a limited collaborator may look at but not change (omicron's limited-collaborator role). */
const NETWORKING = /^\/v1\/(vpcs|vpc-|internet-gateway)/
/** Chaos spares the sign-in flow, or nobody could get in to see it. */
const NO_CHAOS = new Set<OpName>(['loginLocal', 'loginSaml', 'logout', 'currentUserView'])

const errorResponse = (e: MockError, requestId: string) =>
  HttpResponse.json(
    { request_id: requestId, ...(e.errorCode ? { error_code: e.errorCode } : {}), message: e.message },
    { status: e.status, headers: { 'x-request-id': requestId, ...e.headers } },
  )

const methodNotAllowed = () => {
  const requestId = newId()
  return HttpResponse.json(
    { request_id: requestId, message: 'Method Not Allowed' },
    { status: 405, headers: { 'x-request-id': requestId } },
  )
}

async function wait(latency: AdapterOptions['latency']) {
  const ms = Array.isArray(latency) ? latency[0] + Math.random() * (latency[1] - latency[0]) : (latency ?? 0)
  if (ms > 0) await delay(ms)
}

const CHAOS = [
  () => unauthorized(),
  () => forbidden(),
  () => notFoundMsg('chaos monkey'),
  () => new MockError(500, 'Internal', 'Internal Server Error'),
]

type Route = { name: OpName; spec: OperationSpec; re: RegExp; keys: string[] }

/**
 * nexus.json operations that calls.tsv does not list but the brief's rack
 * membership flow needs (add is listed; its status and abort are not).
 */
export const extraOperations = {
  rackMembershipStatus: {
    name: 'rackMembershipStatus',
    operationId: 'rack_membership_status',
    method: 'GET',
    path: '/v1/system/hardware/racks/{rack_id}/membership',
    pathParams: ['rack_id'],
    queryParams: ['version'],
    requiredQueryParams: [],
    responseType: 'RackMembershipStatus',
  },
  rackMembershipAbort: {
    name: 'rackMembershipAbort',
    operationId: 'rack_membership_abort',
    method: 'POST',
    path: '/v1/system/hardware/racks/{rack_id}/membership/abort',
    pathParams: ['rack_id'],
    queryParams: [],
    requiredQueryParams: [],
    responseType: 'RackMembershipStatus',
  },
} satisfies Record<string, OperationSpec>

/**
 * Compiled path templates; static segments win over parameters where both match.
 * A support bundle's {file} is the server's `{file:.*}` wildcard: a path with slashes.
 */
function routes(): Route[] {
  const all = (Object.entries({ ...operations, ...extraOperations }) as [OpName, OperationSpec][]).map(
    ([name, spec]) => {
      const keys: string[] = []
      const re = new RegExp(
        '^' +
          spec.path
            .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
            .replace(/\{(\w+)\}/g, (_, k) => (keys.push(k), k === 'file' ? '(.+)' : '([^/]+)')) +
          '$',
      )
      return { name, spec, re, keys }
    },
  )
  return all.sort((a, b) => a.keys.length - b.keys.length)
}

/**
 * Answers one request: a test hook, or the API operation its method and path name, or undefined
 * for a path that is not an API operation (assets in the preview). `body` is the request's body
 * when the caller already holds its bytes (the embed server), so it is not read from `request`.
 */
export type Responder = ((
  request: Request,
  cookies: Record<string, string>,
  body?: Uint8Array,
) => Promise<Response | undefined>) & {
  /**
   * The answer a request gets whatever its body holds, from its method, path and headers alone, or undefined when
   * its body must be read first. A server calls it before reading a body, so a body of the wrong type or declared
   * longer than the operation takes is refused without the server holding megabytes it will never use. A caller
   * without a session is refused here only where no typed body is parsed: dropshot parses a body before Nexus's
   * handler authenticates, so a body it cannot parse is a 400 whoever sends it (and `bodyLimit` bounds what is read).
   */
  beforeBody(request: Request, cookies: Record<string, string>): Response | undefined
  /** The most bytes the operation's body may have (request-checks.ts `bodyLimit`), or undefined for no operation's. */
  bodyLimit(request: Request): number | undefined
}

export function makeResponder(db: Db, handlers: Handlers, opts: AdapterOptions): Responder {
  const table = routes()
  const hooks = opts.testHooks === true

  function findRoute(request: Request, url: URL) {
    for (const r of table) {
      if (r.spec.method !== request.method) continue
      const match = r.re.exec(url.pathname)
      if (match)
        return { route: r, params: Object.fromEntries(r.keys.map((k, i) => [k, decodeURIComponent(match[i + 1])])) }
    }
    return undefined
  }

  // dropshot reads the version before it routes: a refused version is refused on every path
  const refusedVersion = (request: Request) =>
    checkApiVersion(request.headers.get('api-version'), sessionApiVersion(db, request) ?? opts.apiVersion)

  const respond = (async (request, cookies, body) => {
    const url = new URL(request.url)
    if (hooks) {
      const repeated = repeatHook(request, url, body, (call) => respond(call, cookies))
      if (repeated) return repeated
      const hooked = testHook(db, request, url)
      if (hooked) return hooked
    }
    const saml = await samlRoute(db, request, url, body)
    if (saml) return saml
    const begin = loginBegin(db, request, url)
    if (begin) return begin
    const hold = hooks ? writeHold(db, request, url) : undefined
    // a dropped write never reaches the handler (its client went away); the answer goes nowhere
    if (hold && (await hold)) return errorResponse(internal('dropped by the test hook'), newId())
    const refused = refusedVersion(request)
    if (refused) return errorResponse(refused, newId())
    // the paths and shapes of the version the request names (older-versions.ts)
    const version = servedVersion(request.headers.get('api-version'), sessionApiVersion(db, request) ?? opts.apiVersion)
    const pathname = currentPath(request.method, url.pathname, version)
    if (pathname === null) return errorResponse(new MockError(404, undefined, 'Not Found'), newId())
    url.pathname = pathname
    const found = findRoute(request, url)
    if (!found) {
      // dropshot: a path the API has, asked with a method it does not, is 405 (no error_code)
      if (table.some((r) => r.re.test(url.pathname))) return methodNotAllowed()
      return undefined
    }
    const { route, params } = found
    const started = new Date().toISOString()
    const response = await answerIn(
      route.name,
      version,
      await handle(db, handlers, opts, route.name, route.spec, request, body, url, params, cookies),
    )
    if (isAudited(route.spec, READS)) await recordAudit(db, route.spec, request, cookies, opts.mode, response, started)
    return response
  }) as Responder

  // The steps of `respond` and `handle` that come before the body, in their order; only for an API operation (the
  // hooks and the SAML pages are few, small and read their own bodies).
  respond.beforeBody = (request, cookies) => {
    const url = new URL(request.url)
    if (url.pathname.startsWith('/v1/__mock/')) return undefined
    const refused = refusedVersion(request)
    if (refused) return errorResponse(refused, newId())
    const found = findRoute(request, url)
    if (!found) return undefined
    const { route, params } = found
    try {
      checkPathNames(params)
      readQuery(route.spec, url)
      checkContentType(route.spec, request)
      checkDeclaredLength(route.spec, request)
      // a typed body is parsed before the caller is authenticated: only its bytes can tell a 400 from a 401
      if (route.spec.bodyType === 'json' || route.spec.bodyType === 'form') return undefined
      if (!PUBLIC.has(route.name) && !authenticate(db, request, cookies, opts.mode)) throw unauthorized()
    } catch (e) {
      if (e instanceof MockError) return errorResponse(e, newId())
      throw e
    }
    return undefined
  }
  respond.bodyLimit = (request) => {
    const found = findRoute(request, new URL(request.url))
    return found?.route.spec.bodyType ? bodyLimit(found.route.spec) : undefined
  }
  return respond
}

/**
 * One msw handler routes every operation: msw tries handlers one by one, and
 * 270 of them made each request ~4x slower than a table lookup here.
 */
export function makeHttpHandlers(respond: Responder): HttpHandler[] {
  return [http.all('*', ({ request, cookies }) => respond(request, cookies))]
}

async function handle(
  db: Db,
  handlers: Handlers,
  opts: AdapterOptions,
  name: OpName,
  spec: OperationSpec,
  request: Request,
  bytes: Uint8Array | undefined,
  url: URL,
  params: Record<string, string>,
  cookies: Record<string, string>,
): Promise<Response> {
  const requestId = newId()
  try {
    // dropshot's extractors run before the handler, which is where Nexus authenticates: a path, query or body it
    // cannot parse is a 400 even without credentials, in that order (omicron's handlers take path, query, body)
    checkPathNames(params)
    const query: Record<string, string | undefined> = readQuery(spec, url)
    checkContentType(spec, request)
    const body = await readBody(spec, request, bytes)
    await wait(opts.latency)
    advanceTransitions(db)
    const actor = authenticate(db, request, cookies, opts.mode)
    if (!actor && !PUBLIC.has(name)) throw unauthorized()
    if (opts.chaos && !NO_CHAOS.has(name) && Math.random() < opts.chaos) {
      throw CHAOS[Math.floor(Math.random() * CHAOS.length)]()
    }
    if (actor && !PUBLIC.has(name)) checkScope(db, name, spec, actor, params, query)
    const write = MODIFIES.has(name) || !(spec.method === 'GET' || spec.method === 'HEAD' || READS.has(name))
    // Nexus hides what the caller may not read: a project (or anything in it) the caller has no
    // role on answers the lookup's own 404; one it may read but not change answers 403.
    const guard = (projectId: string, hidden: () => Error) => {
      if (!actor) return
      const role = projectRoleOf(db, actor.user.id, projectId)
      if (!atLeast(role, 'viewer')) throw hidden()
      if (write && !atLeast(role, NETWORKING.test(spec.path) ? 'collaborator' : 'limited_collaborator'))
        throw forbidden()
    }
    const ctx: Ctx = {
      db,
      lookup: makeLookup(db, actor?.silo.id ?? '', guard),
      actor,
      path: params,
      query,
      body,
      request,
      cookies,
      mode: opts.mode,
    }
    const handler = handlers[name]
    if (!handler) throw new MockError(501, 'NotImplemented', `${spec.operationId} is not implemented by the mock`)
    const result = await handler(ctx)
    if (result instanceof Response) {
      result.headers.set('x-request-id', requestId)
      return result
    }
    if (result === undefined) return new HttpResponse(null, { status: 204, headers: { 'x-request-id': requestId } })
    return HttpResponse.json(result as never, { headers: { 'x-request-id': requestId } })
  } catch (e) {
    if (e instanceof MockError) return errorResponse(e, requestId)
    // a bug in the mock: answer like the server would, and say what broke
    console.error(`mock: ${spec.operationId} failed`, e)
    return errorResponse(new MockError(500, 'Internal', 'Internal Server Error'), requestId)
  }
}
