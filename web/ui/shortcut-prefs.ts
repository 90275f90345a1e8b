/**
 * Single-key shortcuts (`?`, `/`, `c`, `g` then a letter) can be turned off (WCAG 2.2 SC 2.1.4):
 * speech input and some assistive tools type letters the console would otherwise take as
 * commands. On unless turned off; the choice is kept in this browser, like the theme (theme.ts).
 */
const KEY = 'rack-console-single-key-shortcuts'

export function singleKeyShortcutsOn(): boolean {
  try {
    return localStorage.getItem(KEY) !== 'off'
  } catch {
    // Storage blocked (private mode, policy): the default, on.
    return true
  }
}

export function setSingleKeyShortcuts(on: boolean) {
  try {
    if (on) localStorage.removeItem(KEY)
    else localStorage.setItem(KEY, 'off')
  } catch {
    // Not kept; shortcuts.tsx reads storage on each key, so they stay as they were.
  }
}
