import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { SWRConfig } from 'swr'
import { act } from 'preact/test-utils'
import { listQuery, queryKey, swrConfig, useApiQuery, useRevalidateAfter } from '../../web/api/hooks'
import { prefetchQuery, takePrefetched } from '../../web/api/prefetch'
import { render, withDom } from '../../test-support/dom'

/** Issue #20: a route's main query starts ahead of its page (web/api/prefetch.ts). */
const Prefetch = suite('prefetch')
withDom(Prefetch)

let calls = 0
Prefetch.before.each(() => {
  calls = 0
  globalThis.fetch = (async () => {
    calls++
    return new Response(JSON.stringify({ items: [], nextPage: null }), { status: 200, headers: { 'content-type': 'application/json' } })
  }) as typeof fetch
})

Prefetch('a prefetched call is sent once and taken once', async () => {
  const key = listQuery('projectList', {})
  prefetchQuery(key)
  prefetchQuery(key)
  assert.is(calls, 1)
  const taken = takePrefetched(key)
  assert.ok(taken)
  assert.equal(await taken, { items: [], nextPage: null })
  assert.is(takePrefetched(key), undefined, 'a second fetch sends its own request')
})

Prefetch('a write drops prefetched calls, so a revalidation after it never reads an answer from before it', async () => {
  const key = listQuery('diskList', { query: { project: 'mock-project' } })
  prefetchQuery(key)
  let revalidate: ReturnType<typeof useRevalidateAfter> = async () => []
  function Writer() {
    revalidate = useRevalidateAfter()
    return null
  }
  render(
    <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
      <Writer />
    </SWRConfig>,
  )
  await act(async () => void (await revalidate(['diskCreate'])))
  assert.is(takePrefetched(key), undefined)
})

Prefetch('a read that has answered renders in the first pass of the hook that mounts for it, not sent again', async () => {
  const key = queryKey('diskList', { query: { project: 'answered' } })
  await prefetchQuery(key)
  const sent = calls
  const seen: unknown[] = []
  function Disks() {
    const { data } = useApiQuery('diskList', { query: { project: 'answered' } })
    seen.push(data)
    return null
  }
  render(
    <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
      <Disks />
    </SWRConfig>,
  )
  assert.equal(seen[0], { items: [], nextPage: null }, 'the first render has the answer, not a loading state')
  await act(() => new Promise((r) => setTimeout(r, 20)))
  assert.is(calls, sent, 'mounting sent no request of its own')
  assert.is(takePrefetched(key), undefined, 'the answer was taken with its call')
})

Prefetch.run()
