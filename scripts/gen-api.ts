/**
 * Generates the typed API layer from the pinned OpenAPI document (the API client).
 *
 *   npm run gen:api
 *
 * Inputs:  api/nexus.json (schemas, operations) and api/calls.tsv
 *          (the operations the console calls; only those get a client method).
 * Outputs: web/api/generated/types.ts       TS types, camelCase, time fields as Date
 *          web/api/generated/schemas.ts     valibot schemas of request bodies (snake_case wire form)
 *          web/api/generated/operations.ts  one row per operation + the per-method param/data types
 *          web/api/generated/version.ts     API_VERSION, the spec's info.version (the `api-version` header)
 *
 * Output must be deterministic: test/api/generated.test.ts re-runs `generate()` and
 * compares with the committed files.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { isDateField, toCamelCase } from '../web/api/http.ts'

// ---------------------------------------------------------------------------
// Input shapes (only the parts of OpenAPI 3.0 that nexus.json uses)

export type Schema = {
  $ref?: string
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object'
  format?: string
  enum?: unknown[]
  oneOf?: Schema[]
  anyOf?: Schema[]
  allOf?: Schema[]
  properties?: Record<string, Schema>
  required?: string[]
  additionalProperties?: boolean | Schema
  items?: Schema
  nullable?: boolean
  description?: string
  title?: string
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  minItems?: number
  maxItems?: number
}

type Parameter = {
  in: 'path' | 'query' | 'header'
  name: string
  required?: boolean
  description?: string
  schema: Schema
}
type Operation = {
  operationId: string
  parameters?: Parameter[]
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> }
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>
}
export type OpenApi = {
  info?: { version?: string }
  paths: Record<string, Record<string, Operation>>
  components: { schemas: Record<string, Schema> }
}
export type CallRow = { operationId: string; method: string; path: string }

// ---------------------------------------------------------------------------
// Naming comes from the runtime (web/api/http.ts) so generated camelCase names and
// date types are exactly what arrives over the wire.

export const camelCase = toCamelCase
const pascalCase = (s: string) => camelCase(s).replace(/^./, (c) => c.toUpperCase())
const refName = (ref: string) => ref.slice(ref.lastIndexOf('/') + 1)

const propKey = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name))
const quote = (v: unknown) =>
  typeof v === 'string' ? `'${v.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'` : JSON.stringify(v)

/** First paragraph of a description, whitespace collapsed, capped so the types stay readable. */
function docText(s: Schema): string | undefined {
  const text = (s.description ?? '')
    .split(/\n\s*\n/)[0]
    .replace(/\s+/g, ' ')
    .trim()
  if (!text) return undefined
  const short = text.length > 200 ? text.slice(0, text.lastIndexOf(' ', 197)) + ' …' : text
  return short.replace(/\*\//g, '*\\/')
}
const docLine = (s: Schema, indent: string) => {
  const text = docText(s)
  return text ? `${indent}/** ${text} */\n` : ''
}

/** True when a TS type expression has a top-level `|` or `&` and needs parens inside `T[]` or `T | null`. */
function isCompound(t: string): boolean {
  let depth = 0
  let inQuote = false
  for (let i = 0; i < t.length; i++) {
    const c = t[i]
    if (inQuote) {
      if (c === '\\') i++
      else if (c === "'") inQuote = false
    } else if (c === "'") inQuote = true
    else if ('({[<'.includes(c)) depth++
    else if (')}]>'.includes(c)) depth--
    else if (depth === 0 && (c === '|' || c === '&')) return true
  }
  return false
}
const paren = (t: string) => (isCompound(t) ? `(${t})` : t)

const unique = <T>(xs: T[]) => [...new Set(xs)]

// ---------------------------------------------------------------------------
// TypeScript types (camelCase, the form the client hands to pages)

/** `field` is the snake_case property name, used only for the calls date rule. */
function tsType(s: Schema, indent: string, field?: string): string {
  const t = tsBase(s, indent, field)
  return s.nullable && t !== 'unknown' ? `${paren(t)} | null` : t
}

function tsBase(s: Schema, indent: string, field?: string): string {
  if (s.$ref) return refName(s.$ref)
  if (s.allOf) {
    const parts = unique(s.allOf.map((p) => tsType(p, indent, field)))
    return parts.length === 1 ? parts[0] : parts.map(paren).join(' & ')
  }
  const members = s.oneOf ?? s.anyOf
  if (members) return tsUnion(members, indent, field)
  if (s.enum) return s.enum.map(quote).join(' | ')
  switch (s.type) {
    case 'string':
      if (s.format === 'date-time' && field !== undefined && isDateField(field)) return 'Date'
      if (s.format === 'binary') return 'Blob'
      return 'string'
    case 'integer':
    case 'number':
      return 'number'
    case 'boolean':
      return 'boolean'
    case 'array':
      // The runtime converts array items under a timestamp-named key too (http.ts).
      return `${paren(tsType(s.items ?? {}, indent, field))}[]`
  }
  if (s.properties || s.type === 'object') return tsObject(s, indent)
  return 'unknown'
}

function tsObject(s: Schema, indent: string): string {
  const extra = s.additionalProperties
  const map =
    extra && typeof extra === 'object' && Object.keys(extra).length > 0
      ? `Record<string, ${tsType(extra, indent)}>`
      : 'Record<string, unknown>'
  const props = Object.entries(s.properties ?? {})
  if (props.length === 0) return map
  const inner = indent + '  '
  const required = new Set(s.required ?? [])
  const lines = props.map(
    ([name, p]) =>
      `${docLine(p, inner)}${inner}${propKey(camelCase(name))}${required.has(name) ? '' : '?'}: ${tsType(p, inner, name)}`,
  )
  return `{\n${lines.join('\n')}\n${indent}}`
}

function tsUnion(members: Schema[], indent: string, field?: string): string {
  const parts = members.map((m) => ({ doc: docText(m), type: tsType(m, indent + '  ', field) }))
  const types = unique(parts.map((p) => p.type))
  if (types.length === 1) return types[0]
  // Short unions of plain literals/names read best on one line.
  const multiline = parts.some((p) => p.doc || p.type.includes('\n')) || types.join(' | ').length > 80
  if (!multiline) return types.join(' | ')
  const seen = new Set<string>()
  const lines: string[] = []
  for (const p of parts) {
    if (seen.has(p.type)) continue
    seen.add(p.type)
    if (p.doc) lines.push(`${indent}  /** ${p.doc} */`)
    lines.push(`${indent}  | ${p.type}`)
  }
  return `\n${lines.join('\n')}`
}

/** Multi-line unions start with a newline; everything else follows `=` after a space. */
const spaced = (t: string) => (t.startsWith('\n') ? t : ` ${t}`)

function genTypes(spec: OpenApi): string {
  const out = [HEADER, '']
  for (const [name, s] of Object.entries(spec.components.schemas).sort(([a], [b]) => cmp(a, b))) {
    out.push(`${docLine(s, '')}export type ${name} =${spaced(tsType(s, ''))}`, '')
  }
  return out.join('\n')
}

// ---------------------------------------------------------------------------
// valibot schemas (snake_case wire form, what the server — or the mock — receives).
// Loose on purpose: unknown keys pass and string formats (uuid, ip, date-time) are
// not checked; the constraints the server states itself (patterns, lengths, integer
// ranges, required fields, types) are enforced so the mock can answer 400 like it.

type VCtx = { cyclic: Set<string>; indent: string }
const deeper = (ctx: VCtx): VCtx => ({ ...ctx, indent: ctx.indent + '  ' })

function vSchema(s: Schema, ctx: VCtx): string {
  const base = vBase(s, ctx)
  return s.nullable ? `v.nullable(${base})` : base
}

function vBase(s: Schema, ctx: VCtx): string {
  if (s.$ref) {
    const name = refName(s.$ref)
    // Lazy only where a reference loops back, so ordinary schemas keep inferred types.
    return ctx.cyclic.has(name) ? `v.lazy(() => ${name}Schema)` : `${name}Schema`
  }
  if (s.allOf) {
    const parts = unique(s.allOf.map((p) => vSchema(p, ctx)))
    return parts.length === 1 ? parts[0] : `v.intersect([${parts.join(', ')}])`
  }
  const members = s.oneOf ?? s.anyOf
  if (members) {
    const literals = members.every((m) => m.enum && !m.nullable) ? members.flatMap((m) => m.enum!) : undefined
    if (literals) return `v.picklist([${unique(literals).map(quote).join(', ')}])`
    const parts = unique(members.map((m) => vSchema(m, ctx)))
    if (parts.length === 1) return parts[0]
    // Tagged enums (serde `tag = "..."`) become variants: faster, and errors name the tag.
    const tag = tagOf(members)
    return tag ? `v.variant('${tag}', [${parts.join(', ')}])` : `v.union([${parts.join(', ')}])`
  }
  if (s.enum)
    return s.enum.length === 1 ? `v.literal(${quote(s.enum[0])})` : `v.picklist([${s.enum.map(quote).join(', ')}])`
  switch (s.type) {
    case 'string': {
      const checks: string[] = []
      if (s.pattern) checks.push(`v.regex(${regexLiteral(s.pattern)})`)
      if (s.minLength !== undefined) checks.push(`v.minLength(${s.minLength})`)
      if (s.maxLength !== undefined) checks.push(`v.maxLength(${s.maxLength})`)
      return pipe('v.string()', checks)
    }
    case 'integer':
    case 'number': {
      const checks = s.type === 'integer' ? ['v.integer()'] : []
      if (s.minimum !== undefined) checks.push(`v.minValue(${s.minimum})`)
      if (s.maximum !== undefined) checks.push(`v.maxValue(${s.maximum})`)
      return pipe('v.number()', checks)
    }
    case 'boolean':
      return 'v.boolean()'
    case 'array': {
      const checks: string[] = []
      if (s.minItems !== undefined) checks.push(`v.minLength(${s.minItems})`)
      if (s.maxItems !== undefined) checks.push(`v.maxLength(${s.maxItems})`)
      return pipe(`v.array(${vSchema(s.items ?? {}, ctx)})`, checks)
    }
  }
  if (s.properties) {
    const required = new Set(s.required ?? [])
    const entries = Object.entries(s.properties).map(([name, p]) => {
      const inner = vSchema({ ...p, nullable: false }, deeper(ctx))
      // Optional or nullable fields deserialize as Option<T> on the server: absent and null both pass.
      const wrapped = p.nullable ? `v.nullish(${inner})` : required.has(name) ? inner : `v.optional(${inner})`
      return `${ctx.indent}  ${propKey(name)}: ${wrapped},`
    })
    return `v.looseObject({\n${entries.join('\n')}\n${ctx.indent}})`
  }
  const extra = s.additionalProperties
  if (extra && typeof extra === 'object' && Object.keys(extra).length > 0) {
    return `v.record(v.string(), ${vSchema(extra, ctx)})`
  }
  if (s.type === 'object') return 'v.record(v.string(), v.unknown())'
  return 'v.unknown()'
}

/** The property every member object pins to one literal, if there is one. */
function tagOf(members: Schema[]): string | undefined {
  const first = members[0].properties ?? {}
  return Object.keys(first).find((key) =>
    members.every((m) => !m.nullable && m.required?.includes(key) && m.properties?.[key]?.enum?.length === 1),
  )
}

const pipe = (base: string, checks: string[]) => (checks.length ? `v.pipe(${base}, ${checks.join(', ')})` : base)
// The constructor form needs no escaping of the spec's pattern text.
const regexLiteral = (pattern: string) => `new RegExp(${JSON.stringify(pattern)})`

/** Names referenced (directly) by a schema. */
function refsOf(s: unknown, acc = new Set<string>()): Set<string> {
  if (Array.isArray(s)) s.forEach((x) => refsOf(x, acc))
  else if (s && typeof s === 'object') {
    for (const [k, v] of Object.entries(s)) {
      if (k === '$ref' && typeof v === 'string') acc.add(refName(v))
      else refsOf(v, acc)
    }
  }
  return acc
}

/** Names of request bodies of the called operations: the roots of schemas.ts. */
function bodyRoots(ops: ResolvedOp[]): string[] {
  return unique(ops.flatMap((o) => (o.body?.ref ? [o.body.ref] : []))).sort(cmp)
}

function genSchemas(spec: OpenApi, ops: ResolvedOp[]): string {
  const all = spec.components.schemas
  // Depth-first post-order gives dependencies first; a reference to a schema still on
  // the stack is a cycle and becomes v.lazy (with an explicit type on the target).
  const order: string[] = []
  const state = new Map<string, 'visiting' | 'done'>()
  const cyclic = new Set<string>()
  const visit = (name: string) => {
    if (state.get(name) === 'done') return
    if (state.get(name) === 'visiting') return void cyclic.add(name)
    state.set(name, 'visiting')
    for (const dep of [...refsOf(all[name])].sort(cmp)) visit(dep)
    state.set(name, 'done')
    order.push(name)
  }
  bodyRoots(ops).forEach(visit)

  const out = [HEADER, "import * as v from 'valibot'", '']
  for (const name of order) {
    const s = all[name]
    const annotation = cyclic.has(name) ? ': v.GenericSchema' : ''
    out.push(`${docLine(s, '')}export const ${name}Schema${annotation} = ${vSchema(s, { cyclic, indent: '' })}`, '')
  }
  return out.join('\n')
}

// ---------------------------------------------------------------------------
// Operations table (one row per calls.tsv operation)

type BodyKind = 'json' | 'form' | 'binary'
type ResolvedOp = {
  name: string
  operationId: string
  method: string
  path: string
  pathParams: Parameter[]
  queryParams: Parameter[]
  body?: { kind: BodyKind; ref?: string; schema: Schema; required: boolean }
  response: string
}

const BODY_KINDS: Record<string, BodyKind> = {
  'application/json': 'json',
  'application/x-www-form-urlencoded': 'form',
  'application/octet-stream': 'binary',
}

function resolveOps(spec: OpenApi, calls: CallRow[]): ResolvedOp[] {
  const byId = new Map<string, { method: string; path: string; op: Operation }>()
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(item))
      byId.set(op.operationId, { method: method.toUpperCase(), path, op })
  }
  const seen = new Set<string>()
  const ops: ResolvedOp[] = []
  for (const row of calls) {
    if (seen.has(row.operationId)) continue // calls.tsv lists a few operations under two screens
    seen.add(row.operationId)
    const found = byId.get(row.operationId)
    if (!found) throw new Error(`calls.tsv: ${row.operationId} is not in nexus.json`)
    const { op } = found
    if (found.method !== row.method || found.path !== row.path) {
      throw new Error(`calls.tsv: ${row.operationId} is ${found.method} ${found.path} in nexus.json`)
    }
    const params = op.parameters ?? []
    const [contentType, content] = Object.entries(op.requestBody?.content ?? {})[0] ?? []
    ops.push({
      name: camelCase(row.operationId),
      operationId: row.operationId,
      method: row.method,
      path: row.path,
      pathParams: params.filter((p) => p.in === 'path'),
      queryParams: params.filter((p) => p.in === 'query'),
      body: content && {
        kind: BODY_KINDS[contentType!] ?? 'binary',
        ref: content.schema.$ref && refName(content.schema.$ref),
        schema: content.schema,
        required: op.requestBody?.required ?? false,
      },
      response: responseType(op),
    })
  }
  return ops.sort((a, b) => cmp(a.name, b.name))
}

