import type { VersionRefusal } from '../../api/api-version'
import { Button } from '../../ui/Button'

/**
 * issue #31.1: the control plane refused the API version this console was built for (it is older than
 * the console). Every call would fail the same way, so the console shows this one page instead of
 * screens and forms that each fail on their own.
 */
export function VersionRefusedPage({ refusal }: { refusal: VersionRefusal }) {
  return (
    <main id="main" className="empty" aria-labelledby="version-refused-title">
      <h1 id="version-refused-title">This console is newer than the control plane</h1>
      <p>
        This console speaks API version <strong>{refusal.ours}</strong>. The control plane at{' '}
        <strong>{location.host}</strong> serves only older API versions, so no screen of this console would work with
        it.
      </p>
      <p>
        The control plane answered: <q>{refusal.message}</q>
      </p>
      <p>
        Open the console the control plane serves with its own release, or ask an operator to update the rack to a
        release that serves API version {refusal.ours}. Then reload this page.
      </p>
      <div className="row" style={{ justifyContent: 'center', marginTop: '1rem' }}>
        <Button onClick={() => location.reload()}>Reload</Button>
      </div>
    </main>
  )
}
