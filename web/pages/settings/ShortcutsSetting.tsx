import { useState } from 'react'
import { CheckboxField } from '../../ui/Field'
import { setSingleKeyShortcuts, singleKeyShortcutsOn } from '../../ui/shortcut-prefs'

/**
 * The switch for single-key shortcuts (WCAG 2.2 SC 2.1.4): speech input and some assistive tools
 * type letters that would otherwise open forms or leave the page. Kept in this browser.
 */
export function ShortcutsSetting() {
  const [on, setOn] = useState(singleKeyShortcutsOn)
  return (
    <section aria-labelledby="shortcuts-heading">
      <h2 id="shortcuts-heading">Keyboard shortcuts</h2>
      <CheckboxField
        label="Single-key shortcuts"
        checked={on}
        onChecked={(v) => {
          setSingleKeyShortcuts(v)
          setOn(v)
        }}
        hint={
          <>
            <kbd>?</kbd> lists them, <kbd>/</kbd> focuses a list’s filter, <kbd>c</kbd> creates, <kbd>g</kbd> then a
            letter goes to a page. Turn them off if they get in the way of speech input or another tool. Ctrl+K stays
            on. Kept in this browser.
          </>
        }
      />
    </section>
  )
}
