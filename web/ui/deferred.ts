import { useLayoutEffect, useRef, type ComponentType, type MutableRefObject } from 'react'
import { createStore, useStore } from './store'

/**
 * When to do the work the first paint does not need: fetching the code of the row menus and the
 * user menu (headlessui with floating-ui, ~40 KB brotli), mounting the project picker, fetching
 * the pages the sidebar leads to. Done as soon as the frame rendered, it ran on the main thread
 * while the page's own chunk and data were still arriving, which on a slow CPU pushed the first
 * rows back. It now waits until the browser has been idle for a moment after the page started,
 * or happens at once when the user reaches for a stand-in.
 */
const ready = createStore(false)

/**
 * The grace period before deferred work starts: at least IDLE_DELAY_MS (the first second of a
 * load belongs to the first route's own chunk, data and rows: ), and on a slow machine
 * twice as long as the page took to start rendering (measured from navigation start), so the
 * page's own work, which follows the first paint, is not slowed by it. Then the browser must be
 * idle (or IDLE_TIMEOUT_MS pass).
 */
const IDLE_DELAY_MS = 1000
const IDLE_DELAY_MAX_MS = 2000
const IDLE_TIMEOUT_MS = 2500

let scheduled = false

function schedule() {
  if (scheduled || typeof window === 'undefined') return
  scheduled = true
  const idle = window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 50))
  // (a frame first rendered long after navigation, say after signing in, waits no more than the cap)
  const delay = Math.min(IDLE_DELAY_MAX_MS, Math.max(IDLE_DELAY_MS, 2 * performance.now()))
  setTimeout(() => idle(() => loadDeferredWidgets(), { timeout: IDLE_TIMEOUT_MS }), delay)
}

/** Tasks waiting for deferred work to start; a Set, so a task many rows ask for runs once. */
const pending = new Set<() => void>()

/** Load every deferred widget now (the user is reaching for one). */
export function loadDeferredWidgets() {
  if (ready.get()) return
  ready.set(true)
  for (const task of pending) task()
  pending.clear()
}

/**
 * Back to a page's start, where deferred work has not started: for tests, which share one module
 * (a suite run in one process under load has often passed the grace period by the time a later file checks it).
 */
export function resetDeferredWork() {
  ready.set(false)
  scheduled = false
  pending.clear()
}

/**
 * Run `task` once deferred work may start (at once if it already may), without re-rendering the
 * caller: for fetching code ahead of need, where nothing on screen changes.
 */
export function whenDeferredReady(task: () => void) {
  schedule()
  if (ready.get()) task()
  else pending.add(task)
}

/** True once deferred widgets may load; the first caller schedules that for when the page is idle. */
export function useDeferredReady(): boolean {
  schedule()
  return useStore(ready)
}

/** Props for a (non-focusable) stand-in: pointing at it loads the real widget straight away. */
export const wakeProps = {
  onPointerEnter: loadDeferredWidgets,
  onPointerDown: loadDeferredWidgets,
}

/**
 * A widget whose code is fetched when first needed and then held: `preload` starts the fetch (again after a failed
 * one), `get` is the component once its code is in. A stand-in gives way to it only then, in one render: a Suspense
 * fallback would be a second stand-in in its place, and the focus on the first would drop to the page.
 */
export function deferredComponent<P>(load: () => Promise<{ default: ComponentType<P> }>) {
  let component: ComponentType<P> | undefined
  let loading: Promise<void> | undefined
  const preload = () =>
    (loading ??= load().then(
      (m) => void (component = m.default),
      () => void (loading = undefined),
    ))
  return { preload, get: () => component }
}

/**
 * For the real widget that replaces a stand-in: a ref for its button that, on mount, takes focus
 * or opens (a click) when the user was already on the stand-in (`intent`, from useMenuStandIn in
 * web/ui/ActionMenu.tsx); the stand-in leaves the page, which would otherwise drop focus.
 */
export function useTakeOver<T extends HTMLElement>(
  intent: MutableRefObject<{ focus: boolean; open: boolean }> | undefined,
) {
  const ref = useRef<T>(null)
  useLayoutEffect(() => {
    const wants = intent?.current
    if (!wants) return
    if (wants.open) ref.current?.click()
    else if (wants.focus) ref.current?.focus()
    intent.current = { focus: false, open: false }
  }, [intent])
  return ref
}
