import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { act } from 'preact/test-utils'
import { SWRConfig } from 'swr'
import { swrConfig } from '../../../web/api/hooks'
import { mutationShell, useModalForm } from '../../../web/pages/common/form-shell'
import { addToast, removeToast, Toaster } from '../../../web/ui/Toast'
import { render, sleep, withDom } from '../../../test-support/dom'

const Shell = suite('mutationShell')

const submit = () => undefined
const request = () => undefined
const onClose = () => undefined

Shell('pending and the server error come from the mutation; submit and preview from the form', () => {
  const cases: [{ pending: boolean; error: { message: string } | null }, { pending: boolean; errors: string[] }][] = [
    [
      { pending: false, error: null },
      { pending: false, errors: [] },
    ],
    [
      { pending: true, error: null },
      { pending: true, errors: [] },
    ],
    [
      { pending: false, error: { message: 'already exists' } },
      { pending: false, errors: ['already exists'] },
    ],
  ]
  for (const [mutation, expected] of cases) {
    const shell = mutationShell(mutation, { submit, request }, onClose)
    assert.equal({ pending: shell.pending, errors: shell.errors }, expected)
    assert.is(shell.onSubmit, submit)
    assert.is(shell.request, request)
    assert.is(shell.onClose, onClose)
  }
})

Shell('a form with no preview gives none', () => {
  assert.is(mutationShell({ pending: false, error: null }, { submit, request: undefined }, onClose).request, undefined)
})

Shell.run()

const Modal = suite('useModalForm')
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

let shell: ReturnType<typeof useModalForm<'instanceDiskAttach', { disk: string }, { disk?: string }>>['shell']
let form: ReturnType<typeof useModalForm<'instanceDiskAttach', { disk: string }, { disk?: string }>>['form']
let closed = 0
function Attach() {
  ;({ form, shell } = useModalForm('instanceDiskAttach', {
    initial: { disk: '' },
    validate: (v) => ({ disk: v.disk ? undefined : 'Disk is required' }),
    params: (v) => ({ path: { instance: 'db2' }, query: { project: 'p' }, body: { disk: v.disk } }),
    done: (d, p) => `Disk ${d.name} attached to ${p.path.instance}`,
    onClose: () => void closed++,
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
