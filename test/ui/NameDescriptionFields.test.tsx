import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { NameDescriptionFields } from '../../web/ui/NameDescriptionFields'
import { render, withDom } from '../../test-support/dom'

const Fields = suite('NameDescriptionFields')
withDom(Fields)

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

Fields.run()
