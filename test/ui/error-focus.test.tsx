import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { act } from 'preact/test-utils'
import { useState } from 'react'
import { focusFirstError, useErrorFocus } from '../../web/ui/error-focus'
import { FormErrors } from '../../web/ui/SideModal'
import { TextField } from '../../web/ui/Field'
import { ErrorSummary } from '../../web/ui/ErrorSummary'
import { render, withDom } from '../../test-support/dom'
import { until } from '../../test-support/until'

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

/** A form shell as SideModalForm is one: messages shown from the first submit, then live. */
function Shell({ name: initialName = '', ip: initialIp = '' }) {
  const [touched, setTouched] = useState(false)
  const [name, setName] = useState(initialName)
  const [ip, setIp] = useState(initialIp)
  const focus = useErrorFocus(false, false)
  const shown = (message: string | undefined) => (touched ? message : undefined)
  return (
    <form
      ref={focus.ref}
      onSubmit={(e) => {
        e.preventDefault()
        setTouched(true)
        focus.afterSubmit()
      }}
    >
      <ErrorSummary problems={focus.problems} />
      <TextField label="Name" value={name} onValue={setName} error={shown(name ? undefined : 'Name is required')} />
      <TextField
        label="IP address"
        value={ip}
        onValue={setIp}
        error={shown(ip ? undefined : 'IP address is required')}
      />
      <button type="submit">Create</button>
    </form>
  )
}

const submit = () => act(() => document.querySelector<HTMLButtonElement>('button[type="submit"]')!.click())
const summary = () => document.querySelector('section')
const type = (label: string, value: string) => {
  const input = [...document.querySelectorAll('input')].find((i) => i.labels?.[0]?.textContent === label)!
  input.focus()
  act(() => {
    input.value = value
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
  return input
}

Focus('a submit that finds several fields wrong takes focus to the summary that lists them', async () => {
  render(<Shell />)
  submit()
  await until(() => document.activeElement === summary(), { what: 'the summary focused' })
  assert.is(summary()!.querySelector('h2')!.textContent, '2 issues:')
  assert.equal(
    [...summary()!.querySelectorAll('a')].map((a) => a.textContent),
    ['Name is required', 'IP address is required'],
  )
  // its second link takes the person to the second field
  act(() => summary()!.querySelectorAll('a')[1].click())
  assert.is((document.activeElement as HTMLElement).id, document.querySelectorAll('input')[1].id)
})

Focus('the summary follows the fields as they are fixed, and moves nothing', async () => {
  render(<Shell />)
  submit()
  await until(() => document.activeElement === summary(), { what: 'the summary focused' })
  const name = type('Name', 'web')
  await until(() => summary()?.querySelectorAll('a').length === 1, { what: 'the fixed field dropped from the summary' })
  assert.is(summary()!.querySelector('h2')!.textContent, 'Error')
  assert.is(document.activeElement, name)
  type('IP address', '10.0.0.1')
  await until(() => summary() === null, { what: 'the summary gone once nothing is wrong' })
  assert.is((document.activeElement as HTMLInputElement).value, '10.0.0.1')
})

Focus('a submit that finds one field wrong takes focus to that field, with no summary', async () => {
  render(<Shell name="web" />)
  submit()
  await until(() => document.activeElement?.getAttribute('aria-invalid') === 'true', { what: 'the field focused' })
  assert.is((document.activeElement as HTMLElement).id, document.querySelectorAll('input')[1].id)
  assert.is(summary(), null)
})

Focus.run()