function responseType(op: Operation): string {
  const ok = Object.keys(op.responses)
    .filter((code) => /^2\d\d$/.test(code))
    .sort()[0]
  if (!ok) return 'unknown' // e.g. `default` for downloads, 101 for the WebSocket upgrade, 303 for SAML
  const schema = op.responses[ok].content?.['application/json']?.schema
  return schema ? tsType(schema, '  ') : 'void'
}

function paramsType(params: Parameter[], indent: string): string {
  const lines = params.map((p) => {
    const optional = p.required ? '' : '?'
    return `${docLine({ description: p.description ?? p.schema.description }, indent + '  ')}${indent}  ${propKey(camelCase(p.name))}${optional}: ${tsType(p.schema, indent + '  ', p.name)}`
  })
  return `{\n${lines.join('\n')}\n${indent}}`
}

function bodyType(body: NonNullable<ResolvedOp['body']>): string {
  if (body.kind === 'binary') return 'RawBody'
  return body.ref ?? tsType(body.schema, '  ')
}

function genOperations(spec: OpenApi, ops: ResolvedOp[]): string {
  // Import exactly the schema types the params, bodies and responses mention.
  const used = new Set<string>()
  for (const op of ops) {
    refsOf(
      [...op.pathParams, ...op.queryParams].map((p) => p.schema),
      used,
    )
    if (op.body) refsOf(op.body.schema, used)
  }
  for (const op of ops) for (const m of op.response.matchAll(/\b[A-Z]\w*\b/g)) used.add(m[0])
  used.delete('Date')
  used.delete('Blob')
  const imports = [...used].sort(cmp).map((n) => `  ${n},`)
  const out = [
    HEADER,
    'import type {',
    ...imports,
    "} from './types'",
    "import type * as Schemas from './schemas'",
    '',
    OPERATIONS_PRELUDE,
  ]

  // Named param types, so pages can write `ProjectListQueryParams` instead of digging in ParamsOf.
  for (const op of ops) {
    const base = pascalCase(op.operationId)
    if (op.pathParams.length) out.push(`export type ${base}PathParams = ${paramsType(op.pathParams, '')}`, '')
    if (op.queryParams.length) out.push(`export type ${base}QueryParams = ${paramsType(op.queryParams, '')}`, '')
  }

  out.push('/** Params and data of every client method (web/api/client.ts maps this to `api`). */')
  out.push('export interface ApiOperations {')
  for (const op of ops) {
    const base = pascalCase(op.operationId)
    const parts: string[] = []
    if (op.pathParams.length) parts.push(`path: ${base}PathParams`)
    if (op.queryParams.length) {
      parts.push(`query${op.queryParams.some((p) => p.required) ? '' : '?'}: ${base}QueryParams`)
    }
    if (op.body) parts.push(`body${op.body.required ? '' : '?'}: ${bodyType(op.body)}`)
    const params = parts.length ? `{ ${parts.join('; ')} }` : 'NoParams'
    out.push(`  ${op.name}: { params: ${params}; data: ${op.response} }`)
  }
  out.push('}', '')

  out.push('export const operations: { [K in keyof ApiOperations]: OperationSpec<K> } = {')
  for (const op of ops) {
    const fields = [
      `name: '${op.name}'`,
      `operationId: '${op.operationId}'`,
      `method: '${op.method}'`,
      `path: '${op.path}'`,
      `pathParams: [${op.pathParams.map((p) => quote(p.name)).join(', ')}]`,
      `queryParams: [${op.queryParams.map((p) => quote(p.name)).join(', ')}]`,
      `requiredQueryParams: [${op.queryParams
        .filter((p) => p.required)
        .map((p) => quote(p.name))
        .join(', ')}]`,
    ]
    if (op.body) fields.push(`bodyType: '${op.body.kind}'`)
    if (op.body?.ref) fields.push(`bodySchema: '${op.body.ref}Schema'`)
    const sortModes = sortModesOf(spec, op)
    if (sortModes) fields.push(`sortModes: [${sortModes.map(quote).join(', ')}]`)
    fields.push(`responseType: ${quote(op.response.replace(/\s+/g, ' '))}`)
    out.push(`  ${op.name}: { ${fields.join(', ')} },`)
  }
  out.push('}', '')
  return out.join('\n')
}

