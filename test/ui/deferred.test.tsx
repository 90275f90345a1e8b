import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { act } from 'preact/test-utils'
import { ActionMenu } from '../../web/ui/ActionMenu'
import { render, sleep, withDom } from '../../test-support/dom'

const Deferred = suite('deferred widgets')
withDom(Deferred)

const actions = [{ label: 'Stop', onSelect: () => {} }]

Deferred('a row menu is a disabled stand-in until the page is idle; focusing it loads the menu, which keeps focus', async () => {
  const body = render(<ActionMenu label="db1 actions" actions={actions} />)
  const standIn = body.querySelector('button')!
  assert.is(standIn.getAttribute('aria-label'), 'db1 actions')
  assert.is(standIn.getAttribute('aria-disabled'), 'true')

  act(() => standIn.focus())
  let real: HTMLButtonElement | null = null
  for (let i = 0; i < 100 && !real; i++) {
    await act(() => sleep(20))
    real = body.querySelector('button[aria-label="db1 actions"]:not([aria-disabled])')
  }
  assert.ok(real, 'the headlessui menu button replaced the stand-in')
  assert.is(document.activeElement, real, 'focus moved to the real button')
})

Deferred.run()
