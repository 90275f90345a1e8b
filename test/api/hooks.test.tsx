import type { ReactNode } from 'react'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { SWRConfig } from 'swr'
import { swrConfig, useApiMutation, useApiWrite, type Write } from '../../web/api/hooks'
import { useQuery } from '../../web/api/reads'
import { render, withDom } from '../../test-support/dom'
import { holds, until } from '../../test-support/until'

const Hooks = suite('useQuery')
withDom(Hooks)

let calls = 0
Hooks.before.each(() => {
  calls = 0
  globalThis.fetch = (async () => {
    calls++
    return new Response(JSON.stringify({ status: 'ok' }), { status: 200, headers: { 'content-type': 'application/json' } })
  }) as typeof fetch
})

function Poller({ every }: { every: (data?: unknown) => number }) {
  const q = useQuery('ping', {}, { refreshInterval: every })
  return <span>{q.data ? 'loaded' : 'loading'}</span>
}

// A fresh cache per render so suites do not share keys (like SWR's own tests).
const wrap = (node: ReactNode) => <SWRConfig value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0 }}>{node}</SWRConfig>

Hooks('a function interval that depends on the data starts polling once data arrives', async () => {
  // Hoisted (same identity every render), as pages write it: it says "poll" only once there is data.
  const every = (data?: unknown) => (data ? 20 : 0)
  render(wrap(<Poller every={every} />))
  await until(() => calls >= 3, { what: () => `polling (a third call); got ${calls} call(s): ${document.body.textContent}` })
})

Hooks('an interval of 0 does not poll', async () => {
  const never = () => 0
  render(wrap(<Poller every={never} />))
  // The data arriving is when SWR asks the function for the next interval; from then on a poll would come within
  // its period (20 ms above), so a window ten times that shows none comes, on a slow machine too.
  await until(() => document.body.textContent === 'loaded', { what: 'the first answer' })
  await holds(() => calls === 1, { what: 'a single call', window: 200 })
})

Hooks.run()

// --- writes: the one invalidation policy (docs/CONTRACTS.md "Writes") ---

const Writes = suite('useApiWrite and useApiMutation')
withDom(Writes)

/** GETs per path, and every request in order, from a fetch stub answering any call. */
let gets: Record<string, number> = {}
let log: string[] = []
Writes.before.each(() => {
  gets = {}
  log = []
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://x')
    const method = init?.method ?? 'GET'
    log.push(`${method} ${url.pathname}`)
    if (method === 'GET') gets[url.pathname] = (gets[url.pathname] ?? 0) + 1
    const body = url.pathname.endsWith('s') && method === 'GET' ? { items: [], nextPage: null } : {}
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })
  }) as typeof fetch
})

/** Both queries' first answers have been asked for. */
const firstLoad = () =>
  until(() => (assert.equal(gets, { '/v1/disks': 1, '/v1/certificates': 1 }), true), { what: 'both lists fetched once' })

let write: Write
let mutation: ReturnType<typeof useApiMutation<'diskDelete'>>
function Screen({ onSuccess }: { onSuccess?: () => void }) {
  useQuery('diskList', { query: { project: 'p' } })
  useQuery('certificateList', {})
  write = useApiWrite()
  mutation = useApiMutation('diskDelete', { onSuccess })
  return null
}

Writes('a write revalidates the queries of the families it touches, and only those', async () => {
  render(wrap(<Screen />))
  await firstLoad()
  await write('diskDelete', { path: { disk: 'd' }, query: { project: 'p' } })
  await until(() => gets['/v1/disks'] === 2, { what: 'the disk list revalidated' })
  // Both families' revalidations would start together, as the write settles: a short window shows none came.
  await holds(() => gets['/v1/certificates'] === 1 && gets['/v1/disks'] === 2, { what: 'no other GET', window: 100 })
})

Writes('invalidate: false leaves the cache alone (a job revalidates once at its end)', async () => {
  render(wrap(<Screen />))
  await firstLoad()
  await write('diskDelete', { path: { disk: 'd' }, query: { project: 'p' } }, { invalidate: false })
  // A revalidation would start as the write settles (see the test above): none comes within a window.
  await holds(() => gets['/v1/disks'] === 1, { what: 'no revalidation', window: 100 })
})

Writes('useApiMutation runs onSuccess before revalidating, so a page can be left before it refetches', async () => {
  render(wrap(<Screen onSuccess={() => log.push('onSuccess')} />))
  await firstLoad()
  log = []
  await mutation.run({ path: { disk: 'd' }, query: { project: 'p' } })
  assert.equal(log, ['DELETE /v1/disks/d', 'onSuccess', 'GET /v1/disks'])
})

Writes('a failed write still revalidates (it may have partly landed) and records the error', async () => {
  render(wrap(<Screen />))
  await firstLoad()
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://x')
    log.push(`${init?.method ?? 'GET'} ${url.pathname}`)
    if (init?.method === 'DELETE') return new Response(JSON.stringify({ message: 'busy', request_id: 'r' }), { status: 400, headers: { 'content-type': 'application/json' } })
    return new Response(JSON.stringify({ items: [] }), { status: 200, headers: { 'content-type': 'application/json' } })
  }) as typeof fetch
  log = []
  await mutation.mutate({ path: { disk: 'd' }, query: { project: 'p' } })
  const expected = ['DELETE /v1/disks/d', 'GET /v1/disks']
  await until(() => log.length >= 2, { what: 'the write and its revalidation' })
  await holds(() => (assert.equal(log, expected), true), { what: 'just the write and one revalidation', window: 100 })
})

Writes.run()
