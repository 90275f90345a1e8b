import { formatDateTime } from '../util/time'
import { Button } from './Button'

/** A part this user changed that someone else changed too (web/api/changes.ts Conflict, as data). */
export type ConflictRow = { label: string; was: string; theirs: string; mine: string; changedAt?: Date }

/**
 * A save stopped because someone else changed the same part since the form opened:
 * both values side by side, and the user chooses. Nothing was written yet.
 */
export function ConflictNotice({
  conflicts,
  pending,
  onKeepTheirs,
  onApplyMine,
}: {
  conflicts: readonly ConflictRow[]
  pending?: boolean
  onKeepTheirs: () => void
  onApplyMine: () => void
}) {
  return (
    <div className="error-box conflict" role="alert" aria-label="Changed by someone else">
      <strong>Someone else changed this since you opened it</strong>
      <p>Nothing has been saved. Choose which value to keep; your other changes are saved either way.</p>
      <table className="conflict-table">
        <thead>
          <tr>
            <th scope="col">Setting</th>
            <th scope="col">When you opened it</th>
            <th scope="col">Theirs, now</th>
            <th scope="col">Yours</th>
          </tr>
        </thead>
        <tbody>
          {conflicts.map((c) => (
            <tr key={c.label}>
              <th scope="row">{c.label}</th>
              <td>{c.was}</td>
              <td>
                {c.theirs}
                <div className="muted">
                  {c.changedAt
                    ? `changed at ${formatDateTime(c.changedAt, { seconds: true })}`
                    : 'the API does not say who changed it'}
                </div>
              </td>
              <td>{c.mine}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="row">
        <Button onClick={onKeepTheirs} disabledReason={pending && 'Saving…'}>
          Keep theirs
        </Button>
        <Button variant="danger" onClick={onApplyMine} disabledReason={pending && 'Saving…'}>
          Apply mine
        </Button>
      </div>
    </div>
  )
}

/** A part that did not read back as written (web/api/changes.ts LostChange, as data). */
export type LostRow = { label: string; wrote: string; now: string; changedAt?: Date }

/**
 * A write that landed but did not read back as written: someone else saved the same object at the
 * same moment, and one write undid part of the other. Both values side by side, and no success is
 * claimed until the user applies again and it reads back as written.
 */
export function LostChangeNotice({
  lost,
  pending,
  onApplyAgain,
}: {
  lost: readonly LostRow[]
  pending?: boolean
  onApplyAgain: () => void
}) {
  return (
    <div className="error-box conflict" role="alert" aria-label="Not saved as written">
      <strong>Someone else saved this at the same moment</strong>
      <p>
        Your save was sent, but this does not read back as you wrote it. Apply again to write your changes on what is
        there now.
      </p>
      <table className="conflict-table">
        <thead>
          <tr>
            <th scope="col">Setting</th>
            <th scope="col">What you wrote</th>
            <th scope="col">What is there now</th>
          </tr>
        </thead>
        <tbody>
          {lost.map((c) => (
            <tr key={c.label}>
              <th scope="row">{c.label}</th>
              <td>{c.wrote}</td>
              <td>
                {c.now}
                {c.changedAt && (
                  <div className="muted">{`changed at ${formatDateTime(c.changedAt, { seconds: true })}`}</div>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="row">
        <Button variant="primary" onClick={onApplyAgain} disabledReason={pending && 'Saving…'}>
          Apply again
        </Button>
      </div>
    </div>
  )
}
