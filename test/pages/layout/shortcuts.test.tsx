import { act } from 'preact/test-utils'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { Shortcuts } from '../../../web/pages/layout/shortcuts'
import { setSingleKeyShortcuts, singleKeyShortcutsOn } from '../../../web/ui/shortcut-prefs'
import { render, withDom } from '../../../test-support/dom'

/** SC 2.1.4: the single-key shortcuts work until turned off, and stop at once when they are. */
const Keys = suite('Shortcuts')
withDom(Keys)
Keys.before.each(() => localStorage.clear())

function mount() {
  const memory = memoryLocation({ path: '/projects/p/instances', record: true })
  render(
    <Router hook={memory.hook}>
      <Shortcuts project="p" />
    </Router>,
  )
  const press = (...keys: string[]) =>
    act(() => {
      for (const key of keys) document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }))
    })
  return { memory, press }
}

Keys('on by default: g then d goes to the project’s disks', () => {
  assert.ok(singleKeyShortcutsOn())
  const { memory, press } = mount()
  press('g', 'd')
  assert.is(memory.history!.at(-1), '/projects/p/disks')
})

Keys('turned off, the same keys do nothing; the choice is kept and can be undone', () => {
  setSingleKeyShortcuts(false)
  assert.is(singleKeyShortcutsOn(), false)
  const { memory, press } = mount()
  press('g', 'd')
  assert.equal(memory.history, ['/projects/p/instances'])
  setSingleKeyShortcuts(true)
  press('g', 'd')
  assert.is(memory.history!.at(-1), '/projects/p/disks')
})

Keys.run()
