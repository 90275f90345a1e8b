/**
 * The colour theme: follow the system, or always light, or always dark. The choice is
 * kept in localStorage and applied as `data-theme` on <html>; styles/tokens.css keys its dark tokens on
 * `[data-theme="dark"]`, and on prefers-color-scheme when the choice is 'system' (no attribute).
 * The entry module calls applyStoredTheme() before it renders anything: the CSP forbids the
 * usual inline script in index.html, and a module script still runs before the first render.
 */
export const THEMES = ['system', 'light', 'dark'] as const
export type Theme = (typeof THEMES)[number]

const KEY = 'rack-console-theme'
/** Fired on window when the choice changes, for what draws with computed colours (charts). */
export const THEME_EVENT = 'rack-console-theme'

export function storedTheme(): Theme {
  try {
    const v = localStorage.getItem(KEY)
    return (THEMES as readonly string[]).includes(v ?? '') ? (v as Theme) : 'system'
  } catch {
    // Storage may be blocked (private mode, policy): follow the system.
    return 'system'
  }
}

function apply(theme: Theme) {
  const root = document.documentElement
  if (theme === 'system') delete root.dataset.theme
  else root.dataset.theme = theme
}

export function applyStoredTheme() {
  apply(storedTheme())
}

export function setTheme(theme: Theme) {
  try {
    if (theme === 'system') localStorage.removeItem(KEY)
    else localStorage.setItem(KEY, theme)
  } catch {
    // Not kept, but still applied for this visit.
  }
  apply(theme)
  window.dispatchEvent(new Event(THEME_EVENT))
}
