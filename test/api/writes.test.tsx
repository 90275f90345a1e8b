import type { ReactNode } from 'react'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { SWRConfig } from 'swr'
import { swrConfig } from '../../web/api/hooks'
import { useQuery } from '../../web/api/reads'
import { apiOp, requestPreview } from '../../web/api/request-preview'
import type { DataOf, ParamsOf } from '../../web/api/client'
import { useWrite, type Write, type WriteState } from '../../web/api/writes'
import { render, withDom } from '../../test-support/dom'
import { holds, until } from '../../test-support/until'

const Submit = suite('useWrite of a form: built from its values')
withDom(Submit)

/** Every request in order; a path ending in /fail answers 400 with the server's message. */
let log: string[] = []
/** Holds every answer until released, so a test can look at the form while a call is in flight. */
let gate: Promise<void> = Promise.resolve()
Submit.before.each(() => {
  log = []
  gate = Promise.resolve()
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://x')
    log.push(`${init?.method ?? 'GET'} ${url.pathname}`)
    await gate
    if (url.pathname.includes('fail'))
      return new Response(JSON.stringify({ message: 'no such thing', error_code: 'InvalidRequest' }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      })
    return new Response(JSON.stringify({ name: 'x' }), { status: 200, headers: { 'content-type': 'application/json' } })
  }) as typeof fetch
})

type Hook = WriteState<string, unknown>
let hook: Hook
const done: unknown[] = []
function Steps() {
  // a step form: two calls in order, the second only after the first
  hook = useWrite(
    (disk: string) => ({
      run: async (write) => {
        await write('diskDelete', { path: { disk }, query: { project: 'p' } })
        return write('snapshotDelete', { path: { snapshot: disk }, query: { project: 'p' } })
      },
      request: () => requestPreview('diskDelete', { path: { disk }, query: { project: 'p' } }),
    }),
    { onSuccess: (r, v) => done.push([r, v]) },
  )
  return <span>{hook.pending ? 'pending' : hook.error ? hook.error.message : 'idle'}</span>
}

const wrap = (node: ReactNode) => (
  <SWRConfig value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0 }}>{node}</SWRConfig>
)

Submit('runs the steps in order, pending meanwhile, then calls onSuccess with the result and the values', async () => {
  done.length = 0
  render(wrap(<Steps />))
  let release = () => {}
  gate = new Promise((r) => (release = r))
  const submitted = hook.submit('d1')
  await until(() => document.body.textContent === 'pending', { what: 'the form pending while the call is held' })
  release()
  assert.equal(await submitted, { name: 'x' })
  await until(() => document.body.textContent === 'idle', { what: 'the form idle again' })
  assert.equal(log.filter((l) => l.startsWith('DELETE')), ['DELETE /v1/disks/d1', 'DELETE /v1/snapshots/d1'])
  assert.equal(done, [[{ name: 'x' }, 'd1']])
  assert.is(document.body.textContent, 'idle')
})

Submit('a failed step stops the rest and shows the server message as the error', async () => {
  done.length = 0
  render(wrap(<Steps />))
  assert.is(await hook.submit('fail'), undefined)
  await until(() => document.body.textContent === 'No such thing', { what: 'the server message shown' })
  assert.equal(log.filter((l) => l.startsWith('DELETE')), ['DELETE /v1/disks/fail'])
  assert.equal(done, [])
})

Submit('the request preview is built by the same builder as the write', () => {
  render(wrap(<Steps />))
  const preview = hook.request('d2')
  assert.ok(preview && typeof preview !== 'string' && preview.url.startsWith('/v1/disks/d2'), JSON.stringify(preview))
})

let call: WriteState<string, DataOf<'projectCreate'>>
function OneCall() {
  call = useWrite('projectCreate', (name: string) => ({ body: { name, description: '' } }))
  return null
}

Submit('a method and a params builder: one call whose params are built once for the call and its preview', async () => {
  render(wrap(<OneCall />))
  const preview = call.request('web')
  // JSON drops the functions (the Terraform writer each preview carries) and keeps what the dialog shows
  const json = (v: unknown) => JSON.parse(JSON.stringify(v))
  assert.equal(json(preview), json(apiOp('projectCreate', { body: { name: 'web', description: '' } }).request()))
  await call.submit('web')
  assert.ok(log.includes('POST /v1/projects'), log.join(', '))
})

Submit('written (and form.onSubmit) settle with whether the write was made: a form keeps its draft until then', async () => {
  render(wrap(<Steps />))
  assert.is(await hook.written('fail'), false)
  assert.is(await hook.form.onSubmit('fail'), false)
  assert.is(await hook.written('d3'), true)
})

let listed: WriteState<string, DataOf<'projectCreate'>>
const seen: number[] = []
const reads = () => log.filter((l) => l === 'GET /v1/projects').length
function CreateBesideList() {
  useQuery('projectList', { query: {} })
  // how many times the list was read when onSuccess ran (it navigates, in a page)
  listed = useWrite('projectCreate', (name: string) => ({ body: { name, description: '' } }), {
    onSuccess: () => void seen.push(reads()),
  })
  return null
}

Submit('onSuccess runs before what the write changed is read again, then the list is read', async () => {
  seen.length = 0
  render(wrap(<CreateBesideList />))
  await until(() => reads() === 1, { what: 'the list read once' })
  await listed.submit('web')
  await until(() => reads() === 2, { what: 'the list read again after the write' })
  // a rename's onSuccess leaves the old name's page before it could be refetched into a 404
  assert.equal(seen, [1])
  assert.is(reads(), 2)
})

Submit.run()

// --- writes: the one invalidation policy (docs/CONTRACTS.md "Writes") ---

const Writes = suite('useWrite: the one write path')
withDom(Writes)

/** GETs per path (and every request in order, in `log`), from a fetch stub answering any call. */
let gets: Record<string, number> = {}
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
let mutation: WriteState<ParamsOf<'diskDelete'>, DataOf<'diskDelete'>>
function Screen({ onSuccess }: { onSuccess?: () => void }) {
  useQuery('diskList', { query: { project: 'p' } })
  useQuery('certificateList', {})
  write = useWrite()
  mutation = useWrite('diskDelete', { onSuccess })
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

Writes('useWrite(method) runs onSuccess before revalidating, so a page can be left before it refetches', async () => {
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
  await mutation.submit({ path: { disk: 'd' }, query: { project: 'p' } })
  const expected = ['DELETE /v1/disks/d', 'GET /v1/disks']
  await until(() => log.length >= 2, { what: 'the write and its revalidation' })
  await holds(() => (assert.equal(log, expected), true), { what: 'just the write and one revalidation', window: 100 })
})

Writes.run()
