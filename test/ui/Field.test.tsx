import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../web/ui/Field'
import { render, withDom } from '../../test-support/dom'

const Field = suite('Field')
withDom(Field)

const noop = () => {}

Field('a control is labelled and described by its hint and error, and marked invalid and required', () => {
  const body = render(
    <>
      <TextField label="Name" value="x" onValue={noop} required hint="Lower-case letters" error="Name is required" />
      <TextAreaField label="Description" value="" onValue={noop} />
      <SelectField label="Pool" value="" onValue={noop} options={[{ value: 'a', label: 'A' }]} error="Pick a pool" />
    </>,
  )
  const [input, textarea, select] = [
    body.querySelector('input')!,
    body.querySelector('textarea')!,
    body.querySelector('select')!,
  ]
  assert.is(body.querySelector(`label[for="${input.id}"]`)?.textContent, 'Name *')
  const described = input
    .getAttribute('aria-describedby')!
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
  assert.equal(described, ['Name is required', 'Lower-case letters'])
  assert.is(input.getAttribute('aria-invalid'), 'true')
  assert.is(input.getAttribute('aria-required'), 'true')
  assert.is(input.className, 'input')

  assert.is(body.querySelector(`label[for="${textarea.id}"]`)?.textContent, 'Description')
  assert.is(textarea.getAttribute('aria-describedby'), null)
  assert.is(textarea.getAttribute('aria-invalid'), null)
  assert.is(textarea.getAttribute('aria-required'), null)

  assert.is(document.getElementById(select.getAttribute('aria-describedby')!)?.textContent, 'Pick a pool')
  assert.is(select.getAttribute('aria-invalid'), 'true')
})

Field('a checkbox is described by its hint and, when disabled, by the reason', () => {
  const body = render(
    <CheckboxField label="Keep" checked onChecked={noop} hint="Kept in this browser" disabledReason="Only admins" />,
  )
  const box = body.querySelector('input')!
  const described = box
    .getAttribute('aria-describedby')!
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
  assert.equal(described, ['Kept in this browser', 'Only admins'])
  assert.is(box.disabled, true)
})

Field.run()
