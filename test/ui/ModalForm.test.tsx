import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { act } from 'preact/test-utils'
import { ModalForm } from '../../web/ui/ModalForm'
import { render, withDom } from '../../test-support/dom'
// Headless UI decides 'server or browser' when first imported, before happy-dom is
// registered, and then never portals a dialog; re-detect once the DOM exists.
import { env as headlessEnv } from '../../node_modules/@headlessui/react/dist/utils/env.js'

const Form = suite('ModalForm')
withDom(Form)
Form.before.each(() => headlessEnv.reset())

const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent?.startsWith(name)) as HTMLButtonElement

const form = (submit: () => void = () => undefined) => ({ submit, request: () => undefined })

Form("the write's refusal is shown above the fields, after what the form could not read", () => {
  render(
    <ModalForm
      title="Link a silo"
      form={form()}
      write={{ pending: false, error: { message: 'Pool is already linked' } }}
      readErrors={['Could not list the silos']}
      submitLabel="Link"
      onClose={() => undefined}
    >
      <input aria-label="Silo" />
    </ModalForm>,
  )
  const alert = document.querySelector('[role="alert"]')!
  assert.ok(alert.textContent?.startsWith('2 issues:'))
  const items = [...alert.querySelectorAll('li')].map((li) => li.textContent)
  assert.equal(items, ['Could not list the silos', 'Pool is already linked'])
})

Form('the primary button submits the form through the form state', () => {
  let sent = 0
  render(
    <ModalForm
      title="Add secret"
      form={form(() => void sent++)}
      write={{ pending: false }}
      submitLabel="Add secret"
      onClose={() => undefined}
    >
      <input aria-label="Secret value" />
    </ModalForm>,
  )
  act(() => button('Add secret').click())
  assert.is(sent, 1)
  assert.is(document.querySelector('form')?.noValidate, true)
})

Form(
  'a submit its checks stop takes focus to the first invalid field; a refusal as the write settles, to the summary',
  async () => {
    const at = (pending: boolean, error?: { message: string }, invalid = true) =>
      render(
        <ModalForm
          title="Add secret"
          form={form()}
          write={{ pending, error }}
          submitLabel="Add secret"
          onClose={() => undefined}
        >
          <input aria-label="Secret name" />
          <input aria-label="Secret value" aria-invalid={invalid || undefined} />
        </ModalForm>,
      )
    const tick = () => new Promise((r) => setTimeout(r, 5))
    at(false)
    act(() => button('Add secret').click())
    await tick()
    assert.is(document.activeElement?.getAttribute('aria-label'), 'Secret value')

    at(true, undefined, false)
    at(false, { message: 'Action not authorized' }, false)
    await tick()
    assert.is(document.activeElement?.getAttribute('role'), 'alert')
    assert.ok(document.activeElement?.textContent?.includes('Action not authorized'))
  },
)

Form('a dialog that holds while its write runs keeps Cancel disabled; one that does not keeps it enabled', () => {
  const at = (holdWhilePending: boolean) => {
    render(
      <ModalForm
        title="Edit comment"
        form={form()}
        write={{ pending: true }}
        submitLabel="Save comment"
        holdWhilePending={holdWhilePending}
        onClose={() => undefined}
      >
        <textarea aria-label="Comment" />
      </ModalForm>,
    )
    return button('Cancel').disabled
  }
  assert.is(at(true), true)
  render(null)
  assert.is(at(false), false)
})

Form('while the form gives no request, Copy as CLI / API says to fix the form first', () => {
  render(
    <ModalForm
      title="Edit quotas"
      form={form()}
      write={{ pending: false }}
      submitLabel="Save"
      onClose={() => undefined}
    >
      <input aria-label="CPUs" />
    </ModalForm>,
  )
  const copy = button('Copy as CLI / API')
  assert.is(document.getElementById(copy.getAttribute('aria-describedby')!)?.textContent, 'Fix the form first')
})

Form.run()
