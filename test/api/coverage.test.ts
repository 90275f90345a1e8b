/**
 * every operation of the pinned API (api/nexus.json) has a screen.
 *
 * "Called" means: the operation's client name (camelCase of its operationId) appears in a
 * .ts/.tsx file under web/pages or web/api (not web/api/generated) either as a string literal
 * ('name', "name" or `name`), which is how a method is passed to the hooks and call helpers
 * (useQuery('projectList', ...), useWrite, readOnce, ListTable's `method`, ...), or as
 * a member of the generated route table (`routes.name`), which is how web/api builds the one
 * URL no fetch can call (the serial console's WebSocket). Files that only *name* operations as
 * data, never call them, do not count: they are listed in NOT_CALLERS.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'

const root = join(import.meta.dirname, '../..')

/** Operations no console page calls, on purpose. Keep it short (: under ten). */
const EXCEPTIONS: Record<string, string> = {
  // the device flow's other half: the CLI asks for a code and polls for its token; the console
  // only confirms the code a user brings (deviceAuthConfirm on /device/verify)
  deviceAuthRequest: 'called by the CLI (oxide auth login), not a browser',
  deviceAccessToken: 'called by the CLI (oxide auth login), not a browser',
  // the SAML assertion consumer: the identity provider's page posts its response there; the console
  // only sends the browser to Nexus's redirect endpoint (web/api/saml.ts), never to this one
  loginSaml: "the identity provider's form POST (SAML), not the console's",
  // utilization is read through OxQL like every other chart: the fleet's and a silo's provisioned
  // capacity from collection_target:* by /v1/system/timeseries/query; siloMetric stays as the fallback for a silo
  // reader without a fleet role, who may not query OxQL at fleet scope
  systemMetric: 'superseded by OxQL (collection_target:*) on the utilization pages',
}

/** Files under web/api that name operations as data (tables), never as a call. */
const NOT_CALLERS = new Set([
  'web/api/invalidation.ts', // which queries a write revalidates
  'web/api/errors.ts', // error texts per operation
  'web/api/request-preview.ts', // CLI command names per operation
])

const camel = (id: string) => id.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())

type Spec = { paths: Record<string, Record<string, { operationId?: string }>> }
const spec = JSON.parse(readFileSync(join(root, 'api/nexus.json'), 'utf8')) as Spec
const operations = Object.values(spec.paths)
  .flatMap((methods) => Object.values(methods))
  .flatMap((op) => (op && typeof op === 'object' && op.operationId ? [camel(op.operationId)] : []))

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return path.endsWith(join('web', 'api', 'generated')) ? [] : sources(path)
    return /\.tsx?$/.test(name) ? [path] : []
  })
}

const files = [...sources(join(root, 'web/pages')), ...sources(join(root, 'web/api'))].filter(
  (f) => !NOT_CALLERS.has(relative(root, f).split('\\').join('/')),
)
const text = files.map((f) => readFileSync(f, 'utf8')).join('\n')
const literals = new Set([...text.matchAll(/['"`]([a-z][A-Za-z0-9]+)['"`]/g)].map((m) => m[1]))
const routeMembers = new Set([...text.matchAll(/\broutes\.([a-z][A-Za-z0-9]+)/g)].map((m) => m[1]))
const called = (op: string) => literals.has(op) || routeMembers.has(op)

const Coverage = suite('every operation of api/nexus.json is called by a page')

Coverage('the pinned API has its operations (a sanity check of the reading)', () => {
  assert.ok(operations.length > 300, `read ${operations.length} operations`)
  assert.ok(operations.includes('projectList'))
  assert.ok(called('projectList'), 'projectList is called by the projects page')
})

Coverage('every operation is called, an exception, or pending', () => {
  const missing = operations.filter((op) => !called(op) && !(op in EXCEPTIONS))
  assert.equal(missing, [], `operations no page calls: ${missing.join(', ')}`)
})

Coverage('the exceptions stay few, name real operations, and are not called after all', () => {
  const names = Object.keys(EXCEPTIONS)
  assert.ok(names.length < 10, `${names.length} exceptions`)
  assert.equal(
    names.filter((op) => !operations.includes(op)),
    [],
    'exceptions that are not operations',
  )
  assert.equal(
    names.filter(called),
    [],
    'exceptions that a page calls: remove them from EXCEPTIONS',
  )
})

Coverage('the definition of called finds a literal and a route-table member, and skips the data tables', () => {
  assert.ok(called('instanceSerialConsoleStream'), 'the serial console WebSocket is built from routes.*')
  assert.ok(!called('deviceAccessToken'))
})

Coverage.run()
