/**
 * Whether the page can be seen. A hidden tab asks the control plane nothing: every poll of the
 * console's own (a list's rows, an unpaged list's reload) stops while the page is hidden and starts
 * again when it is shown, as SWR's refresh intervals already do (refreshWhenHidden is off).
 */
import { useSyncExternalStore } from 'react'

/** The page is in a background tab, a minimised window or a locked screen. */
export const pageHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden'

function subscribe(onChange: () => void) {
  if (typeof document === 'undefined') return () => {}
  document.addEventListener('visibilitychange', onChange)
  return () => document.removeEventListener('visibilitychange', onChange)
}

/** Re-renders when the page is hidden or shown again. */
export const usePageVisible = () =>
  useSyncExternalStore(
    subscribe,
    () => !pageHidden(),
    () => true,
  )
