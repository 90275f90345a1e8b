import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { act } from 'preact/test-utils'
import ConfirmDialogPanel from '../../web/ui/ConfirmDialogPanel'
import type { ConfirmOptions } from '../../web/ui/ConfirmDialog'
import { render, withDom } from '../../test-support/dom'
// Headless UI decides 'server or browser' when first imported, before happy-dom is
// registered, and then never portals a dialog; re-detect once the DOM exists.
import { env as headlessEnv } from '../../node_modules/@headlessui/react/dist/utils/env.js'

const Panel = suite('ConfirmDialogPanel')
withDom(Panel)
Panel.before.each(() => headlessEnv.reset())

const confirmButton = () =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === 'Confirm') as HTMLButtonElement

const options = (useRefusal: ConfirmOptions['useRefusal'], done: () => void): ConfirmOptions => ({
  title: 'Delete VPC',
  content: 'Are you sure you want to delete VPC web?',
  actionLabel: 'Confirm',
  danger: true,
  errorTitle: 'Could not delete VPC',
  doAction: async () => done(),
  useRefusal,
})

Panel('a refusal the dialog reads disables Confirm and says why, in the dialog and as its description', () => {
  let deleted = 0
  render(
    <ConfirmDialogPanel
      options={options(
        () => 'Delete its subnet first: default',
        () => void deleted++,
      )}
      onDone={() => undefined}
    />,
  )
  const button = confirmButton()
  assert.is(button.getAttribute('aria-disabled'), 'true')
  assert.is(
    document.getElementById(button.getAttribute('aria-describedby')!)?.textContent,
    'Delete its subnet first: default',
  )
  assert.ok(
    [...document.querySelectorAll('[role="status"]')].some((s) => s.textContent === 'Delete its subnet first: default'),
  )
  act(() => button.click())
  assert.is(deleted, 0)
})

Panel('without a refusal, Confirm acts', async () => {
  let deleted = 0
  render(
    <ConfirmDialogPanel
      options={options(
        () => undefined,
        () => void deleted++,
      )}
      onDone={() => undefined}
    />,
  )
  const button = confirmButton()
  assert.is(button.getAttribute('aria-disabled'), null)
  await act(async () => button.click())
  assert.is(deleted, 1)
})

Panel.run()
