import type { ReactNode } from 'react'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { SWRConfig } from 'swr'
import { act } from 'preact/test-utils'
import { swrConfig } from '../../web/api/hooks'
import { useList, type PagedList } from '../../web/api/reads'
import type { Project } from '../../web/api/generated/types'
import { render, withDom } from '../../test-support/dom'
import { until } from '../../test-support/until'

const Paged = suite('useList a page at a time')
withDom(Paged)

/** 4 projects; like dropshot, a full page carries a next_page even when nothing follows. */
Paged.before.each(() => {
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost')
    const limit = Number(url.searchParams.get('limit'))
    const start = Number(url.searchParams.get('page_token') ?? 0)
    const items = Array.from({ length: Math.max(0, Math.min(limit, 4 - start)) }, (_, i) => ({ id: `id-${start + i}`, name: `p${start + i}`, description: '', time_created: '2025-01-01T00:00:00Z', time_modified: '2025-01-01T00:00:00Z' }))
    const body = { items, next_page: items.length === limit ? String(start + limit) : null }
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })
  }) as typeof fetch
})

let list: PagedList<Project>
function Probe() {
  list = useList('projectList', { query: {} }, { pageSize: 2 })
  return <ul>{list.items.map((p) => <li key={p.id}>{p.name}</li>)}</ul>
}
const wrap = (node: ReactNode) => <SWRConfig value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0 }}>{node}</SWRConfig>
const names = () => [...document.querySelectorAll('li')].map((li) => li.textContent)

Paged('Next on an exactly full last page never shows an empty table and then disables Next (console#3223)', async () => {
  render(wrap(<Probe />))
  await until(() => names().length, { what: 'the first page' })
  assert.equal(names(), ['p0', 'p1'])
  act(() => void list.next())
  await until(() => names()[0] !== 'p0', { what: 'the second page' })
  assert.equal(names(), ['p2', 'p3'])
  assert.ok(list.hasNext, 'the full page says there may be more')
  const seen: string[][] = []
  const observer = new MutationObserver(() => seen.push(names()))
  observer.observe(document.body, { childList: true, subtree: true })
  act(() => void list.next())
  // Back on the full page (its data still names a next page) with Next off: the empty page marked that token a dead end.
  await until(() => list.data?.nextPage && !list.hasNext, { what: 'the full page again, its Next disabled' })
  observer.disconnect()
  assert.ok(seen.every((n) => n.length > 0), `never empty: ${JSON.stringify(seen)}`)
  assert.equal(names(), ['p2', 'p3'])
  assert.not.ok(list.hasNext)
  assert.ok(list.hasPrev)
})

Paged.run()
