import { useLayoutEffect, useRef, type MutableRefObject } from 'react'
import { createStore, useStore } from './store'

/**
 * When to load the widgets that the first paint shows as stand-ins (row menus, the user menu,
 * the project picker: headlessui with floating-ui, ~40 KB brotli to fetch, compile and render).
 * Loading them as soon as the frame rendered put that work on the main thread while the page's
 * own chunk and data were still arriving, which on a slow CPU pushed the first rows back. They
 * now load once the browser has been idle for a moment after the page started, or at once when
 * the user points at, focuses or presses one of the stand-ins.
 */
const ready = createStore(false)

/** The page is idle this long (or this much time passes) before stand-ins are replaced. */
export const IDLE_DELAY_MS = 400
export const IDLE_TIMEOUT_MS = 2500

let scheduled = false

function schedule() {
  if (scheduled || typeof window === 'undefined') return
  scheduled = true
  const idle = window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 50))
  setTimeout(() => idle(() => loadDeferredWidgets(), { timeout: IDLE_TIMEOUT_MS }), IDLE_DELAY_MS)
}

/** Load every deferred widget now (the user is reaching for one). */
export function loadDeferredWidgets() {
  if (!ready.get()) ready.set(true)
}

/** True once deferred widgets may load; the first caller schedules that for when the page is idle. */
export function useDeferredReady(): boolean {
  schedule()
  return useStore(ready)
}

/** Props for a stand-in: any approach to it loads the real widget straight away. */
export const wakeProps = {
  onPointerEnter: loadDeferredWidgets,
  onFocus: loadDeferredWidgets,
  onPointerDown: loadDeferredWidgets,
  onKeyDown: loadDeferredWidgets,
}

/**
 * For the real widget: a ref for its button that takes focus on mount when the stand-in it
 * replaces had it (the stand-in is removed from the page, which would drop focus to the body).
 */
export function useTakeOverFocus<T extends HTMLElement>(standInFocused: MutableRefObject<boolean> | undefined) {
  const ref = useRef<T>(null)
  useLayoutEffect(() => {
    if (standInFocused?.current) {
      standInFocused.current = false
      ref.current?.focus()
    }
  }, [])
  return ref
}
