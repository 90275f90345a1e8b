import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { act } from 'preact/test-utils'
import { useFormDraft } from '../../web/ui/use-form-draft'
import { DraftNotice, DRAFT_RESTORED } from '../../web/ui/DraftNotice'
import { readDraft, saveDrafts } from '../../web/util/drafts'
import { render, withDom } from '../../test-support/dom'

type Values = { name: string; password: string }
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
  const saved = sessionStorage.getItem('rack-console-draft:/projects/mock-project/disks-new')
  sessionStorage.clear()
  render(null)
  sessionStorage.setItem('rack-console-draft:/projects/mock-project/disks-new', saved!)
  body = render(<Form />)
  assert.is(body.querySelector('output')!.textContent, 'disk-9|')
  assert.ok(body.textContent?.includes(DRAFT_RESTORED))
})

Draft('leaving the form (Cancel, success, navigation) drops the draft', () => {
  sessionStorage.setItem('rack-console-draft:/projects/mock-project/disks-new', JSON.stringify({ name: 'old' }))
  const body = render(<Form />)
  assert.is(body.querySelector('output')!.textContent, 'old|')
  render(null)
  assert.is(readDraft('/projects/mock-project/disks-new'), undefined)
})

Draft('a draft of another form is not used', () => {
  sessionStorage.setItem('rack-console-draft:/projects/mock-project/vpcs-new', JSON.stringify({ name: 'vpc' }))
  const body = render(<Form />)
  assert.is(body.querySelector('output')!.textContent, '|')
  assert.not.ok(body.textContent?.includes(DRAFT_RESTORED))
})

Draft.run()
