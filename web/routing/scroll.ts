import { useEffect, useLayoutEffect } from 'react'

/** the rules: constants: the scroll observer is throttled to 125 ms. */
const SCROLL_THROTTLE_MS = 125
const STORAGE_PREFIX = 'scroll:'
const RESTORE_WINDOW_MS = 1000

/**
 * A key per history entry, kept in history.state like a router's location key, so back/forward
 * and reload find the position saved for that entry while a new visit to the same URL starts at the top.
 */
export function navigationKey(): string {
  const state = (history.state ?? {}) as { navKey?: string }
  if (state.navKey) return state.navKey
  const navKey = Math.random().toString(36).slice(2, 10)
  history.replaceState({ ...state, navKey }, '')
  return navKey
}

/**
 * Navigation options for a change of the URL that stays on the same history entry (a list's filter
 * or sort, a chart's range): wouter's replace writes `null` as the entry's state, which dropped its
 * key, so the page took the change for a new visit and jumped to the top (a sort clicked halfway
 * down a list).
 */
export const sameEntry = () => ({ replace: true, state: history.state as unknown })

function read(key: string) {
  try {
    const v = sessionStorage.getItem(STORAGE_PREFIX + key)
    return v === null ? null : Number(v)
  } catch {
    return null
  }
}

function write(key: string, y: number) {
  try {
    sessionStorage.setItem(STORAGE_PREFIX + key, String(Math.round(y)))
  } catch {
    /* storage full or disabled: restoration is best-effort */
  }
}

let firstOfLoad = true

/**
 * The window's scroll position as its last scroll event left it (the browser sends one whenever the
 * position changes, a page grown shorter included). Reading window.scrollY lays the page out first.
 */
let knownY = 0
let tracking = false
function trackScroll() {
  if (tracking) return
  tracking = true
  // a load starts at the top; a browser that restores a position sends its scroll event
  window.addEventListener('scroll', () => void (knownY = window.scrollY), { passive: true })
}

/** Scroll position restored per navigation key (the location) from sessionStorage (the rules: screens). */
export function useScrollRestoration(key: string, ready: boolean) {
  trackScroll()
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const onScroll = () => {
      if (timer) return
      timer = setTimeout(() => {
        timer = undefined
        write(key, window.scrollY)
      }, SCROLL_THROTTLE_MS)
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      if (timer) clearTimeout(timer)
    }
  }, [key])

  useLayoutEffect(() => {
    if (!ready) return
    const saved = read(key)
    const first = firstOfLoad
    firstOfLoad = false
    // A load starts at the top: its first page scrolls only to a saved position. scrollTo forces a
    // layout of the whole frame while the page is still loading, a pass the first row waited for.
    if (first && !saved) return
    const target = saved ?? 0
    // Already there, the page is not laid out ahead of its frame: scrollTo in the click's render
    // forced a layout of the new page, 12-25 ms at 1x before its rows were in.
    if (target === 0 && knownY === 0) return
    window.scrollTo(0, target)
    if (target === 0) return
    // The page's data may still be loading: keep trying until it is tall enough, for up to a second.
    const until = Date.now() + RESTORE_WINDOW_MS
    let frame = 0
    const retry = () => {
      if (Math.abs(window.scrollY - target) < 2 || Date.now() > until) return
      window.scrollTo(0, target)
      frame = requestAnimationFrame(retry)
    }
    frame = requestAnimationFrame(retry)
    return () => cancelAnimationFrame(frame)
  }, [key, ready])
}
