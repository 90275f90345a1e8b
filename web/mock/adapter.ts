/**
 * The one msw adapter: turns the operation table (generated from calls.tsv)
 * plus the handlers keyed by operation name into `http.*` handlers. Every
 * request goes through the same steps as on the server: latency, lazy time,
 * authentication, chaos, scope checks, query and body validation, then the
 * handler; thrown MockErrors become the server's error JSON.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw'
import * as v from 'valibot'
import { operations, type OperationSpec } from '../api/generated/operations'
import * as schemas from '../api/generated/schemas'
import { isAudited, recordAudit } from './audit'
import { atLeast, authenticate, fleetRoleOf, projectRoleOf, type Actor } from './auth'
import { advanceTransitions, makeLookup, newId, type Db } from './db'
import { parseBulkWriteBody } from './bulk-write-body'
import {
  badRequest,
  forbidden,
  isUuid,
  MockError,
  nameProblem,
  notFound,
  notFoundMsg,
  unauthorized,
  internal,
} from './errors'
import type { Ctx, Handlers, OpName } from './handlers/ctx'
import { checkApiVersion } from './api-version'
import { samlRoute } from './saml-idp'
import { sessionApiVersion, testHook, writeHold } from './test-hooks'
import { repeatHook } from './repeat-hook'

export type AdapterOptions = {
  latency?: number | [number, number]
  chaos?: number
  mode: 'server' | 'preview'
  /** The newest API version this control plane serves (api-version.ts); the console's by default. */
  apiVersion?: string
}

/** Reachable without credentials (the sign-in and device flows, liveness). */
const PUBLIC = new Set<OpName>(['loginLocal', 'loginSaml', 'logout', 'deviceAuthRequest', 'deviceAccessToken', 'ping'])
/** Any signed-in user, even one without roles: their own account. */
const SELF = new Set<OpName>([
  'currentUserView',
  'currentUserGroups',
  'currentUserSshKeyList',
  'currentUserSshKeyCreate',
  'currentUserSshKeyView',
  'currentUserSshKeyDelete',
  'currentUserAccessTokenList',
  'currentUserAccessTokenDelete',
  'deviceAuthConfirm',
  'userTokenList',
  'userSessionList',
  'userLogout',
])
/** POSTs that only read, so project viewers may call them. */
const READS = new Set<OpName>(['timeseriesQuery', 'systemTimeseriesQuery'])
/** Fleet-scoped resources outside /v1/system. */
const FLEET_PREFIXES = ['/v1/system/', '/experimental/v1/system/', '/v1/alert', '/v1/alerts/', '/v1/webhook-']
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

/** Serde-style text for the first valibot issue: the 400 the server gives for a bad body. */
function parseMessage(issues: v.BaseIssue<unknown>[]) {
  const issue = issues[0]
  const path = issue.path?.map((p) => String(p.key)).join('.') ?? ''
  const key = path.split('.').pop()
  // a Name's own words (omicron's Name::try_from), as serde reports them
  const badName = key === 'name' && typeof issue.input === 'string' ? nameProblem(issue.input) : undefined
  const why =
    issue.input === undefined && key
      ? `missing field \`${key}\``
      : (badName ?? `invalid value${path ? ` for \`${path}\`` : ''}: ${issue.message}`)
  return `unable to parse JSON body: ${why} at line 1 column 1`
}

const utf8 = new TextDecoder()

async function readBody(spec: OperationSpec, request: Request, bytes: Uint8Array | undefined) {
  if (!spec.bodyType) return undefined
  if (spec.bodyType === 'binary') return bytes ?? new Uint8Array(await request.arrayBuffer())
  if (bytes && spec.bodySchema === 'ImportBlocksBulkWriteSchema') {
    const plain = parseBulkWriteBody(bytes)
    if (plain) return plain
  }
  const text = bytes ? utf8.decode(bytes) : await request.text()
  if (spec.bodyType === 'form') return Object.fromEntries(new URLSearchParams(text))
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw badRequest(
      `unable to parse JSON body: ${text ? 'expected value' : 'EOF while parsing a value'} at line 1 column 1`,
    )
  }
  const schema = spec.bodySchema && (schemas[spec.bodySchema] as v.GenericSchema | undefined)
  if (!schema) return json
  const result = v.safeParse(schema, json)
  if (!result.success) throw badRequest(parseMessage(result.issues))
  return result.output
}

/**
 * Fleet resources that a lookup finds, by the path that names them: a caller who may not read
 * them gets the lookup's own 404, as Nexus's `on_unauthorized` answers (endpoints.rs marks
 * these `Protected`); fleet collections answer 403 instead.
 */
const FLEET_ITEMS: [RegExp, string][] = [
  [/^\/v1\/system\/ip-pools\/\{pool\}/, 'ip-pool'],
  [/^\/v1\/system\/subnet-pools\/\{pool\}/, 'subnet-pool'],
  [/^\/v1\/system\/silos\/\{silo\}/, 'silo'],
  [/^\/v1\/system\/hardware\/racks\/\{rack_id\}/, 'rack'],
  [/^\/v1\/system\/hardware\/sleds\/\{sled_id\}/, 'sled'],
  [/^\/v1\/system\/hardware\/switches\/\{switch_id\}/, 'switch'],
  [/^\/v1\/system\/hardware\/disks\/\{disk_id\}/, 'physical-disk'],
  [/^\/v1\/system\/support-bundles\/\{bundle_id\}/, 'support-bundle'],
  [/^\/v1\/system\/networking\/address-lot\/\{address_lot\}/, 'address-lot'],
  [/^\/v1\/system\/identity-providers\/saml\/\{provider\}/, 'saml-identity-provider'],
  [/^\/v1\/system\/users-builtin\/\{user\}/, 'user-builtin'],
  [/^\/v1\/alert-receivers\/\{receiver\}/, 'alert-receiver'],
]

function checkScope(db: Db, name: OpName, spec: OperationSpec, actor: Actor, params: Record<string, string>) {
  if (SELF.has(name)) return
  const fleet = FLEET_PREFIXES.some((p) => spec.path.startsWith(p))
  // Silo and project resources are checked where they are looked up (auth in handlers, the
  // project guard in lookups), so a user with no role reading a project gets its 404, not a 403.
  if (!fleet) return
  const read = spec.method === 'GET' || spec.method === 'HEAD'
  const role = fleetRoleOf(db, actor.user.id)
  if (atLeast(role, read ? 'viewer' : 'admin')) return
  const item = FLEET_ITEMS.find(([re]) => re.test(spec.path))
  const key = item && params[/\{(\w+)\}/.exec(spec.path)![1]]
  // what the caller cannot even read is hidden; what it can read but not change is forbidden
  if (item && key && !atLeast(role, 'viewer')) throw notFound(item[1], key)
  throw forbidden()
}

/** Path parameters that nexus.json types as NameOrId (`port` and `address` are not, everywhere). */
const NAME_OR_ID = new Set([
  'address_lot',
  'affinity_group',
  'announce_set',
  'anti_affinity_group',
  'certificate',
  'disk',
  'external_subnet',
  'floating_ip',
  'gateway',
  'image',
  'instance',
  'interface',
  'pool',
  'probe',
  'project',
  'provider',
  'receiver',
  'route',
  'router',
  'silo',
  'snapshot',
  'ssh_key',
  'subnet',
  'user',
  'vpc',
])

function checkPathNames(params: Record<string, string>) {
  for (const [key, value] of Object.entries(params)) {
    if (NAME_OR_ID.has(key) && !isUuid(value) && nameProblem(value))
      throw new MockError(
        400,
        undefined,
        'bad parameter in URL path: data did not match any variant of untagged enum NameOrId',
      )
  }
}

/** serde's words for a value outside an enum, as dropshot reports a bad query string. */
function checkSortBy(spec: OperationSpec, sortBy: string | undefined) {
  const modes = spec.sortModes
  if (sortBy === undefined || !modes || modes.includes(sortBy)) return
  const q = modes.map((m) => `\`${m}\``)
  const expected = q.length === 1 ? q[0] : q.length === 2 ? `${q[0]} or ${q[1]}` : `one of ${q.join(', ')}`
  throw new MockError(
    400,
    undefined,
    `unable to parse query string: unknown variant \`${sortBy}\`, expected ${expected}`,
  )
}

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
export type Responder = (
  request: Request,
  cookies: Record<string, string>,
  body?: Uint8Array,
) => Promise<Response | undefined>

