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

const validate = (v: { name: string; description: string }) => ({ name: v.name ? undefined : 'Name is required' })
let form: ReturnType<typeof useFormState<{ name: string; description: string }, ReturnType<typeof validate>>>
function Form() {
  form = useFormState({ initial: { name: '', description: 'd' }, validate, onSubmit: () => undefined })
  return <NameDescriptionFields form={form} />
}

const text = (el: Element | null) => (el as HTMLInputElement | HTMLTextAreaElement | null)?.value

Fields('given the values and setters: a required Name with its message and a Description', () => {
  const body = render(
    <NameDescriptionFields
      values={{ name: 'a', description: 'b' }}
      nameError="Bad name"
      onName={() => undefined}
      onDescription={() => undefined}
    />,
  )
  const input = body.querySelector('input')!
  assert.is(text(input), 'a')
  assert.is(input.getAttribute('aria-invalid'), 'true')
  assert.is(text(body.querySelector('textarea')), 'b')
})

Fields('given a form: its values, its setters, and the name message only once the form shows it', () => {
  const body = render(<Form />)
  const input = body.querySelector('input')!
  assert.is(text(body.querySelector('textarea')), 'd')
  assert.is.not(input.getAttribute('aria-invalid'), 'true')
  act(() => form.submit())
  assert.is(body.querySelector('input')!.getAttribute('aria-invalid'), 'true')
  assert.ok(body.textContent?.includes('Name is required'))
  act(() => form.set('name')('thing'))
  assert.is(text(body.querySelector('input')), 'thing')
  assert.not.ok(body.textContent?.includes('Name is required'))
})

Fields.run()
