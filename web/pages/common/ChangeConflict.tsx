import type { Conflict } from '../../api/changes'
import { ConflictNotice } from '../../ui/ConflictNotice'

/** A whole-document save stopped by someone else's change (useChangeSave), with the user's choice. */
export function ChangeConflict({
  saver,
}: {
  saver: { conflicts: Conflict[] | null; pending: boolean; choose: (c: 'theirs' | 'mine') => unknown }
}) {
  if (!saver.conflicts) return null
  return (
    <ConflictNotice
      conflicts={saver.conflicts}
      pending={saver.pending}
      onKeepTheirs={() => saver.choose('theirs')}
      onApplyMine={() => saver.choose('mine')}
    />
  )
}