export function makeResponder(db: Db, handlers: Handlers, opts: AdapterOptions): Responder {
  const table = routes()
  const respond: Responder = async (request, cookies, body) => {
    const url = new URL(request.url)
    const repeated = repeatHook(request, url, body, (call) => respond(call, cookies))
    if (repeated) return repeated
    const hooked = testHook(db, request, url)
    if (hooked) return hooked
    const saml = await samlRoute(db, request, url, body)
    if (saml) return saml
    const hold = writeHold(db, request, url)
    // a dropped write never reaches the handler (its client went away); the answer goes nowhere
    if (hold && (await hold)) return errorResponse(internal('dropped by the test hook'), newId())
    // dropshot reads the version before it routes: a refused version is refused on every path
    const refused = checkApiVersion(
      request.headers.get('api-version'),
      sessionApiVersion(db, request) ?? opts.apiVersion,
    )
    if (refused) return errorResponse(refused, newId())
    let route: Route | undefined
    let match: RegExpExecArray | null = null
    for (const r of table) {
      if (r.spec.method !== request.method) continue
      match = r.re.exec(url.pathname)
      if (match) {
        route = r
        break
      }
    }
    if (!route || !match) {
      // dropshot: a path the API has, asked with a method it does not, is 405 (no error_code)
      if (table.some((r) => r.re.test(url.pathname))) return methodNotAllowed()
      return undefined
    }
    const params = Object.fromEntries(route.keys.map((k, i) => [k, decodeURIComponent(match![i + 1])]))
    const started = new Date().toISOString()
    const response = await handle(db, handlers, opts, route.name, route.spec, request, body, url, params, cookies)
    if (isAudited(route.spec, READS)) await recordAudit(db, route.spec, request, cookies, opts.mode, response, started)
    return response
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
    // dropshot parses the path before the handler authenticates: a bad name is a 400 even without credentials
    checkPathNames(params)
    await wait(opts.latency)
    advanceTransitions(db)
    const query = Object.fromEntries(url.searchParams) as Record<string, string | undefined>
    const actor = authenticate(db, request, cookies, opts.mode)
    if (!actor && !PUBLIC.has(name)) throw unauthorized()
    if (opts.chaos && !NO_CHAOS.has(name) && Math.random() < opts.chaos) {
      throw CHAOS[Math.floor(Math.random() * CHAOS.length)]()
    }
    if (actor && !PUBLIC.has(name)) checkScope(db, name, spec, actor, params)
    checkSortBy(spec, query.sort_by)
    for (const q of spec.requiredQueryParams) {
      if (!query[q]) throw badRequest(`unable to parse query string: missing field \`${q}\``)
    }
    const write = !(spec.method === 'GET' || spec.method === 'HEAD' || READS.has(name))
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
      body: await readBody(spec, request, bytes),
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
