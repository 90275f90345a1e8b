import { lazy, Suspense, type ReactNode } from 'react'
import { createStore, useStore } from './store'

const ConfirmDialogPanel = lazy(() => import('./ConfirmDialogPanel'))

export type ConfirmOptions = {
  title: string
  content: ReactNode
  actionLabel: string
  danger?: boolean
  /** Runs on confirm; a rejection shows an error toast titled errorTitle with the error's message (the rules: screens). */
  doAction: () => Promise<unknown>
  errorTitle: string
}

const current = createStore<ConfirmOptions | null>(null)

export function confirmAction(options: ConfirmOptions) {
  current.set(options)
}

export function confirmDelete({
  name,
  kind,
  doDelete,
  extra,
}: {
  name: string
  kind: string
  doDelete: () => Promise<unknown>
  extra?: ReactNode
}) {
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
  if (!options) return null
  return (
    <Suspense fallback={null}>
      {/* keyed so a second confirmation starts fresh */}
      <ConfirmDialogPanel
        key={options.title + options.actionLabel}
        options={options}
        onDone={() => current.set(null)}
      />
    </Suspense>
  )
}
