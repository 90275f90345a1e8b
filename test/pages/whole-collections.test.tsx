import { Suspense, type ComponentType, type ReactNode } from 'react'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { SWRConfig } from 'swr'
import { swrConfig } from '../../web/api/hooks'
import { render, withDom } from '../../test-support/dom'
import { holds, until } from '../../test-support/until'

/**
 * Pages that read a whole collection for a picker or a chart once asked for one page of 1,000
 * and used it as everything (test/api/single-page-reads.test.ts guards the code). Against a
 * server holding 1,500 of each collection, like dropshot paging by limit and page_token, each
 * now receives all 1,500.
 */
const Whole = suite('pickers and charts read every page')
withDom(Whole)

const TOTAL = 1500
/** Items served per path (all pages added up). */
let served = new Map<string, number>()

const item = (i: number) => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  name: `item-${String(i).padStart(5, '0')}`,
  description: '',
  asn: 65000,
  timeseries_name: `target:metric_${String(i).padStart(5, '0')}`,
  field_schema: [],
  datum_type: 'i64',
  units: 'count',
  authz_scope: 'fleet',
  version: 1,
  timestamp: new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString(),
  datum: { type: 'i64', datum: i },
  // a sled's (all in the first rack)
  rack_id: `00000000-0000-4000-8000-${'0'.repeat(12)}`,
  slot: i,
  state: 'active',
  policy: { kind: 'in_service', provision_policy: 'provisionable' },
  baseboard: { serial: `BRM${String(i).padStart(5, '0')}`, part: 'p', revision: 1 },
  usable_hardware_threads: 128,
  usable_physical_ram: 1024,
  reservoir_size: 512,
  ncpus: 1,
  memory: 1,
  time_created: '2026-01-01T00:00:00Z',
  time_modified: '2026-01-01T00:00:00Z',
})

Whole.before.each(() => {
  served = new Map()
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost')
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })
    if (!url.searchParams.has('limit') && !url.searchParams.has('page_token')) return json({ role_assignments: [] })
    const limit = Number(url.searchParams.get('limit') ?? 100)
    const start = Number(url.searchParams.get('page_token') ?? 0)
    // a sled's instances: a few each, so 1,500 sleds stay quick
    const total = /\/sleds\/[^/]+\/instances$/.test(url.pathname) ? 2 : TOTAL
    const items = Array.from({ length: Math.max(0, Math.min(limit, total - start)) }, (_, i) => {
      const it = item(start + i)
      // a schema's description is an object; elsewhere a string
      return url.pathname.endsWith('/timeseries/schemas') ? { ...it, description: { metric: 'm', target: 't' } } : it
    })
    served.set(url.pathname, (served.get(url.pathname) ?? 0) + items.length)
    return json({ items, next_page: start + items.length < total ? String(start + items.length) : null })
  }) as typeof fetch
})

const wrap = (node: ReactNode) => (
  <SWRConfig value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0 }}>
    <Suspense fallback={null}>{node}</Suspense>
  </SWRConfig>
)

const read = (p: string) => served.get(p) ?? 0
const counts = (paths: string[]) => paths.map((p) => `${p}: read ${read(p)} of ${TOTAL}`).join('; ')

/**
 * Waits for every path to have served the whole collection (it took over the 2 s this once allowed on a loaded
 * machine), then checks for a short while that none is read again.
 */
async function settle(paths: string[]) {
  await until(() => paths.every((p) => read(p) >= TOTAL), { what: () => `every page read; ${counts(paths)}` })
  await holds(() => paths.every((p) => read(p) === TOTAL), { what: `each read once; ${counts(paths)}`, window: 50 })
}

const cases: [name: string, load: () => Promise<ComponentType>, paths: string[]][] = [
  [
    'port settings: the address lot and BGP configuration pickers',
    async () => (await import('../../web/pages/system/networking/PortSettingsCreatePage')).default,
    ['/v1/system/networking/address-lot', '/v1/system/networking/bgp'],
  ],
  [
    'timeseries explorer: the schema list',
    async () => (await import('../../web/pages/system/timeseries/ExplorerPage')).default,
    ['/v1/system/timeseries/schemas'],
  ],
  [
    // the fleet and a fleet reader's silo read OxQL; a silo reader without a fleet role pages siloMetric
    'provisioned charts of a silo reader: every point of the range',
    async () => {
      const Chart = (await import('../../web/pages/common/metrics/ProvisionedChart')).default
      return () => <Chart scope="silo" />
    },
    ['/v1/metrics/cpus_provisioned', '/v1/metrics/ram_provisioned', '/v1/metrics/virtual_disk_space_provisioned'],
  ],
  [
    'rack fronts: every rack, sled and switch',
    async () => (await import('../../web/pages/system/inventory/RackFronts')).RackFronts,
    ['/v1/system/hardware/racks', '/v1/system/hardware/sleds', '/v1/system/hardware/switches'],
  ],
  [
    'my groups, for the roles granted through them',
    async () => {
      const { useSiloRole } = await import('../../web/pages/common/access/use-role')
      return () => {
        useSiloRole()
        return null
      }
    },
    ['/v1/me/groups'],
  ],
  [
    "an instance's affinity and anti-affinity groups",
    async () => {
      const { InstanceAffinityGroups } = await import('../../web/pages/project/instances/InstanceAffinityGroups')
      const instance = { ...item(0), name: 'web', runState: 'stopped' } as never
      return () => <InstanceAffinityGroups project="p" instance={instance} />
    },
    ['/v1/instances/web/affinity-groups', '/v1/instances/web/anti-affinity-groups'],
  ],
]

for (const [name, load, paths] of cases) {
  Whole(`${name}: all ${TOTAL} items, not a first page of 1,000`, async () => {
    const Page = await load()
    render(wrap(<Page />))
    await settle(paths)
    for (const p of paths) assert.is(served.get(p), TOTAL, `${p}: read ${served.get(p) ?? 0} of ${TOTAL}`)
  })
}

Whole('the schema list says when it shows only the first 100 matches', async () => {
  const Page = (await import('../../web/pages/system/timeseries/ExplorerPage')).default
  render(wrap(<Page />))
  await settle(['/v1/system/timeseries/schemas'])
  await until(() => document.body.textContent?.includes('Showing 100 of'), { what: 'the notice' })
  assert.match(document.body.textContent ?? '', 'Showing 100 of 1,500 schemas: search to narrow the list.')
})

Whole('window.oxql.schemas() lists every schema', async () => {
  const { oxql } = await import('../../web/api/devtools')
  const table = console.table
  console.table = () => {}
  try {
    const items = await oxql.schemas()
    assert.is(items?.length, TOTAL)
  } finally {
    console.table = table
  }
})

Whole('rack fronts draw the 1,500th sled, with no "first 1,000" notice', async () => {
  const { RackFronts } = await import('../../web/pages/system/inventory/RackFronts')
  render(wrap(<RackFronts />))
  await until(() => document.body.textContent?.includes('BRM01499'), { what: 'the 1,500th sled drawn' })
  assert.not.match(document.body.textContent ?? '', '1,000')
})

Whole.run()
