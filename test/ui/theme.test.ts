import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { applyStoredTheme, setTheme, storedTheme, THEME_EVENT } from '../../web/ui/theme'
import { withDom } from '../../test-support/dom'

const Theme = suite('theme')
withDom(Theme)
Theme.before.each(() => {
  localStorage.clear()
  delete document.documentElement.dataset.theme
})

Theme('follows the system until a choice is made', () => {
  assert.is(storedTheme(), 'system')
  applyStoredTheme()
  assert.is(document.documentElement.dataset.theme, undefined)
})

Theme('a choice is applied at once, announced, and kept for the next visit', () => {
  let events = 0
  const count = () => events++
  window.addEventListener(THEME_EVENT, count)
  setTheme('dark')
  window.removeEventListener(THEME_EVENT, count)
  assert.is(document.documentElement.dataset.theme, 'dark')
  assert.is(events, 1)
  delete document.documentElement.dataset.theme
  applyStoredTheme()
  assert.is(document.documentElement.dataset.theme, 'dark')
  setTheme('system')
  assert.is(document.documentElement.dataset.theme, undefined)
  assert.is(storedTheme(), 'system')
})

Theme('an unknown stored value means system', () => {
  localStorage.setItem('rack-console-theme', 'sepia')
  assert.is(storedTheme(), 'system')
})

Theme.run()
