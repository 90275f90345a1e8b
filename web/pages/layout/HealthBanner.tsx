import { useEffect, useRef } from 'react'
import { useLocation } from 'wouter'
import { useQuery } from '../../api/reads'

/** How often the console checks the control plane while the tab is visible (SWR pauses when hidden). */
const PING_INTERVAL_MS = 15_000
/** How often it checks again while the control plane is unreachable. */
const RETRY_INTERVAL_MS = 5_000
/** Extra checks (on navigation, on the browser coming back online) happen at most this often. */
const EXTRA_CHECK_MIN_MS = 1_000
/** A navigation's check waits for the browser to be idle, but no longer than this. */
const NAVIGATION_CHECK_WITHIN_MS = 1_000

/**
 * A persistent, polite banner while GET /v1/ping fails; it hides itself once a ping succeeds.
 * Nothing else on the page is touched, so no work in progress is lost. Besides the interval, the
 * console checks again after every client-side navigation (once idle) and when the browser reports 'online'
 * (at most once per EXTRA_CHECK_MIN_MS), so an outage or a recovery shows without waiting a full interval.
 */
export function HealthBanner() {
  const ping = useQuery('ping', {})
  const down = Boolean(ping.error)
  const revalidate = useRef(ping.mutate)
  revalidate.current = ping.mutate

  // Our own timer: SWR's refreshInterval skips revalidation while the key is in error, which would never clear the banner.
  useEffect(() => {
    const id = setInterval(
      () => {
        if (document.visibilityState !== 'hidden') void revalidate.current()
      },
      down ? RETRY_INTERVAL_MS : PING_INTERVAL_MS,
    )
    return () => clearInterval(id)
  }, [down])

  const lastExtra = useRef(0)
  const checkNow = useRef(() => {})
  checkNow.current = () => {
    const now = Date.now()
    if (now - lastExtra.current < EXTRA_CHECK_MIN_MS) return
    lastExtra.current = now
    void revalidate.current()
  }

  const [location] = useLocation()
  const firstRender = useRef(true)
  useEffect(() => {
    if (firstRender.current) return void (firstRender.current = false)
    // once the new page has asked for its data and rendered it: checked at once, the ping and its
    // render competed with the page's own reads, in the click's 100 ms
    const idle = window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 200))
    const cancel = window.cancelIdleCallback ?? clearTimeout
    const id = idle(() => checkNow.current(), { timeout: NAVIGATION_CHECK_WITHIN_MS })
    return () => cancel(id)
  }, [location])

  useEffect(() => {
    const onOnline = () => checkNow.current()
    window.addEventListener('online', onOnline)
    return () => window.removeEventListener('online', onOnline)
  }, [])

  return (
    <div aria-live="polite">
      {down && (
        <div className="health-banner" role="status">
          Cannot reach the control plane; retrying
        </div>
      )}
    </div>
  )
}
