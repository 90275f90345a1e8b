import { useState } from 'react'
import { Button } from './Button'
import { Modal } from './Modal'
import { addToast } from './Toast'
import type { ConfirmOptions } from './ConfirmDialog'

const noRefusal = () => undefined

/** The dialog itself, loaded on first use so the Dialog code is not on the first route. */
export default function ConfirmDialogPanel({ options, onDone }: { options: ConfirmOptions; onDone: () => void }) {
  const [pending, setPending] = useState(false)
  // the same hook for the dialog's life: the host keys each confirmation's panel apart
  const useRefusal = options.useRefusal ?? noRefusal
  const refusal = useRefusal()
  const close = () => {
    if (!pending) onDone()
  }
  return (
    <Modal open onClose={close} title={options.title} width="narrow">
      <div>{options.content}</div>
      {refusal && (
        <p className="notice-box" role="status">
          {refusal}
        </p>
      )}
      <div className="form-actions">
        <Button onClick={close} disabled={pending}>
          Cancel
        </Button>
        <Button
          variant={options.danger ? 'danger' : 'primary'}
          loading={pending}
          disabledReason={refusal}
          onClick={async () => {
            setPending(true)
            try {
              await options.doAction()
            } catch (e) {
              addToast({
                variant: 'error',
                title: options.errorTitle,
                content: e instanceof Error ? e.message : String(e),
              })
            } finally {
              setPending(false)
              onDone()
            }
          }}
        >
          {options.actionLabel}
        </Button>
      </div>
    </Modal>
  )
}
