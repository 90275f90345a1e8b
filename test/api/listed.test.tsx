import { Component, type ReactNode } from 'react'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { SWRConfig, unstable_serialize } from 'swr'
import type { Instance } from '../../web/api/generated/types'
import { swrConfig } from '../../web/api/hooks'
import { useQuery } from '../../web/api/reads'
import { listedItem } from '../../web/api/listed'
import { render, withDom } from '../../test-support/dom'
import { until } from '../../test-support/until'

/**
 * : a click from the instances list paints the instance's page from the row the list
 * already holds, while the instance is read; the read still decides (a deleted instance is Not
 * found), and an answer with the same content does not render the page again.
 */
const Listed = suite('a detail page shown from the list it was opened from')
withDom(Listed)

const row = (name: string, runState = 'running') => ({
  id: `id-${name}`,
  name,
  description: '',
  hostname: name,
  memory: 1073741824,
  ncpus: 1,
  projectId: 'p-1',
  runState,
  // as the client parses them
  timeCreated: new Date('2026-11-20T10:00:00.000Z'),
  timeModified: new Date('2026-11-20T10:00:00.000Z'),
  timeRunStateUpdated: new Date('2026-11-20T10:00:00.000Z'),
})
const wire = (i: ReturnType<typeof row>) => ({
  id: i.id,
  name: i.name,
  description: i.description,
  hostname: i.hostname,
  memory: i.memory,
  ncpus: i.ncpus,
  project_id: i.projectId,
  run_state: i.runState,
  time_created: i.timeCreated.toISOString(),
  time_modified: i.timeModified.toISOString(),
  time_run_state_updated: i.timeRunStateUpdated.toISOString(),
})

/** What the instance read answers, and how often it was asked. */
let answer: { status: number; body: unknown } = { status: 200, body: {} }
let reads = 0
Listed.before.each(() => {
  reads = 0
  globalThis.fetch = (async () => {
    reads++
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    })
  }) as typeof fetch
})

/** A cache holding the project's list as the list page left it (SWR keeps each key's arguments in `_k`). */
function listCache(items: unknown[], project = 'p') {
  const cache = new Map<string, unknown>()
  const key = ['instanceList', { query: { project, limit: 50, sortBy: 'name_ascending' } }] as const
  cache.set(unstable_serialize(key), { data: { items, nextPage: null }, _k: key })
  return cache
}

let renders = 0
let shown: Instance | undefined
function InstancePage({ project, name }: { project: string; name: string }) {
  renders++
  const q = useQuery(
    'instanceView',
    { path: { instance: name }, query: { project } },
    {
      throwOnError: true,
      listed: { list: 'instanceList', params: (p) => p.query?.project === project, item: (i) => i.name === name },
    },
  )
  shown = q.data
  return <p>{q.data ? `${q.data.name} ${q.data.runState}` : 'Loading instance'}</p>
}

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {}
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  render() {
    return this.state.error ? <p>Failed: {this.state.error.message}</p> : this.props.children
  }
}

const page = (cache: Map<string, unknown>, name = 'db1') => (
  <SWRConfig value={{ ...swrConfig, provider: () => cache as never, dedupingInterval: 0 }}>
    <Boundary>
      <InstancePage project="p" name={name} />
    </Boundary>
  </SWRConfig>
)

Listed('listedItem finds an item in the cached pages whose params match, and nothing elsewhere', () => {
  const cache = listCache([row('db1'), row('web1')])
  const find = (project: string, name: string) =>
    listedItem<'instanceList', { name: string }>(
      cache as never,
      'instanceList',
      (p) => p.query?.project === project,
      (i) => i.name === name,
    )
  assert.is(find('p', 'web1')?.name, 'web1')
  assert.is(find('p', 'nope'), undefined)
  assert.is(find('other', 'db1'), undefined)
})

Listed('the page shows the listed instance at once, then the read decides', async () => {
  const listedRow = row('db1')
  answer = { status: 200, body: wire(row('db1', 'stopping')) }
  render(page(listCache([listedRow])))
  // the first render, before any answer: the list's row
  assert.ok(document.body.textContent?.startsWith('db1 running'), document.body.textContent ?? '')
  await until(() => document.body.textContent === 'db1 stopping', { what: () => `the read's state: ${document.body.textContent}` })
  assert.is(reads, 1)
})

Listed('an answer with the listed content keeps the object and does not render the page again', async () => {
  const listedRow = row('db1')
  answer = { status: 200, body: wire(row('db1')) }
  renders = 0
  render(page(listCache([listedRow])))
  await until(() => reads === 1, { what: 'the read' })
  // a later render (if any) would have shown a new object; the listed one is kept
  await until(() => (assert.is(shown, listedRow as never), true), { what: 'the listed object kept' })
  assert.ok(renders <= 2, `rendered ${renders} times`)
})

Listed('a deleted instance is Not found, though the list still held it', async () => {
  answer = { status: 404, body: { error_code: 'ObjectNotFound', message: 'not found: instance "db1"' } }
  render(page(listCache([row('db1')])))
  await until(() => document.body.textContent?.startsWith('Failed:'), {
    what: () => `the page failed; shows ${document.body.textContent}`,
  })
})

Listed('without a listed row the page waits for the read', async () => {
  answer = { status: 200, body: wire(row('db1')) }
  render(page(listCache([row('web1')])))
  assert.is(document.body.textContent, 'Loading instance')
  await until(() => document.body.textContent === 'db1 running', { what: 'the read' })
})

Listed.run()
