import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as v from 'valibot'
import { generate, paths, type OpenApi, type Schema } from '../../scripts/gen-api'
import { toCamelCase, toSnakeCase } from '../../web/api/http'
import * as schemas from '../../web/api/generated/schemas'
import { operations } from '../../web/api/generated/operations'

const spec: OpenApi = JSON.parse(readFileSync(paths.spec, 'utf8'))
const generated = generate()

// --- the committed files are the generator's output

const Committed = suite('generated files')

for (const [file, text] of Object.entries(generated)) {
  Committed(`${file} is up to date (run \`npm run gen:api\` if this fails)`, () => {
    const committed = readFileSync(resolve(paths.out, file), 'utf8')
    assert.ok(committed === text, `web/api/generated/${file} differs from the generator output`)
  })
}

Committed('output is deterministic', () => {
  assert.equal(generate(), generated)
})

Committed.run()

// --- types.ts

const Types = suite('types.ts')
const typesText = generated['types.ts']

Types('exports every components.schemas entry under its own name', () => {
  const exported = [...typesText.matchAll(/^export type (\w+) =/gm)].map((m) => m[1]).sort()
  assert.equal(exported, Object.keys(spec.components.schemas).sort())
})

Types('time fields are Date, other date-times string, properties camelCase and optional when not required', () => {
  const block = (name: string) => typesText.slice(typesText.indexOf(`export type ${name} =`)).split('\n\n')[0]
  assert.match(block('Project'), /\n {2}timeCreated: Date\n/)
  assert.match(block('Instance'), /\n {2}autoRestartCooldownExpiration\?: Date \| null\n/)
  assert.match(block('LldpNeighbor'), /\n {2}firstSeen: string\n/)
  assert.match(block('ProjectResultsPage'), /\n {2}nextPage\?: string \| null\n/)
  assert.match(block('InstanceState'), /\| 'running'/)
})

Types('every property and parameter name survives camelCase and back (http.ts relies on it)', () => {
  const names = new Set<string>()
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk)
    if (!node || typeof node !== 'object') return
    const s = node as Schema
    for (const key of Object.keys(s.properties ?? {})) names.add(key)
    Object.values(node).forEach(walk)
  }
  walk(spec.components.schemas)
  for (const item of Object.values(spec.paths)) {
    for (const op of Object.values(item)) for (const p of op.parameters ?? []) names.add(p.name)
  }
  assert.ok(names.size > 300, `only ${names.size} names found`)
  for (const name of names) assert.is(toSnakeCase(toCamelCase(name)), name)
})

Types.run()

// --- schemas.ts

const Schemas = suite('schemas.ts')

Schemas('has a schema for every JSON or form request body of the called operations', () => {
  for (const op of Object.values(operations)) {
    if (op.bodyType === 'binary') continue
    if (op.bodySchema) assert.ok(schemas[op.bodySchema], `${op.name}: ${op.bodySchema} is missing`)
  }
})

Schemas('accepts the snake_case wire form, with unknown keys', () => {
  const ok = (schema: v.GenericSchema, input: unknown) =>
    assert.ok(v.safeParse(schema, input).success, JSON.stringify(v.safeParse(schema, input).issues?.[0]?.message))
  ok(schemas.ProjectCreateSchema, { name: 'mock-project', description: '', extra: true })
  ok(schemas.InstanceCreateSchema, {
    name: 'db3',
    description: 'a db',
    hostname: 'db3',
    memory: 1024 ** 3,
    ncpus: 2,
    boot_disk: { type: 'attach', name: 'disk-2' },
    ssh_public_keys: null,
    external_ips: [{ type: 'ephemeral' }],
  })
  ok(schemas.FloatingIpAttachSchema, { kind: 'instance', parent: 'db1' })
  ok(schemas.DeviceAuthRequestSchema, { client_id: '0b2dfcc2-2b8c-4a9f-9a7b-6f8e0a2b6a11' })
})

Schemas('rejects missing required fields, wrong types and values the server would refuse', () => {
  const bad = (schema: v.GenericSchema, input: unknown) => assert.not.ok(v.safeParse(schema, input).success)
  bad(schemas.ProjectCreateSchema, { description: '' }) // no name
  bad(schemas.ProjectCreateSchema, { name: 'ok', description: 5 }) // wrong type
  bad(schemas.ProjectCreateSchema, { name: 'Bad Name', description: '' }) // Name pattern
  bad(schemas.ProjectCreateSchema, { name: 'a'.repeat(64), description: '' }) // max 63
  bad(schemas.ProjectCreateSchema, { projectName: 'x', description: '' }) // camelCase is not the wire form
  bad(schemas.InstanceCreateSchema, { name: 'db3', description: '', hostname: 'db3', memory: 1.5, ncpus: 1 })
  bad(schemas.FloatingIpAttachSchema, { kind: 'vm', parent: 'db1' })
})

Schemas.run()

// --- operations.ts

const Ops = suite('operations.ts')

Ops('path params match the placeholders of each path', () => {
  for (const op of Object.values(operations)) {
    const placeholders = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1])
    assert.equal([...op.pathParams].sort(), placeholders.sort(), op.name)
  }
})

Ops('rows carry name, method, path, params, body kind and response type', () => {
  assert.equal(operations.projectCreate, {
    name: 'projectCreate',
    operationId: 'project_create',
    method: 'POST',
    path: '/v1/projects',
    pathParams: [],
    queryParams: [],
    requiredQueryParams: [],
    bodyType: 'json',
    bodySchema: 'ProjectCreateSchema',
    responseType: 'Project',
  })
  assert.is(operations.deviceAuthRequest.bodyType, 'form')
  assert.is(operations.systemUpdateRepositoryUpload.bodyType, 'binary')
  assert.is(operations.supportBundleHead.method, 'HEAD')
  assert.equal(operations.instanceCreate.requiredQueryParams, ['project'])
})

Ops.run()

// --- generator behaviour on shapes the pinned spec does not (yet) contain

const Shapes = suite('generate() on synthetic specs')

Shapes('recursive request bodies become v.lazy with an explicit type', async () => {
  const tree: Schema = {
    type: 'object',
    properties: { label: { type: 'string' }, children: { type: 'array', items: { $ref: '#/components/schemas/Tree' } } },
    required: ['label'],
  }
  const synthetic: OpenApi = {
    components: { schemas: { Tree: tree } },
    paths: {
      '/v1/trees': {
        post: {
          operationId: 'tree_create',
          requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/Tree' } } } },
          responses: { '201': { content: { 'application/json': { schema: { $ref: '#/components/schemas/Tree' } } } } },
        },
      },
    },
  }
  const out = generate(synthetic, [{ operationId: 'tree_create', method: 'POST', path: '/v1/trees' }])
  assert.match(out['schemas.ts'], 'export const TreeSchema: v.GenericSchema = v.looseObject({')
  assert.match(out['schemas.ts'], 'children: v.optional(v.array(v.lazy(() => TreeSchema))),')
  assert.match(out['types.ts'], 'children?: Tree[]')
  assert.match(out['operations.ts'], 'treeCreate: { params: { body: Tree }; data: Tree }')
})

Shapes('rejects a calls.tsv row whose method or path disagrees with nexus.json', () => {
  assert.throws(() => generate(spec, [{ operationId: 'project_list', method: 'POST', path: '/v1/projects' }]), /project_list/)
  assert.throws(() => generate(spec, [{ operationId: 'no_such_op', method: 'GET', path: '/v1/x' }]), /no_such_op/)
})

Shapes.run()
