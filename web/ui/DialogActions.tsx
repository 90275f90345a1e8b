import type { ReactNode } from 'react'
import { Button } from './Button'
import { CopyRequestButton, type RequestSource } from './CopyRequest'

export type DialogWrite = {
  /** The primary button's label: 'Save comment', 'Link'. */
  submitLabel: string
  /** The Copy as CLI / API dialog's title: 'Link: CLI / API'. */
  copyTitle: string
  /** The request the primary button sends, previewed (undefined or a reason while there is none). */
  request: RequestSource
  pending: boolean
  /** Why the primary button cannot be pressed now. */
  disabledReason?: string | false
  /** Cancel stays disabled while the write runs: the dialog waits to show a refusal. */
  holdWhilePending?: boolean
  /** Buttons of the dialog's own, before Cancel ('Generate another'). */
  extra?: ReactNode
}

/**
 * The footer of a dialog that writes: Copy as CLI / API, Cancel, then the primary button behind the
 * write gate. In a form (ModalForm) the primary button submits it; otherwise it calls `onSubmit`.
 */
export function DialogActions({
  submitLabel,
  copyTitle,
  request,
  pending,
  disabledReason,
  holdWhilePending,
  extra,
  onCancel,
  onSubmit,
}: DialogWrite & { onCancel: () => void; onSubmit?: () => void }) {
  return (
    <div className="form-actions">
      <CopyRequestButton title={copyTitle} request={request} />
      {extra}
      <Button onClick={onCancel} disabled={holdWhilePending && pending}>
        Cancel
      </Button>
      <Button
        write
        type={onSubmit ? 'button' : 'submit'}
        variant="primary"
        loading={pending}
        disabledReason={disabledReason}
        onClick={onSubmit}
      >
        {submitLabel}
      </Button>
    </div>
  )
}
