import type { Conflict, LostChange } from '../../api/changes'
import { ConflictNotice, LostChangeNotice } from '../../ui/ConflictNotice'

/**
 * A whole-document save stopped by someone else's change (useDocumentSave), with the user's choice;
 * or a write that did not read back as written, with the offer to apply again.
 */
export function ChangeConflict({
  saver,
}: {
  saver: {
    conflicts: Conflict[] | null
    lost: LostChange[] | null
    pending: boolean
    choose: (c: 'theirs' | 'mine') => unknown
    applyAgain: () => unknown
  }
}) {
  if (saver.lost)
    return <LostChangeNotice lost={saver.lost} pending={saver.pending} onApplyAgain={() => saver.applyAgain()} />
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
