import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { unstable_serialize } from 'swr'
import { ALL_PAGE_SIZE } from '../../web/api/all-items'
import { useArrayList } from '../../web/api/array-list'
import { withDom } from '../../test-support/dom'
import { hookWith } from '../../test-support/swr'

/** The hook against a canned answer for the one request it may make (SWR fallback: nothing is fetched). */
function listWith(count: number) {
  const sets = Array.from({ length: count }, (_, i) => ({ id: `s${i}`, name: `set-${i}` }))
  const fallback = {
    [unstable_serialize(['networkingBgpAnnounceSetList', { query: { limit: ALL_PAGE_SIZE } }])]: sets,
  }
  return hookWith(fallback, () => useArrayList('networkingBgpAnnounceSetList', {}))
}

const List = suite('useArrayList (a paged list answered as a bare array)')
withDom(List)

List('reads at the largest page size; fewer than that is the whole list', () => {
  const r = listWith(3)
  assert.is(r.items.length, 3)
  assert.equal([r.isLoading, r.complete, r.truncated], [false, true, false])
})

List('a full page may go on, and says so instead of passing for the whole list', () => {
  const r = listWith(ALL_PAGE_SIZE)
  assert.equal([r.complete, r.truncated, r.loaded], [false, true, ALL_PAGE_SIZE])
})

List.run()
