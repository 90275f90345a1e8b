/**
 * Ctrl/Cmd+K pressed before the app has mounted its palette: the starter pre-paints a
 * list's rows while the entry still loads (web/first-calls-start.ts), so the page looks ready a second
 * or more before the app's key handlers exist. A person who presses Ctrl+K then and types a name would
 * lose both. The starter listens from the moment it pre-paints and keeps them; the palette's owner
 * (web/pages/layout/QuickActions.tsx) takes them when it mounts, and the starter's listener goes.
 * Other keys pressed in that window still reach no handler of the app's (README).
 * The two are separate scripts: the keys ride on the first paint's slot (web/first-paint/slot.ts), since they are held
 * only over a pre-paint.
 */
import type { FirstPaint } from '../first-paint/slot'
import { getFirstPaint } from '../first-paint/slot'

/** What was asked for before the app listened: the palette, and what was typed into it. */
export type EarlyKeys = { palette: boolean; typed: string }
export type HeldKeys = EarlyKeys & { stop: () => void }

/** Same test as the palette's own handler: Ctrl or Cmd with K. */
export const isPaletteKey = (e: KeyboardEvent) => (e.ctrlKey || e.metaKey) && (e.key === 'k' || e.key === 'K')

/**
 * The starter: keep Ctrl+K and the keys after it until the app takes them. Nothing else is touched: before Ctrl+K
 * every key goes where it would (the starter's budget is a few hundred bytes, so this is all it does).
 */
export function holdEarlyKeys(paint: FirstPaint) {
  const onKey = (e: KeyboardEvent) => {
    const k = e.key
    if (isPaletteKey(e)) {
      held.palette = !held.palette
      held.typed = ''
    } else if (!held.palette || e.ctrlKey || e.metaKey || e.altKey) return
    else if (k === 'Escape') held.palette = false
    else if (k === 'Backspace') held.typed = held.typed.slice(0, -1)
    else if (k.length === 1) held.typed += k
    else return
    e.preventDefault()
  }
  const held: HeldKeys = { palette: false, typed: '', stop: () => removeEventListener('keydown', onKey, true) }
  addEventListener('keydown', onKey, true)
  paint.keys = held
}

/** The app, once its own handler is in place: what the starter kept (nothing without a starter); the starter stops. */
export function takeEarlyKeys(): EarlyKeys {
  const paint = getFirstPaint()
  const held = paint?.keys
  if (!held) return { palette: false, typed: '' }
  held.stop()
  paint.keys = undefined
  return { palette: held.palette, typed: held.palette ? held.typed : '' }
}
