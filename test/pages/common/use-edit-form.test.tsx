import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { act } from 'preact/test-utils'
import { SWRConfig } from 'swr'
import { swrConfig } from '../../../web/api/hooks'
import { namedFormShape, type NamedDoc } from '../../../web/api/change-shapes'
import { useEditForm } from '../../../web/pages/common/use-edit-form'
import { addToast, removeToast } from '../../../web/ui/Toast'
import { hasDraftAt } from '../../../web/util/drafts'
import { render, withDom } from '../../../test-support/dom'
import { until } from '../../../test-support/until'

const Edit = suite('useEditForm: the draft of an edit goes only once the save is made')
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

let edit: ReturnType<typeof useEditForm<'projectUpdate', NamedDoc, NamedDoc, { name?: string }>>
let closed = 0
function ProjectEdit() {
  edit = useEditForm('projectUpdate', {
    opened: { name: 'p', description: '' },
    read: async () => held,
    shape: namedFormShape,
    params: (doc) => ({ path: { project: 'p' }, body: doc }),
    saved: (p) => `Project ${p.name} updated`,
    back: () => void closed++,
    initial: { name: 'p', description: '' },
    validate: (v) => ({ name: v.name.trim() ? undefined : 'Name is required' }),
    desired: (v) => v,
  })
  return null
}
const mount = () =>
  render(
    <SWRConfig value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0 }}>
      <ProjectEdit />
    </SWRConfig>,
  )

Edit('a refused edit, then left, keeps what was typed; the refusal shows on its field', async () => {
  refuse = true
  mount()
  act(() => edit.form.set('name')('taken'))
  act(() => edit.shell.onSubmit())
  await until(() => edit.shell.errors.length > 0 && !edit.shell.pending, { what: 'the refusal' })
  assert.is(edit.form.shown.name, 'Project name already exists')
  render(null) // the sidebar: the form is left
  await until(() => hasDraftAt(URL_HERE), { what: 'the draft kept as the form is left' })
})

Edit('a made edit keeps no draft', async () => {
  closed = 0
  mount()
  act(() => edit.form.set('name')('renamed'))
  act(() => edit.shell.onSubmit())
  await until(() => closed === 1, { what: 'the form closed by the save' })
  render(null)
  await new Promise((r) => setTimeout(r, 0))
  assert.is(held.name, 'renamed')
  assert.not.ok(hasDraftAt(URL_HERE))
})

Edit.run()
