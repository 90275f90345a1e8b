import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { act } from 'preact/test-utils'
import { NameDescriptionFields } from '../../web/ui/NameDescriptionFields'
import { useFormState } from '../../web/ui/use-form'
import { render, withDom } from '../../test-support/dom'

const Fields = suite('NameDescriptionFields')
withDom(Fields)
Fields.before.each(() => {
  sessionStorage.clear()
  history.replaceState(null, '', '/things-new')
})

const noop = () => undefined

Fields('Name (required, with its error) and Description, editable by default', () => {
  const body = render(
    <NameDescriptionFields
      values={{ name: 'disk-1', description: 'boot' }}
      nameError="Name is required"
      onName={noop}
      onDescription={noop}
    />,
  )
  const name = body.querySelector('input')!
  const description = body.querySelector('textarea')!
  assert.is(name.value, 'disk-1')
  assert.is(name.getAttribute('aria-required'), 'true')
  assert.is(description.value, 'boot')
  assert.not.ok(name.disabled)
  assert.not.ok(description.disabled)
  assert.match(body.textContent!, 'Name is required')
})

Fields('disabled makes both fields read-only (a form whose upload is running)', () => {
  const body = render(
    <NameDescriptionFields values={{ name: 'a', description: '' }} onName={noop} onDescription={noop} disabled />,
  )
  assert.ok(body.querySelector('input')!.disabled)
  assert.ok(body.querySelector('textarea')!.disabled)
})

const validate = (v: { name: string; description: string }) => ({ name: v.name ? undefined : 'Name is required' })
let form: ReturnType<typeof useFormState<{ name: string; description: string }, ReturnType<typeof validate>>>
function Form() {
  form = useFormState({ initial: { name: '', description: 'd' }, validate, onSubmit: noop })
  return <NameDescriptionFields form={form} />
}

Fields('given a form: its values, its setters, and the name message only once the form shows it', () => {
  const body = render(<Form />)
  assert.is(body.querySelector('textarea')!.value, 'd')
  assert.is.not(body.querySelector('input')!.getAttribute('aria-invalid'), 'true')
  act(() => form.submit())
  assert.is(body.querySelector('input')!.getAttribute('aria-invalid'), 'true')
  assert.match(body.textContent!, 'Name is required')
  act(() => form.set('name')('thing'))
  assert.is(body.querySelector('input')!.value, 'thing')
  assert.not.match(body.textContent!, 'Name is required')
})

Fields.run()