/** The enum values of an operation's \`sort_by\` (NameOrIdSortMode, IdSortMode, ...), in nexus.json's order. */
function sortModesOf(spec: OpenApi, op: ResolvedOp): string[] | undefined {
  const param = op.queryParams.find((p) => p.name === 'sort_by')
  if (!param) return undefined
  const schema = param.schema.$ref ? spec.components.schemas[refName(param.schema.$ref)] : param.schema
  const values = (schema.oneOf ?? [schema]).flatMap((s) => s.enum ?? [])
  return values.length ? values.map(String) : undefined
}

/**
 * The client's runtime table: just 'METHOD /path' per operation (plus the body encoding where it is
 * not JSON). The full operations table is ~70 KB of text the browser never needs; this is ~15 KB,
 * which keeps the first route within its size budget (the quality bars).
 */
function genRoutes(ops: ResolvedOp[]): string {
  const out = [HEADER, "import type { ApiOperations } from './operations'", '']
  out.push('export const routes: { [K in keyof ApiOperations]: string } = {')
  for (const op of ops) out.push(`  ${op.name}: '${op.method} ${op.path}',`)
  out.push('}', '')
  out.push('/** Operations whose body is not JSON. */')
  out.push("export const bodyTypes: { [K in keyof ApiOperations]?: 'form' | 'binary' } = {")
  for (const op of ops) if (op.body && op.body.kind !== 'json') out.push(`  ${op.name}: '${op.body.kind}',`)
  out.push('}', '')
  // a request carries only the query parameters its operation declares: the client drops any other
  out.push('/** The query parameters each operation declares (snake_case, space-separated). */')
  out.push('export const queryParams: { [K in keyof ApiOperations]: string } = {')
  for (const op of ops) out.push(`  ${op.name}: '${op.queryParams.map((p) => p.name).join(' ')}',`)
  out.push('}', '')
  return out.join('\n')
}

