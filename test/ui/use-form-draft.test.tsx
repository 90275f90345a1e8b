import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { act } from 'preact/test-utils'
import { useFormDraft, type DraftControl } from '../../web/ui/use-form-draft'
import { DraftNotice, DRAFT_RESTORED } from '../../web/ui/DraftNotice'
import { readDraft, saveDrafts } from '../../web/util/drafts'
import { render, withDom } from '../../test-support/dom'

type Values = { name: string; password: string }
const KEY = 'rack-console-draft:/projects/mock-project/disks-new#name,password'
let setName: (s: string) => void = () => undefined

function Form() {
  const [values, setValues, restored] = useFormDraft<Values>({ name: '', password: '' })
  setName = (name) => setValues((v) => ({ ...v, name }))
  return (
    <form>
      <DraftNotice shown={restored} />
      <output>{`${values.name}|${values.password}`}</output>
    </form>
  )
}

const Draft = suite('useFormDraft')
withDom(Draft)
Draft.before.each(() => {
  sessionStorage.clear()
  history.replaceState(null, '', '/projects/mock-project/disks-new')
})

Draft('a 401 keeps the values; the form opened again at that URL starts from them, with the notice', () => {
  let body = render(<Form />)
  assert.not.ok(body.textContent?.includes(DRAFT_RESTORED))
  act(() => setName('disk-9'))
  saveDrafts() // what the 401 reaction does before it leaves for sign-in
  // the page is left by a full navigation: nothing unmounts; a new page load mounts the form again
  const saved = sessionStorage.getItem(KEY)
  sessionStorage.clear()
  render(null)
  sessionStorage.setItem(KEY, saved!)
  body = render(<Form />)
  assert.is(body.querySelector('output')!.textContent, 'disk-9|')
  assert.ok(body.textContent?.includes(DRAFT_RESTORED))
})

Draft('leaving the form keeps what was typed; the form opened again starts from it, with the notice', () => {
  let body = render(<Form />)
  act(() => setName('disk-9'))
  render(null) // the sidebar: the form unmounts
  assert.equal(readDraft('/projects/mock-project/disks-new#name,password'), { name: 'disk-9', password: '' })
  body = render(<Form />)
  assert.is(body.querySelector('output')!.textContent, 'disk-9|')
  assert.ok(body.textContent?.includes(DRAFT_RESTORED))
})

Draft('a form left as it started keeps no draft', () => {
  sessionStorage.setItem(KEY, JSON.stringify({ name: '' }))
  render(<Form />)
  render(null)
  assert.is(readDraft('/projects/mock-project/disks-new#name,password'), undefined)
})

let control: DraftControl<Values> | undefined
function Controlled() {
  const [values, setValues, restored, draft] = useFormDraft<Values>({ name: '', password: '' })
  setName = (name) => setValues((v) => ({ ...v, name }))
  control = draft
  return <output data-restored={String(restored)}>{values.name}</output>
}
const at = '/projects/mock-project/disks-new#name,password'

Draft('Discard drops the draft and starts the form again', () => {
  sessionStorage.setItem(KEY, JSON.stringify({ name: 'old' }))
  const body = render(<Controlled />)
  assert.is(body.querySelector('output')!.textContent, 'old')
  act(() => control!.discard())
  assert.is(body.querySelector('output')!.textContent, '')
  assert.is(body.querySelector('output')!.dataset.restored, 'false')
  assert.is(readDraft(at), undefined)
  render(null)
  assert.is(readDraft(at), undefined)
})

Draft(
  'a made write keeps nothing, even when the form is left before it settles; a refused one keeps the values',
  async () => {
    render(<Controlled />)
    act(() => setName('made'))
    let settle: (ok: boolean) => void = () => undefined
    act(() => control!.track(new Promise<boolean>((resolve) => (settle = resolve))))
    render(null) // a create navigates away as it succeeds, before the write's promise settles
    assert.is(readDraft(at), undefined)
    settle(true)
    await Promise.resolve()
    assert.is(readDraft(at), undefined)

    render(<Controlled />)
    act(() => setName('refused'))
    act(() => control!.track(new Promise<boolean>((resolve) => (settle = resolve))))
    render(null)
    settle(false)
    await new Promise((r) => setTimeout(r, 0))
    assert.equal(readDraft(at), { name: 'refused', password: '' })
  },
)

Draft('a draft of another form is not used', () => {
  sessionStorage.setItem(
    'rack-console-draft:/projects/mock-project/vpcs-new#name,password',
    JSON.stringify({ name: 'vpc' }),
  )
  const body = render(<Form />)
  assert.is(body.querySelector('output')!.textContent, '|')
  assert.not.ok(body.textContent?.includes(DRAFT_RESTORED))
})

let setAllow: (s: string) => void = () => undefined
function AllowForm() {
  const [values, setValues] = useFormDraft({ allow: 'any', text: '' })
  setAllow = (text) => setValues((v) => ({ ...v, text }))
  return <output id="allow">{values.text}</output>
}
function BfdForm() {
  const [values, setValues] = useFormDraft({ remote: '', detection: '3' })
  setBfd = (remote) => setValues((v) => ({ ...v, remote }))
  return <output id="bfd">{values.remote}</output>
}
let setBfd: (s: string) => void = () => undefined

Draft('two forms open at one URL keep a draft each, and each comes back with its own', () => {
  history.replaceState(null, '', '/system/networking/allow-list')
  render(
    <>
      <AllowForm />
      <BfdForm />
    </>,
  )
  act(() => setAllow('10.0.0.0/8'))
  act(() => setBfd('192.168.1.1'))
  saveDrafts()
  const saved = Object.fromEntries(Object.entries(sessionStorage))
  render(null)
  for (const [k, v] of Object.entries(saved)) sessionStorage.setItem(k, v)
  const body = render(
    <>
      <AllowForm />
      <BfdForm />
    </>,
  )
  assert.is(body.querySelector('#allow')!.textContent, '10.0.0.0/8')
  assert.is(body.querySelector('#bfd')!.textContent, '192.168.1.1')
})

Draft.run()
