import type { ReactNode } from 'react'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { SWRConfig } from 'swr'
import { act } from 'preact/test-utils'
import { swrConfig } from '../../web/api/hooks'
import { useList, type PagedList, type WholeList } from '../../web/api/reads'
import type { Project } from '../../web/api/generated/types'
import { render, withDom } from '../../test-support/dom'
import { until } from '../../test-support/until'

/** useList's whole lists: every row with a stop (ListTable's "All" rows), beside a picker's; one list per parent. */
const Lists = suite('useList of every row')
withDom(Lists)

/**
 * Two projects a page, three pages, each with a next token. A load that can be stopped (it sends a
 * signal) finds its third page never answering until it is stopped; a picker's load reads it.
 */
let requests: string[] = []
Lists.before.each(() => {
  requests = []
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost')
    const start = Number(url.searchParams.get('page_token') ?? 0)
    const prefix = /sleds\/([^/]+)\/instances/.exec(url.pathname)?.[1] ?? 'p'
    requests.push(`${prefix}@${start}`)
    const signal = init?.signal
    if (start === 4 && signal)
      await new Promise((_, reject) => signal.addEventListener('abort', () => reject(new DOMException('stopped', 'AbortError'))))
    const items = [start, start + 1].map((i) => ({ id: `${prefix}-${i}`, name: `${prefix}${i}`, description: '', time_created: '2025-01-01T00:00:00Z', time_modified: '2025-01-01T00:00:00Z' }))
    const body = { items, next_page: start < 4 ? String(start + 2) : null }
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })
  }) as typeof fetch
})

const wrap = (node: ReactNode) => <SWRConfig value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0 }}>{node}</SWRConfig>

let rows: PagedList<Project>
let picker: WholeList<Project>
function Both() {
  rows = useList('projectList', { query: {} }, { pageSize: 'all' })
  picker = useList('projectList', { query: {} })
  return null
}

Lists("Stop keeps the rows read so far; a picker's load of the same list goes on to the end", async () => {
  render(wrap(<Both />))
  await until(() => rows.loaded === 4, { what: () => `two pages of rows read: ${rows.loaded}` })
  assert.ok(rows.isLoading)
  act(() => rows.stop())
  await until(() => rows.stopped, { what: 'the load stopped' })
  assert.equal(
    rows.items.map((p) => p.name),
    ['p0', 'p1', 'p2', 'p3'],
  )
  assert.equal([rows.complete, rows.isLoading, rows.error], [false, false, undefined])
  await until(() => picker.complete, { what: "the picker's whole list" })
  assert.is(picker.items.length, 6)
  assert.is(picker.stopped, false)
})

let each: { data?: { items: { name: string }[]; complete: boolean }[]; error?: unknown }
function EachSled({ sleds }: { sleds: string[] | undefined }) {
  each = useList(
    'sledInstanceList',
    sleds?.map((sledId) => ({ path: { sledId }, query: {} })),
  )
  return null
}

Lists('a list of params reads every item of each list, in order; undefined waits', async () => {
  render(wrap(<EachSled sleds={undefined} />))
  await new Promise((r) => setTimeout(r, 20))
  assert.equal(requests, [])
  render(wrap(<EachSled sleds={['a', 'b']} />))
  await until(() => each.data, { what: 'both lists' })
  assert.equal(
    each.data!.map((l) => [l.items.length, l.complete]),
    [
      [6, true],
      [6, true],
    ],
  )
  assert.equal(
    each.data!.map((l) => l.items[0].name),
    ['a0', 'b0'],
  )
})

Lists.run()
