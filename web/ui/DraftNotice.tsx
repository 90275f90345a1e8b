import { Button } from './Button'

/** Shown atop a form whose values came back from a draft: kept when the form was left, or when the session ended. */
export const DRAFT_RESTORED =
  'What you entered here before you left is restored (passwords and secrets are never kept): check it and submit.'

export function DraftNotice({ shown, onDiscard }: { shown: boolean; onDiscard?: () => void }) {
  if (!shown) return null
  return (
    <div className="notice-box draft-notice" role="status">
      <span>{DRAFT_RESTORED}</span>
      {onDiscard && (
        <Button size="sm" onClick={onDiscard}>
          Discard draft
        </Button>
      )}
    </div>
  )
}
