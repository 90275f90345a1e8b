import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { act } from 'preact/test-utils'
import { SWRConfig } from 'swr'
import { swrConfig } from '../../../web/api/hooks'
import { useCreateForm } from '../../../web/pages/common/use-create-form'
import { addToast, removeToast, Toaster } from '../../../web/ui/Toast'
import { render, sleep, withDom } from '../../../test-support/dom'

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
  await act(async () => {
    shell.onSubmit()
    await sleep(20)
  })
  assert.equal(posts(), [{ method: 'POST', path: '/v1/instances/db2/disks/attach', body: { disk: 'disk-2' } }])
  assert.ok(body.textContent?.includes('Disk disk-2 attached to db2'))
  assert.is(closed, 1)
})

Modal('a refused call stays open with the server message and the values kept', async () => {
  closed = 0
  status = 400
  mount()
  act(() => form.set('disk')('disk-2'))
  await act(async () => {
    shell.onSubmit()
    await sleep(20)
  })
  assert.equal(shell.errors, ['Disk is attached'])
  assert.is(form.values.disk, 'disk-2')
  assert.is(closed, 0)
})

Modal.run()
