import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { focusFirstError } from '../../web/ui/error-focus'
import { FormErrors } from '../../web/ui/SideModal'
import { TextField } from '../../web/ui/Field'
import { render, withDom } from '../../test-support/dom'

const Focus = suite('focusFirstError')
withDom(Focus)

const noop = () => undefined

Focus('goes to the first field marked invalid, past the summary', () => {
  const body = render(
    <form>
      <FormErrors errors={['Instance name already exists']} />
      <TextField label="Hostname" value="" onValue={noop} />
      <TextField label="Name" value="web" onValue={noop} error="Instance name already exists" />
      <TextField label="Size" value="" onValue={noop} error="Size is required" />
    </form>,
  )
  assert.ok(focusFirstError(body.querySelector('form')!))
  const focused = document.activeElement as HTMLInputElement
  assert.is(focused.getAttribute('aria-invalid'), 'true')
  assert.is(focused.value, 'web')
  // the message is the field's description
  assert.is(
    document.getElementById(focused.getAttribute('aria-describedby')!)?.textContent,
    'Instance name already exists',
  )
})

Focus('goes to the summary when no field carries the problem, and nowhere when nothing is wrong', () => {
  let body = render(
    <form>
      <FormErrors errors={['Action not authorized']} />
      <TextField label="Name" value="web" onValue={noop} />
    </form>,
  )
  assert.ok(focusFirstError(body.querySelector('form')!))
  assert.is((document.activeElement as HTMLElement).textContent, 'ErrorAction not authorized')
  body = render(
    <form>
      <TextField label="Name" value="web" onValue={noop} />
    </form>,
  )
  ;(document.activeElement as HTMLElement | null)?.blur()
  assert.not.ok(focusFirstError(body.querySelector('form')!))
})

Focus.run()
