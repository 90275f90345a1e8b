import type { ReactNode } from 'react'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { SWRConfig } from 'swr'
import { swrConfig } from '../../web/api/hooks'
import { useWrite, type Write } from '../../web/api/writes'
import { useQuery, type Read } from '../../web/api/reads'
import { render, withDom } from '../../test-support/dom'
import { holds, until } from '../../test-support/until'

/** useQuery's answers of several calls: one operation over a list of params, and a Read. */
const Reads = suite('useQuery of several calls')
withDom(Reads)

/** GETs by path and query; `/v1/disks?project=bad` fails. */
let gets: Record<string, number> = {}
Reads.before.each(() => {
  gets = {}
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://x')
    const method = init?.method ?? 'GET'
    const at = `${url.pathname}${url.search}`
    if (method === 'GET') gets[at] = (gets[at] ?? 0) + 1
    if (url.searchParams.get('project') === 'bad')
      return new Response(JSON.stringify({ message: 'no', request_id: 'r' }), { status: 500, headers: { 'content-type': 'application/json' } })
    const body = method === 'GET' ? { items: [{ name: url.searchParams.get('project') }], nextPage: null } : {}
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })
  }) as typeof fetch
})

const wrap = (node: ReactNode) => <SWRConfig value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0 }}>{node}</SWRConfig>

let write: Write
let many: { data?: unknown[]; error?: unknown }
const paramsOf = (projects: string[]) => projects.map((project) => ({ query: { project } }))
function Many({ projects }: { projects: string[] }) {
  many = useQuery('diskList', paramsOf(projects))
  write = useWrite()
  return null
}
function Settled({ projects }: { projects: string[] }) {
  many = useQuery('diskList', paramsOf(projects), { settle: true })
  return null
}

Reads('the same operation for each params answers in order, and a write to it revalidates them', async () => {
  render(wrap(<Many projects={['a', 'b']} />))
  await until(() => many.data, { what: 'both answers' })
  assert.equal(
    many.data!.map((d) => (d as { items: { name: string }[] }).items[0].name),
    ['a', 'b'],
  )
  await write('diskDelete', { path: { disk: 'd' }, query: { project: 'a' } })
  await until(() => gets['/v1/disks?project=a'] === 2 && gets['/v1/disks?project=b'] === 2, {
    what: () => `both lists read again after the write: ${JSON.stringify(gets)}`,
  })
})

Reads('without settle one failure fails the whole; with it the failed call is undefined in its place', async () => {
  render(wrap(<Many projects={['a', 'bad']} />))
  await until(() => many.error, { what: 'the failure' })
  assert.is(many.data, undefined)
  render(wrap(<Settled projects={['a', 'bad']} />))
  await until(() => many.data, { what: 'the settled answers' })
  assert.is(many.error, undefined)
  assert.equal(many.data!.length, 2)
  assert.ok(many.data![0])
  assert.is(many.data![1], undefined)
})

const names: Read<{ projects: string[] }, string[]> = {
  name: 'disk-names',
  reads: ['diskList'],
  load: async ({ projects }, call) =>
    (await Promise.all(projects.map((project) => call('diskList', { query: { project } })))).map((d) => d.items[0].name),
}
let read: { data?: string[] }
function Named({ projects }: { projects: string[] | null }) {
  read = useQuery(names, projects && { projects })
  write = useWrite()
  return null
}

Reads('a Read answers what its load makes of its calls, waits on null params, and a write to what it reads revalidates it', async () => {
  render(wrap(<Named projects={null} />))
  await holds(() => Object.keys(gets).length === 0, { what: 'no call while its params are null', window: 50 })
  render(wrap(<Named projects={['a', 'b']} />))
  await until(() => read.data, { what: 'the answer' })
  assert.equal(read.data, ['a', 'b'])
  await write('diskDelete', { path: { disk: 'd' }, query: { project: 'a' } })
  await until(() => gets['/v1/disks?project=a'] === 2 && gets['/v1/disks?project=b'] === 2, {
    what: 'read again after the write',
  })
  // once, as the write settles: nothing follows
  await holds(() => gets['/v1/disks?project=a'] === 2 && gets['/v1/disks?project=b'] === 2, {
    what: 'one read after the write',
    window: 100,
  })
})

Reads.run()