const OPERATIONS_PRELUDE = `export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE'

/** Raw request bodies (uploads, SAML assertions) are sent as-is. */
export type RawBody = Blob | ArrayBuffer | ArrayBufferView | URLSearchParams | string

/** Methods without path, query or body parts. */
export type NoParams = Record<string, never>

/** One operation of calls.tsv. Parameter names are the snake_case wire names. */
export type OperationSpec<Name extends string = string> = {
  name: Name
  operationId: string
  method: HttpMethod
  /** The api_path template, e.g. '/v1/projects/{project}'. */
  path: string
  pathParams: readonly string[]
  queryParams: readonly string[]
  requiredQueryParams: readonly string[]
  /** How the body is encoded: JSON, form-urlencoded, or raw bytes. */
  bodyType?: 'json' | 'form' | 'binary'
  /** Export name in ./schemas.ts of the valibot schema for the (snake_case) body. */
  bodySchema?: keyof typeof Schemas
  /** The values \`sort_by\` takes, the default first, when the operation lists with one. */
  sortModes?: readonly string[]
  /** The TS type of the success data, for reference. */
  responseType: string
}
`

// ---------------------------------------------------------------------------
// Entry points

const HEADER = '// Generated by scripts/gen-api.ts from api/nexus.json. Do not edit; run `npm run gen:api`.'

