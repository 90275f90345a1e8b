/**
 * The checks the adapter (./adapter.ts) makes of a request before its handler runs, as the server
 * does: the caller's fleet scope, path names, the sort mode, and the body against its schema.
 */
import * as v from 'valibot'
import type { OperationSpec } from '../api/generated/operations'
import * as schemas from '../api/generated/schemas'
import { atLeast, fleetRoleOf, type Actor } from './auth'
import { parseBulkWriteBody } from './bulk-write-body'
import { checkSiloScoped, fleetWriteRole } from './silo-authz'
import type { Db } from './db'
import { forbidden, isUuid, MockError, nameProblem, notFound, unparsable } from './errors'
import type { OpName } from './handlers/ctx'
import { tokenQuery } from './handlers/paginate'

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
/** Fleet-scoped resources outside /v1/system. */
const FLEET_PREFIXES = ['/v1/system/', '/experimental/v1/system/', '/v1/alert', '/v1/alerts/', '/v1/webhook-']
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

/** The body types dropshot tells apart, by their media types. */
const MEDIA_TYPES = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  bytes: 'application/octet-stream',
  multipart: 'multipart/form-data',
} as const

/**
 * A typed body (JSON or form) must come with its own media type, checked from the header alone, in dropshot's
 * words: a missing Content-Type is taken for JSON, parameters (`; charset=utf-8`) are ignored, `application/*+json` is
 * JSON. Anything else is a 400, so a cross-site "simple" request (text/plain, a form post) never reaches a handler.
 * Raw bodies (an image's bytes, a SAML post) are not checked, as dropshot's untyped bodies are not.
 */
export function checkContentType(spec: OperationSpec, request: Request) {
  if (spec.bodyType !== 'json' && spec.bodyType !== 'form') return
  const header = request.headers.get('content-type') ?? MEDIA_TYPES.json
  // http's HeaderValue::to_str: visible ASCII, spaces and tabs only
  if (/[^\t\x20-\x7e]/.test(header))
    throw new MockError(400, undefined, 'invalid content type: failed to convert header to a str')
  const end = header.indexOf(';')
  const mime = (end === -1 ? header : header.slice(0, end)).trimEnd().toLowerCase()
  // dropshot's mime_split: type, then subtype and suffix at the first '+'
  const slash = mime.indexOf('/')
  const plus = mime.indexOf('+', slash + 1)
  const jsonSuffix =
    slash > 0 && mime.slice(0, slash) === 'application' && plus !== -1 && mime.slice(plus + 1) === 'json'
  const sent = Object.values(MEDIA_TYPES).find((m) => m === mime) ?? (jsonSuffix ? MEDIA_TYPES.json : undefined)
  if (!sent) throw new MockError(400, undefined, `unsupported content-type: ${mime}`)
  const expected = MEDIA_TYPES[spec.bodyType]
  if (sent !== expected) throw new MockError(400, undefined, `expected content type "${expected}", got "${sent}"`)
}

const MiB = 1024 * 1024
/**
 * The most body bytes an operation takes: dropshot's `request_body_max_bytes`, 1 MiB on Nexus's external API (omicron
 * sled-agent/src/services.rs, the external dropshot config's `default_request_body_max_bytes: 1048576`) but where an
 * endpoint sets its own (nexus/external-api/src/lib.rs: `DISK_BULK_WRITE_MAX_BYTES`, `PUT_UPDATE_REPOSITORY_MAX_BYTES`).
 */
export function bodyLimit(spec: OperationSpec): number {
  if (spec.operationId === 'disk_bulk_write_import') return 8 * MiB
  if (spec.operationId === 'system_update_repository_upload') return 4 * 1024 * MiB
  return MiB
}

/** dropshot's answer to a body past the limit (its body extractor reads up to the limit, then refuses). */
const bodyTooLarge = (limit: number) =>
  new MockError(400, undefined, `request body exceeded maximum size of ${limit} bytes`)

/** A body declared longer than the operation takes is refused without reading it. */
export function checkDeclaredLength(spec: OperationSpec, request: Request) {
  const declared = Number(request.headers.get('content-length') ?? NaN)
  if (spec.bodyType && declared > bodyLimit(spec)) throw bodyTooLarge(bodyLimit(spec))
}

