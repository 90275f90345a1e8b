import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { setSingleKeyShortcuts, singleKeyShortcutsOn } from '../../web/ui/shortcut-prefs'
import { withDom } from '../../test-support/dom'

const Prefs = suite('shortcut-prefs')
withDom(Prefs)
Prefs.before.each(() => localStorage.clear())

Prefs('single-key shortcuts are on until turned off, and the choice is kept', () => {
  assert.is(singleKeyShortcutsOn(), true)
  setSingleKeyShortcuts(false)
  assert.is(localStorage.getItem('rack-console-single-key-shortcuts'), 'off')
  assert.is(singleKeyShortcutsOn(), false)
  setSingleKeyShortcuts(true)
  assert.is(localStorage.length, 0, 'on is the default, so nothing is stored')
  assert.is(singleKeyShortcutsOn(), true)
})

Prefs.run()
