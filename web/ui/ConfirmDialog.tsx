import { useState, type ReactNode } from 'react'
import { Button } from './Button'
import { Modal } from './Modal'
import { createStore, useStore } from './store'
import { addToast } from './Toast'

export type ConfirmOptions = {
  title: string
  content: ReactNode
  actionLabel: string
  danger?: boolean
  /** Runs on confirm; a rejection shows an error toast titled errorTitle with the error's message (SPEC §2). */
  doAction: () => Promise<unknown>
  errorTitle: string
}

const current = createStore<ConfirmOptions | null>(null)

export function confirmAction(options: ConfirmOptions) {
  current.set(options)
}

export function confirmDelete({ name, kind, doDelete, extra }: { name: string; kind: string; doDelete: () => Promise<unknown>; extra?: ReactNode }) {
  confirmAction({
    title: `Delete ${kind}`,
    content: (
      <p>
        Are you sure you want to delete {kind} <strong>{name}</strong>? {extra}
      </p>
    ),
    actionLabel: 'Confirm',
    danger: true,
    doAction: doDelete,
    errorTitle: `Could not delete ${kind}`,
  })
}

export function ConfirmDialogHost() {
  const options = useStore(current)
  const [pending, setPending] = useState(false)
  const close = () => {
    if (!pending) current.set(null)
  }
  if (!options) return null
  return (
    <Modal open onClose={close} title={options.title} width="narrow">
      <div>{options.content}</div>
      <div className="form-actions">
        <Button onClick={close} disabled={pending}>
          Cancel
        </Button>
        <Button
          variant={options.danger ? 'danger' : 'primary'}
          loading={pending}
          onClick={async () => {
            setPending(true)
            try {
              await options.doAction()
            } catch (e) {
              addToast({ variant: 'error', title: options.errorTitle, content: e instanceof Error ? e.message : String(e) })
            } finally {
              setPending(false)
              current.set(null)
            }
          }}
        >
          {options.actionLabel}
        </Button>
      </div>
    </Modal>
  )
}
