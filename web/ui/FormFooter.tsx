import type { ReactNode } from 'react'

/**
 * The actions of a full-page form, kept in view at the bottom of the window however long the
 * form is, with the last problem beside them: a person at the top of a tall form still sees why
 * Create did nothing, and one at the bottom still reaches it. `start` sits at the far left (Copy
 * as CLI / API), the buttons at the right.
 */
export function FormFooter({ error, start, children }: { error?: string; start?: ReactNode; children: ReactNode }) {
  return (
    <div className="form-footer">
      {start}
      {/* a live region: the message is read out as it appears beside the button just pressed */}
      <p className="form-footer-error" role="status">
        {error}
      </p>
      {children}
    </div>
  )
}
