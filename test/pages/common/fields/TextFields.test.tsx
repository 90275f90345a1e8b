import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { act } from 'preact/test-utils'
import { TextFields, rowField } from '../../../../web/pages/common/fields/TextFields'
import { useFormState } from '../../../../web/ui/use-form'
import { render, withDom } from '../../../../test-support/dom'

const Fields = suite('TextFields')
withDom(Fields)
Fields.before.each(() => {
  sessionStorage.clear()
  history.replaceState(null, '', '/things-new')
})

const labels = (body: HTMLElement) => [...body.querySelectorAll('label')].map((l) => l.textContent)
const input = (body: HTMLElement, label: string) => {
  const l = [...body.querySelectorAll('label')].find((x) => x.textContent!.replace(' *', '') === label)!
  return body.querySelector<HTMLInputElement>(`#${CSS.escape(l.htmlFor)}`)!
}
const type = (el: HTMLInputElement, value: string) =>
  act(() => {
    el.value = value
    el.dispatchEvent(new Event('input', { bubbles: true }))
  })

type Values = { first: string; last: string }
const validate = (v: Values) => ({ first: v.first ? undefined : 'First is required', last: undefined })
let form: ReturnType<typeof useFormState<Values, ReturnType<typeof validate>>>
function Form({ withLast = true }: { withLast?: boolean }) {
  form = useFormState({ initial: { first: '', last: 'x' }, validate, onSubmit: () => undefined })
  return (
    <TextFields
      field={form.field}
      fields={[
        { key: 'first', label: 'First address', required: true, placeholder: '192.0.2.10' },
        withLast && { key: 'last', label: 'Last address', inputMode: 'numeric', hint: 'Optional', autoComplete: 'on' },
      ]}
    />
  )
}

Fields('the fields in order, each with what its row says; autocomplete off unless said', () => {
  const body = render(<Form />)
  assert.equal(labels(body), ['First address *', 'Last address'])
  const first = input(body, 'First address')
  assert.is(first.placeholder, '192.0.2.10')
  assert.is(first.getAttribute('aria-required'), 'true')
  assert.is(first.getAttribute('autocomplete'), 'off')
  const last = input(body, 'Last address')
  assert.is(last.value, 'x')
  assert.is(last.getAttribute('inputmode'), 'numeric')
  assert.is(last.getAttribute('autocomplete'), 'on')
  assert.match(body.textContent!, 'Optional')
})

Fields('a field given as false is left out', () => {
  const body = render(<Form withLast={false} />)
  assert.equal(labels(body), ['First address *'])
})

Fields("typing sets the form's value; its message shows once the form shows messages", () => {
  const body = render(<Form />)
  assert.not.match(body.textContent!, 'First is required')
  act(() => form.submit())
  assert.match(body.textContent!, 'First is required')
  type(input(body, 'First address'), '192.0.2.1')
  assert.is(form.values.first, '192.0.2.1')
  assert.not.match(body.textContent!, 'First is required')
})

Fields('over a row: the prefix names the row, typing patches only that field, the row error shows', () => {
  type Row = { dst: string; gw: string; on: boolean }
  const patches: Partial<Row>[] = []
  const row: Row = { dst: '0.0.0.0/0', gw: '', on: true }
  const body = render(
    <TextFields
      prefix="Route 2"
      field={rowField(row, { gw: 'Gateway is required' }, (p) => patches.push(p))}
      fields={[
        { key: 'dst', label: 'destination' },
        { key: 'gw', label: 'gateway' },
      ]}
    />,
  )
  assert.equal(labels(body), ['Route 2 destination', 'Route 2 gateway'])
  assert.is(input(body, 'Route 2 destination').value, '0.0.0.0/0')
  assert.match(body.textContent!, 'Gateway is required')
  type(input(body, 'Route 2 gateway'), '192.0.2.1')
  assert.equal(patches, [{ gw: '192.0.2.1' }])
})

Fields.run()
