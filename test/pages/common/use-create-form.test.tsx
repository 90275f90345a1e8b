import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { act } from 'preact/test-utils'
import { SWRConfig } from 'swr'
import { swrConfig } from '../../../web/api/hooks'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { useCreateForm, useCreateWrite } from '../../../web/pages/common/use-create-form'
import { addToast, removeToast, Toaster } from '../../../web/ui/Toast'
import { render, withDom } from '../../../test-support/dom'
import { until } from '../../../test-support/until'

const Modal = suite('useCreateForm (a side modal: back is its onClose)')
withDom(Modal)

let calls: { method: string; path: string; body?: unknown }[] = []
let status = 200
Modal.before.each(() => {
  calls = []
  status = 200
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://x')
    calls.push({ method: init?.method ?? 'GET', path: url.pathname, body: init?.body && JSON.parse(String(init.body)) })
    const body = status === 200 ? { id: 'd-1', name: 'disk-2' } : { message: 'disk is attached', request_id: 'r' }
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  }) as typeof fetch
})
Modal.after.each(() => {
  const last = addToast({ content: '' })
  for (let id = 1; id <= last; id++) removeToast(id)
})

let shell: ReturnType<
  typeof useCreateForm<'instanceDiskAttach', { disk: string }, { disk?: string }, { disk: string }>
>['shell']
let form: ReturnType<
  typeof useCreateForm<'instanceDiskAttach', { disk: string }, { disk?: string }, { disk: string }>
>['form']
let closed = 0
function Attach() {
  ;({ form, shell } = useCreateForm('instanceDiskAttach', {
    initial: { disk: '' },
    validate: (v) => ({ disk: v.disk ? undefined : 'Disk is required' }),
    sent: (v) => ({ disk: v.disk }),
    params: (body) => ({ path: { instance: 'db2' }, query: { project: 'p' }, body }),
    created: (d, p) => `Disk ${d.name} attached to ${p.path.instance}`,
    back: () => void closed++,
  }))
  return <Toaster />
}
const mount = () =>
  render(
    <SWRConfig value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0 }}>
      <Attach />
    </SWRConfig>,
  )
const posts = () => calls.filter((c) => c.method === 'POST')

Modal('an invalid submit shows the message and calls nothing; the preview waits for valid values', async () => {
  mount()
  assert.is(shell.request?.(), undefined)
  await act(async () => shell.onSubmit())
  assert.is(form.shown.disk, 'Disk is required')
  assert.equal(posts(), [])
})

Modal('a valid submit makes the call it previews, toasts with data and params, and closes', async () => {
  closed = 0
  const body = mount()
  act(() => form.set('disk')('disk-2'))
  assert.ok(shell.request?.())
  act(() => shell.onSubmit())
  await until(() => body.textContent?.includes('Disk disk-2 attached to db2'), { what: 'the success toast' })
  assert.equal(posts(), [{ method: 'POST', path: '/v1/instances/db2/disks/attach', body: { disk: 'disk-2' } }])
  assert.is(closed, 1)
})

Modal('a refused call stays open with the server message and the values kept', async () => {
  closed = 0
  status = 400
  mount()
  act(() => form.set('disk')('disk-2'))
  act(() => shell.onSubmit())
  await until(() => shell.errors?.length, { what: "the server's message" })
  assert.equal(shell.errors, ['Disk is attached'])
  assert.is(form.values.disk, 'disk-2')
  assert.is(closed, 0)
})

Modal.run()

const Write = suite('useCreateWrite (a shell form: back a path, then where a create goes)')
withDom(Write)
Write.before.each(() => {
  calls = []
  status = 200
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://x')
    calls.push({ method: init?.method ?? 'GET', path: url.pathname, body: init?.body && JSON.parse(String(init.body)) })
    const body = status === 200 ? { id: 'r-1', name: 'r1' } : { message: 'name already exists', request_id: 'r' }
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  }) as typeof fetch
})
Write.after.each(() => {
  const last = addToast({ content: '' })
  for (let id = 1; id <= last; id++) removeToast(id)
})

let write: ReturnType<typeof useCreateWrite<'vpcRouterCreate', { name: string }>>
function RouterForm({ then }: { then?: boolean }) {
  write = useCreateWrite(
    'vpcRouterCreate',
    (v: { name: string }) => ({ query: { project: 'p', vpc: 'v' }, body: { name: v.name, description: '' } }),
    {
      created: (r, p, v) => `Router ${r.name} created in ${p.query.vpc} as ${v.name}`,
      back: '/routers',
      then: then ? (r) => `/routers/${r.name}` : undefined,
    },
  )
  return <Toaster />
}
const mountWrite = (then: boolean) => {
  const memory = memoryLocation({ path: '/routers-new', record: true })
  const body = render(
    <Router hook={memory.hook}>
      <SWRConfig value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0 }}>
        <RouterForm then={then} />
      </SWRConfig>
    </Router>,
  )
  return { body, memory }
}

Write('the preview is the request the submit sends; success toasts and goes on to `then`', async () => {
  const { body, memory } = mountWrite(true)
  const preview = write.request({ name: 'r1' })
  act(() => void write.onSubmit({ name: 'r1' }))
  await until(() => memory.history.length === 2, { what: 'the form gone on to `then`' })
  const posts = calls.filter((c) => c.method === 'POST')
  assert.equal(posts, [{ method: 'POST', path: '/v1/vpc-routers', body: { name: 'r1', description: '' } }])
  assert.is(preview.url, '/v1/vpc-routers?project=p&vpc=v')
  assert.equal(JSON.parse(preview.body!), posts[0].body)
  await until(() => body.textContent?.includes('Router r1 created in v as r1'), { what: 'the success toast' })
  assert.equal(memory.history, ['/routers-new', '/routers/r1'])
})

Write('without `then` success goes back; Cancel goes back; a refusal stays with the message', async () => {
  const { memory } = mountWrite(false)
  act(() => void write.onSubmit({ name: 'r1' }))
  await until(() => memory.history.length === 2, { what: 'the form gone back' })
  assert.equal(memory.history, ['/routers-new', '/routers'])
  status = 400
  act(() => void write.onSubmit({ name: 'r1' }))
  await until(() => write.serverError, { what: "the server's message" })
  assert.is(write.serverError, 'Name already exists')
  assert.is(write.pending, false)
  act(() => write.onClose())
  assert.equal(memory.history, ['/routers-new', '/routers', '/routers'])
})

Write.run()
