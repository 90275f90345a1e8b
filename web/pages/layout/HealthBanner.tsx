import { useApiQuery } from '../../api/hooks'

/** How often the console checks the control plane while the tab is visible (SWR pauses when hidden). */
const PING_INTERVAL_MS = 15_000
const RETRY_INTERVAL_MS = 5_000

/**
 * A persistent, polite banner while GET /v1/ping fails; it hides itself once a ping succeeds.
 * Nothing else on the page is touched, so no work in progress is lost.
 */
export function HealthBanner() {
  const ping = useApiQuery('ping', {}, { refreshInterval: (data) => (data ? PING_INTERVAL_MS : RETRY_INTERVAL_MS) })
  const down = Boolean(ping.error)
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