/** Plain code-unit order, so output does not depend on the machine's locale. */
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

const here = dirname(fileURLToPath(import.meta.url))
export const paths = {
  spec: resolve(here, '../api/nexus.json'),
  calls: resolve(here, '../api/calls.tsv'),
  out: resolve(here, '../web/api/generated'),
}

export function parseCalls(tsv: string): CallRow[] {
  const [header, ...rows] = tsv
    .trim()
    .split('\n')
    .map((line) => line.split('\t'))
  const col = (name: string) => header.indexOf(name)
  const [id, method, path] = [col('operation_id'), col('api_method'), col('api_path')]
  return rows.map((r) => ({ operationId: r[id], method: r[method], path: r[path] }))
}

/**
 * Calls the rules: calls lists that calls.tsv has no row for. the rules: calls: "/vpc-router-routes: list,
 * create, and view, update and delete by {route}"; calls.tsv has all but create, without
 * which a router's routes-new page (the rules: screens) cannot work.
 */
export const SPEC_ONLY_CALLS: CallRow[] = [
  { operationId: 'vpc_router_route_create', method: 'POST', path: '/v1/vpc-router-routes' },
]

/**
 * nexus.json operations the issues need beyond calls.tsv (and the rules: calls). Issue "The remaining
 * operator and silo screens": adding sleds goes through rack membership; calls.tsv lists the add
 * (rack_membership_add_sleds) but not the change's status or its abort, without which the page
 * cannot show progress or let an operator back out. Keep this list short and say why per entry.
 */
