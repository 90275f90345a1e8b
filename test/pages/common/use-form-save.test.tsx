import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { act } from 'preact/test-utils'
import { SWRConfig } from 'swr'
import { swrConfig } from '../../../web/api/hooks'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { namedFormShape, type NamedDoc } from '../../../web/api/change-shapes'
import { useFormSave, type EditShell, type PageShell, type SaveShell } from '../../../web/pages/common/use-form-save'
import type { FormState } from '../../../web/ui/use-form'
import { addToast, removeToast, Toaster } from '../../../web/ui/Toast'
import { hasDraftAt } from '../../../web/util/drafts'
import { render, withDom } from '../../../test-support/dom'
import { until } from '../../../test-support/until'

const Modal = suite('useFormSave of a create form written in the page (a side modal: back is its onClose)')
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

let shell: PageShell
let form: FormState<{ disk: string }, { disk?: string }, { disk: string }>
let closed = 0
function Attach() {
  ;({ form, shell } = useFormSave('instanceDiskAttach', {
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

const Write = suite('useFormSave of a create form shell (back a path, then where a create goes)')
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

let write: SaveShell<{ name: string }>
function RouterForm({ then }: { then?: boolean }) {
  write = useFormSave('vpcRouterCreate', {
    params: (v: { name: string }) => ({ query: { project: 'p', vpc: 'v' }, body: { name: v.name, description: '' } }),
    created: (r, p, v) => `Router ${r.name} created in ${p.query.vpc} as ${v.name}`,
    back: '/routers',
    then: then ? (r) => `/routers/${r.name}` : undefined,
  })
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

const Edit = suite('useFormSave of an edit: the draft goes only once the save is made')
withDom(Edit)

const URL_HERE = '/projects/p/edit'
// what the server holds: a made write changes it, so the read after the write finds it written
let held: NamedDoc = { name: 'p', description: '' }
let refuse = false
Edit.before.each(() => {
  sessionStorage.clear()
  history.replaceState(null, '', URL_HERE)
  held = { name: 'p', description: '' }
  refuse = false
  globalThis.fetch = (async (_input: RequestInfo | URL, init?: RequestInit) => {
    if (refuse) {
      const body = { message: 'already exists: project "taken"', error_code: 'ObjectAlreadyExists', request_id: 'r' }
      return new Response(JSON.stringify(body), { status: 400, headers: { 'content-type': 'application/json' } })
    }
    held = JSON.parse(String(init?.body)) as NamedDoc
    return new Response(JSON.stringify({ id: 'p-1', ...held }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    })
  }) as typeof fetch
})
Edit.after.each(() => {
  const last = addToast({ content: '' })
  for (let id = 1; id <= last; id++) removeToast(id)
})

let edit: { form: FormState<NamedDoc, { name?: string }, NamedDoc>; shell: PageShell }
let editClosed = 0
function ProjectEdit() {
  edit = useFormSave('projectUpdate', {
    opened: { name: 'p', description: '' },
    read: async () => held,
    shape: namedFormShape,
    params: (doc) => ({ path: { project: 'p' }, body: doc }),
    saved: (p) => `Project ${p.name} updated`,
    back: () => void editClosed++,
    initial: { name: 'p', description: '' },
    validate: (v) => ({ name: v.name.trim() ? undefined : 'Name is required' }),
    sent: (v) => v,
  })
  return null
}
const mountEdit = () =>
  render(
    <SWRConfig value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0 }}>
      <ProjectEdit />
    </SWRConfig>,
  )

Edit('a refused edit, then left, keeps what was typed; the refusal shows on its field', async () => {
  refuse = true
  mountEdit()
  act(() => edit.form.set('name')('taken'))
  act(() => edit.shell.onSubmit())
  await until(() => edit.shell.errors.length > 0 && !edit.shell.pending, { what: 'the refusal' })
  assert.is(edit.form.shown.name, 'Project name already exists')
  render(null) // the sidebar: the form is left
  await until(() => hasDraftAt(URL_HERE), { what: 'the draft kept as the form is left' })
})

Edit('a made edit keeps no draft', async () => {
  editClosed = 0
  mountEdit()
  act(() => edit.form.set('name')('renamed'))
  act(() => edit.shell.onSubmit())
  await until(() => editClosed === 1, { what: 'the form closed by the save' })
  render(null)
  await new Promise((r) => setTimeout(r, 0))
  assert.is(held.name, 'renamed')
  assert.not.ok(hasDraftAt(URL_HERE))
})

// A page renders its form once the object is read: until then `opened` (and `at`) are undefined.
let named: EditShell<NamedDoc>
function NamedEdit({ project }: { project?: { id: string; name: string; description: string } }) {
  named = useFormSave('projectUpdate', {
    view: 'projectView',
    at: project && { path: { project: project.id } },
    opened: project,
    saved: (p) => `Project ${p.name} updated`,
    back: () => void editClosed++,
  })
  return null
}
const mountNamed = (project?: { id: string; name: string; description: string }) =>
  render(
    <SWRConfig value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0 }}>
      <NamedEdit project={project} />
    </SWRConfig>,
  )

Edit('an edit whose object is still being read starts from the first one read; a refetch is not its base', async () => {
  const paths: string[] = []
  const fetched = globalThis.fetch
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    paths.push(`${init?.method ?? 'GET'} ${new URL(String(input), 'http://x').pathname}`)
    if ((init?.method ?? 'GET') === 'GET')
      return Promise.resolve(
        new Response(JSON.stringify({ id: 'p-1', ...held }), { headers: { 'content-type': 'application/json' } }),
      )
    return fetched(input, init)
  }) as typeof fetch
  editClosed = 0
  mountNamed()
  mountNamed({ id: 'p-1', name: 'p', description: '' })
  // polling brings someone else's description: this user's base stays the one the form opened with
  mountNamed({ id: 'p-1', name: 'p', description: 'theirs' })
  held = { name: 'p', description: 'theirs' }
  assert.equal(named.changes({ name: 'renamed', description: '' }), [
    { kind: 'change', label: 'Name', from: 'p', to: 'renamed' },
  ])
  act(() => void named.onSubmit({ name: 'renamed', description: '' }))
  await until(() => editClosed === 1, { what: 'the form closed by the save' })
  // read and written by ID; the description someone else wrote meanwhile stays
  assert.ok(paths.includes('PUT /v1/projects/p-1'), paths.join(', '))
  assert.equal(held, { name: 'renamed', description: 'theirs' })
})

Edit.run()
