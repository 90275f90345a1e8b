import type { ReactNode } from 'react'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { SWRConfig } from 'swr'
import { ALL_PAGE_SIZE } from '../../web/api/all-items'
import { swrConfig } from '../../web/api/hooks'
import { useList, type WholeList } from '../../web/api/reads'
import type { BgpAnnounceSet } from '../../web/api/generated/types'
import { render, withDom } from '../../test-support/dom'
import { until } from '../../test-support/until'

const List = suite('useList of a paged list answered as a bare array')
withDom(List)

/** The API's announce sets: `count` of them, at most `limit` in one answer, as a bare array (no next-page token). */
let count = 0
const limits: number[] = []
List.before.each(() => {
  limits.length = 0
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const limit = Number(new URL(String(input), 'http://localhost').searchParams.get('limit'))
    limits.push(limit)
    const sets = Array.from({ length: Math.min(count, limit) }, (_, i) => ({ id: `s${i}`, name: `set-${i}`, description: '', time_created: '2025-01-01T00:00:00Z', time_modified: '2025-01-01T00:00:00Z' }))
    return new Response(JSON.stringify(sets), { status: 200, headers: { 'content-type': 'application/json' } })
  }) as typeof fetch
})

let list: WholeList<BgpAnnounceSet>
function Probe() {
  list = useList('networkingBgpAnnounceSetList', {})
  return null
}
const wrap = (node: ReactNode) => <SWRConfig value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0 }}>{node}</SWRConfig>

List('reads once at the largest page size; fewer than that is the whole list', async () => {
  count = 3
  render(wrap(<Probe />))
  await until(() => !list.isLoading, { what: 'the answer' })
  assert.is(list.items.length, 3)
  assert.equal([list.complete, list.truncated, list.error], [true, false, undefined])
  assert.equal(limits, [ALL_PAGE_SIZE])
})

List('a full answer may go on, and says so instead of passing for the whole list', async () => {
  count = ALL_PAGE_SIZE
  render(wrap(<Probe />))
  await until(() => !list.isLoading, { what: 'the answer' })
  assert.equal([list.complete, list.truncated, list.loaded], [false, true, ALL_PAGE_SIZE])
  assert.equal(limits, [ALL_PAGE_SIZE])
})

List.run()
