import { useEffect, useState } from 'react'
import { findNewestServedVersion, type VersionRefusal } from '../../api/api-version'
import { Button } from '../../ui/Button'

/**
 * The control plane refused every API version this console speaks, the released one too (it is older than
 * the console). Every call would fail the same way, so the console shows this one page instead of
 * screens and forms that each fail on their own, naming the versions on both sides.
 */
export function VersionRefusedPage({ refusal }: { refusal: VersionRefusal }) {
  // undefined while asking, null when the control plane's newest version cannot be told
  const [theirs, setTheirs] = useState<string | null | undefined>(undefined)
  useEffect(() => {
    let live = true
    void findNewestServedVersion(refusal.ours).then((v) => live && setTheirs(v ?? null))
    return () => {
      live = false
    }
  }, [refusal.ours])
  return (
    <main id="main" className="empty" aria-labelledby="version-refused-title">
      <h1 id="version-refused-title">This console is newer than the control plane</h1>
      <p>
        This console speaks API versions{' '}
        {refusal.spoken.map((v, i) => (
          <span key={v}>
            {i > 0 && (i === refusal.spoken.length - 1 ? ' and ' : ', ')}
            <strong>{v}</strong>
          </span>
        ))}
        . The control plane at <strong>{location.host}</strong> serves only older API versions, so no screen of this
        console would work with it.
      </p>
      <p aria-live="polite">
        {theirs === undefined && 'Finding the newest API version the control plane serves…'}
        {theirs === null && 'The control plane did not say which API versions it serves.'}
        {theirs && (
          <>
            The control plane serves API versions up to <strong>{theirs}</strong>.
          </>
        )}
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