const utf8 = new TextDecoder()

export async function readBody(spec: OperationSpec, request: Request, bytes: Uint8Array | undefined) {
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
    throw unparsable(
      `unable to parse JSON body: ${text ? 'expected value' : 'EOF while parsing a value'} at line 1 column 1`,
    )
  }
  const schema = spec.bodySchema && (schemas[spec.bodySchema] as v.GenericSchema | undefined)
  if (!schema) return json
  const result = v.safeParse(schema, json)
  if (!result.success) throw unparsable(parseMessage(result.issues))
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

export function checkScope(
  db: Db,
  name: OpName,
  spec: OperationSpec,
  actor: Actor,
  params: Record<string, string>,
  query: Record<string, string | undefined> = {},
) {
  if (SELF.has(name)) return
  const fleet = FLEET_PREFIXES.some((p) => spec.path.startsWith(p))
  // Silo and project resources are checked where they are looked up (auth in handlers, the
  // project guard in lookups), so a user with no role reading a project gets its 404, not a 403.
  if (!fleet) return
  // a silo's own things under /v1/system (the silo, its policy, users, providers) go by the silo's roles
  if (checkSiloScoped(db, name, actor, params, query)) return
  const read = spec.method === 'GET' || spec.method === 'HEAD'
  const role = fleetRoleOf(db, actor.user.id)
  if (atLeast(role, read ? 'viewer' : fleetWriteRole(name))) return
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

export function checkPathNames(params: Record<string, string>) {
  for (const [key, value] of Object.entries(params)) {
    if (NAME_OR_ID.has(key) && !isUuid(value) && nameProblem(value))
      throw new MockError(
        400,
        undefined,
        'bad parameter in URL path: data did not match any variant of untagged enum NameOrId',
      )
  }
}

/**
 * Query parameters by the type nexus.json gives them (the same type for a name wherever it appears), and serde's
 * words for a value that is not one, as dropshot's query extractor reports them.
 */
const QUERY_TYPES: [string[], (v: string) => string | undefined][] = [
  [['group', 'switch_port_id', 'rack_id'], (v) => (isUuid(v) ? undefined : `invalid value: \`${v}\``)],
  [
    ['project', 'vpc', 'silo', 'instance', 'router', 'gateway', 'receiver', 'port_settings', 'name_or_id'],
    (v) => (isUuid(v) || !nameProblem(v) ? undefined : 'data did not match any variant of untagged enum NameOrId'),
  ],
  [
    ['cascade', 'delivered', 'failed', 'pending', 'resend'],
    (v) => (v === 'true' || v === 'false' ? undefined : 'provided string was not `true` or `false`'),
  ],
  [
    ['asn', 'from_start', 'max_bytes', 'most_recent'],
    (v) =>
      /^\d+$/.test(v) ? undefined : v ? 'invalid digit found in string' : 'cannot parse integer from empty string',
  ],
]

/**
 * The query an operation is served with, or dropshot's 400 for one it cannot parse: a next page is its token's scan
 * (handlers/paginate.ts), whose sort order and selectors were checked on the first page; otherwise each parameter must
 * be of its type, `sort_by` one of the operation's modes and the required parameters present; `limit` a positive
 * integer either way.
 */
export function readQuery(spec: OperationSpec, url: URL): Record<string, string> {
  const sent = Object.fromEntries(url.searchParams)
  const paged = spec.queryParams.includes('page_token')
  const limit = sent.limit
  if (paged && limit !== undefined && !(/^\d+$/.test(limit) && Number(limit) >= 1))
    throw unparsable(`unable to parse query string: invalid value: \`${limit}\` for \`limit\``)
  if (paged && sent.page_token !== undefined) return tokenQuery(sent)
  for (const [keys, problem] of QUERY_TYPES)
    for (const key of keys) {
      const why = sent[key] !== undefined && spec.queryParams.includes(key) ? problem(sent[key]) : undefined
      if (why) throw unparsable(`unable to parse query string: ${why}`)
    }
  checkSortBy(spec, sent.sort_by)
  for (const q of spec.requiredQueryParams) {
    if (!sent[q]) throw unparsable(`unable to parse query string: missing field \`${q}\``)
  }
  return sent
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
