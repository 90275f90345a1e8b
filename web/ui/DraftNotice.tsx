/** Shown atop a form whose values came back from a draft kept when the session ended (issue #24). */
export const DRAFT_RESTORED =
  'Your session ended while you were filling this form. What you had entered is restored (passwords and secrets are never kept): check it and submit again.'

export function DraftNotice({ shown }: { shown: boolean }) {
  if (!shown) return null
  return (
    <div className="notice-box" role="status">
      {DRAFT_RESTORED}
    </div>
  )
}