export const EXTRA_OPERATIONS: CallRow[] = [
  // progress of the membership change started by adding sleds
  { operationId: 'rack_membership_status', method: 'GET', path: '/v1/system/hardware/racks/{rack_id}/membership' },
  // abort that change (confirmed in the UI)
  {
    operationId: 'rack_membership_abort',
    method: 'POST',
    path: '/v1/system/hardware/racks/{rack_id}/membership/abort',
  },
  // (subnet pools) and (external subnets): the pinned API's subnet pool and
  // external subnet calls, which calls.tsv predates
  { operationId: 'external_subnet_list', method: 'GET', path: '/v1/external-subnets' },
  { operationId: 'external_subnet_create', method: 'POST', path: '/v1/external-subnets' },
  { operationId: 'external_subnet_view', method: 'GET', path: '/v1/external-subnets/{external_subnet}' },
  { operationId: 'external_subnet_update', method: 'PUT', path: '/v1/external-subnets/{external_subnet}' },
  { operationId: 'external_subnet_delete', method: 'DELETE', path: '/v1/external-subnets/{external_subnet}' },
  { operationId: 'external_subnet_attach', method: 'POST', path: '/v1/external-subnets/{external_subnet}/attach' },
  { operationId: 'external_subnet_detach', method: 'POST', path: '/v1/external-subnets/{external_subnet}/detach' },
  { operationId: 'instance_external_subnet_list', method: 'GET', path: '/v1/instances/{instance}/external-subnets' },
  { operationId: 'subnet_pool_list', method: 'GET', path: '/v1/subnet-pools' },
  { operationId: 'subnet_pool_view', method: 'GET', path: '/v1/subnet-pools/{pool}' },
  { operationId: 'silo_subnet_pool_list', method: 'GET', path: '/v1/system/silos/{silo}/subnet-pools' },
  { operationId: 'system_subnet_pool_list', method: 'GET', path: '/v1/system/subnet-pools' },
  { operationId: 'system_subnet_pool_create', method: 'POST', path: '/v1/system/subnet-pools' },
  { operationId: 'system_subnet_pool_view', method: 'GET', path: '/v1/system/subnet-pools/{pool}' },
  { operationId: 'system_subnet_pool_update', method: 'PUT', path: '/v1/system/subnet-pools/{pool}' },
  { operationId: 'system_subnet_pool_delete', method: 'DELETE', path: '/v1/system/subnet-pools/{pool}' },
  { operationId: 'system_subnet_pool_member_list', method: 'GET', path: '/v1/system/subnet-pools/{pool}/members' },
  { operationId: 'system_subnet_pool_member_add', method: 'POST', path: '/v1/system/subnet-pools/{pool}/members/add' },
  {
    operationId: 'system_subnet_pool_member_remove',
    method: 'POST',
    path: '/v1/system/subnet-pools/{pool}/members/remove',
  },
  { operationId: 'system_subnet_pool_silo_list', method: 'GET', path: '/v1/system/subnet-pools/{pool}/silos' },
  { operationId: 'system_subnet_pool_silo_link', method: 'POST', path: '/v1/system/subnet-pools/{pool}/silos' },
  { operationId: 'system_subnet_pool_silo_update', method: 'PUT', path: '/v1/system/subnet-pools/{pool}/silos/{silo}' },
  {
    operationId: 'system_subnet_pool_silo_unlink',
    method: 'DELETE',
    path: '/v1/system/subnet-pools/{pool}/silos/{silo}',
  },
  {
    operationId: 'system_subnet_pool_utilization_view',
    method: 'GET',
    path: '/v1/system/subnet-pools/{pool}/utilization',
  },
  // (disk adoption): unadopted disks and the adoption requests that let the control
  // plane take them into use, which calls.tsv predates
  { operationId: 'physical_disk_list_unadopted', method: 'GET', path: '/v1/system/hardware/disks-unadopted' },
  {
    operationId: 'physical_disk_list_adoption_requests',
    method: 'GET',
    path: '/v1/system/hardware/disk-adoption-requests',
  },
  { operationId: 'physical_disk_enable_adoption', method: 'PUT', path: '/v1/system/hardware/disk-adoption-request' },
  {
    operationId: 'physical_disk_disable_adoption',
    method: 'DELETE',
    path: '/v1/system/hardware/disk-adoption-request/{physical_disk_adoption_req_id}',
  },
  // points 2 and 4 (multicast groups; rack networking leftovers): the pinned API's
  // multicast calls, BGP config update and the fleet networking settings, which calls.tsv predates
  { operationId: 'multicast_group_list', method: 'GET', path: '/v1/multicast-groups' },
  { operationId: 'multicast_group_view', method: 'GET', path: '/v1/multicast-groups/{multicast_group}' },
  { operationId: 'multicast_group_member_list', method: 'GET', path: '/v1/multicast-groups/{multicast_group}/members' },
  { operationId: 'instance_multicast_group_list', method: 'GET', path: '/v1/instances/{instance}/multicast-groups' },
  {
    operationId: 'instance_multicast_group_join',
    method: 'PUT',
    path: '/v1/instances/{instance}/multicast-groups/{multicast_group}',
  },
  {
    operationId: 'instance_multicast_group_leave',
    method: 'DELETE',
    path: '/v1/instances/{instance}/multicast-groups/{multicast_group}',
  },
  { operationId: 'networking_bgp_config_update', method: 'PUT', path: '/v1/system/networking/bgp' },
  { operationId: 'system_networking_settings_view', method: 'GET', path: '/v1/system/networking/settings' },
  { operationId: 'system_networking_settings_update', method: 'PUT', path: '/v1/system/networking/settings' },
  // (the remaining calls), which calls.tsv predates: the alerts themselves (their
  // history and one alert's page), moving a pool between silos and rack services, and ending a
  // recovery's suspension of automatic update
  { operationId: 'alert_list', method: 'GET', path: '/v1/alerts' },
  { operationId: 'alert_view', method: 'GET', path: '/v1/alerts/{alert_id}' },
  { operationId: 'system_ip_pool_assign', method: 'POST', path: '/v1/system/ip-pools/{pool}/assignment' },
  { operationId: 'system_update_recovery_finish', method: 'PUT', path: '/v1/system/update/recovery-finish' },
]

