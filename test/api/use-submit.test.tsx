import type { ReactNode } from 'react'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { SWRConfig } from 'swr'
import { swrConfig } from '../../web/api/hooks'
import { useQuery } from '../../web/api/reads'
import { apiOp, requestPreview } from '../../web/api/request-preview'
import { useCallSubmit, useSubmit } from '../../web/api/use-submit'
import { render, withDom } from '../../test-support/dom'
import { until } from '../../test-support/until'

const Submit = suite('useSubmit')
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

type Hook = ReturnType<typeof useSubmit<string, unknown>>
let hook: Hook
const done: unknown[] = []
function Steps() {
  // a step form: two calls in order, the second only after the first
  hook = useSubmit(
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

let call: ReturnType<typeof useCallSubmit<'projectCreate', string>>
function OneCall() {
  call = useCallSubmit('projectCreate', (name: string) => ({ body: { name, description: '' } }))
  return null
}

Submit('useCallSubmit: one call whose params are built once for the call and its preview', async () => {
  render(wrap(<OneCall />))
  const preview = call.request('web')
  // JSON drops the functions (the Terraform writer each preview carries) and keeps what the dialog shows
  const json = (v: unknown) => JSON.parse(JSON.stringify(v))
  assert.equal(json(preview), json(apiOp('projectCreate', { body: { name: 'web', description: '' } }).request()))
  await call.submit('web')
  assert.ok(log.includes('POST /v1/projects'), log.join(', '))
})

let listed: ReturnType<typeof useCallSubmit<'projectCreate', string>>
const seen: number[] = []
const reads = () => log.filter((l) => l === 'GET /v1/projects').length
function CreateBesideList() {
  useQuery('projectList', { query: {} })
  // how many times the list was read when onSuccess ran (it navigates, in a page)
  listed = useCallSubmit('projectCreate', (name: string) => ({ body: { name, description: '' } }), {
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
