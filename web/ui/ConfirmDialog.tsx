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
  /**
   * A hook the dialog calls as it renders: why the server would refuse the action as things stand
   * (a cheap read says so), or undefined. While it gives a reason, the action is disabled and says why.
   */
  useRefusal?: () => string | undefined
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
  useRefusal,
}: {
  name: string
  kind: string
  doDelete: () => Promise<unknown>
  /** What the delete does to what is attached (web/api/rules/delete-effects.ts). */
  extra?: ReactNode
  useRefusal?: ConfirmOptions['useRefusal']
}) {
  confirmAction({
    title: `Delete ${kind}`,
    // a sentence stays in the question's paragraph; anything more (a list) follows it
    content: (
      <>
        <p>
          Are you sure you want to delete {kind} <strong>{name}</strong>? {typeof extra === 'string' && extra}
        </p>
        {typeof extra !== 'string' && extra}
      </>
    ),
    actionLabel: 'Confirm',
    danger: true,
    doAction: doDelete,
    errorTitle: `Could not delete ${kind}`,
    useRefusal,
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