/**
 * The version every request names in its `api-version` header: Nexus serves several API
 * versions and answers a request that names none with its newest, which may have renamed or added
 * required fields since the description this console was built from.
 */
function genVersion(spec: OpenApi): string {
  const version = spec.info?.version ?? '0.0.0'
  return `${HEADER}
/** info.version of api/nexus.json: sent as \`api-version\` on every API request. */
export const API_VERSION = '${version.replace(/['\\]/g, '')}'
`
}

/** Returns file name -> contents for web/api/generated. Pure given its inputs. */
export function generate(
  spec: OpenApi = JSON.parse(readFileSync(paths.spec, 'utf8')),
  calls: CallRow[] = [...parseCalls(readFileSync(paths.calls, 'utf8')), ...SPEC_ONLY_CALLS, ...EXTRA_OPERATIONS],
): Record<string, string> {
  const ops = resolveOps(spec, calls)
  return {
    'types.ts': genTypes(spec),
    'schemas.ts': genSchemas(spec, ops),
    'operations.ts': genOperations(spec, ops),
    'routes.ts': genRoutes(ops),
    'version.ts': genVersion(spec),
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  mkdirSync(paths.out, { recursive: true })
  for (const [file, text] of Object.entries(generate())) {
    writeFileSync(resolve(paths.out, file), text)
    console.log(`wrote web/api/generated/${file} (${text.length} bytes)`)
  }
}
