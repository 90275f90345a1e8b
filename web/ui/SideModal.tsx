import { useCloseGuard } from './close-guard'
import { useState } from 'react'
import { DraftNotice } from './DraftNotice'
import { currentDraftKey, hasDraftAt } from '../util/drafts'
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import type { FormEvent, ReactNode } from 'react'
import { Button } from './Button'
import { ChangePreview, type ChangeRow } from './ChangePreview'
import { CopyRequestButton, type RequestSource } from './CopyRequest'
import { useWriteGate } from './write-gate'
import { DocsLink } from './DocsLink'
import type { DocsTopic } from '../util/docs'
import { ERROR_SUMMARY_ATTR, useErrorFocus } from './error-focus'
import { ErrorSummary, notListed } from './ErrorSummary'
import type { FormDraft } from './use-form'

/** Server or validation problems shown at the top of a form: 'Error' for one, 'N issues:' for several (the rules: screens). */
export function FormErrors({ errors }: { errors: string[] }) {
  if (errors.length === 0) return null
  // focusable, so a failed submit can bring the person here (useErrorFocus)
  const summary = { [ERROR_SUMMARY_ATTR]: '' }
  return (
    <div className="error-box" role="alert" tabIndex={-1} {...summary}>
      {errors.length === 1 ? (
        <>
          <strong>Error</strong>
          <div>{errors[0]}</div>
        </>
      ) : (
        <>
          <strong>{errors.length} issues:</strong>
          <ul>
            {errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}

/** A form in a 32rem panel on the right (the rules: constants). */
export function SideModalForm({
  title,
  onClose,
  onSubmit,
  submitLabel,
  pending,
  errors = [],
  submitDisabled,
  request,
  changes,
  conflict,
  docs,
  draft,
  children,
}: {
  title: string
  onClose: () => void
  onSubmit: () => void
  submitLabel: string
  pending?: boolean
  errors?: string[]
  submitDisabled?: string | false
  /**
   * "Copy as CLI / API": the request the current values would send, built with the
   * same function the submit uses; a string (or undefined: 'Fix the form first') says why none.
   */
  request?: RequestSource
  /** What the save adds, removes and changes, shown beside the request. */
  changes?: readonly ChangeRow[]
  /** A save stopped by someone else's change to the same part (ConflictNotice). */
  conflict?: ReactNode
  /** The topic whose documentation the form links to (web/util/docs.ts). */
  docs?: DocsTopic
  /** The form's draft (useFormState): the notice when it was restored, and Cancel drops it. */
  draft?: FormDraft
  children: ReactNode
}) {
  const guardedClose = useCloseGuard(onClose)
  const focus = useErrorFocus(pending, errors.length > 0)
  // Every form here changes something, so the page's write gate applies to its submit.
  const gate = useWriteGate()
  const blocked = submitDisabled || gate
  // A form that does not pass its draft: whether one was kept at this URL as the shell mounts.
  const [keptHere] = useState(() => hasDraftAt(currentDraftKey()))
  const restored = draft ? draft.restored : keptHere
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (pending) return
    onSubmit()
    focus.afterSubmit()
  }
  // Cancel gives the draft up; leaving any other way (Escape, ×, a link) keeps it
  const cancel = () => {
    draft?.discard()
    onClose()
  }
  return (
    <Dialog open onClose={guardedClose}>
      <div className="dialog-backdrop" aria-hidden="true" />
      <div className="side-modal-wrap">
        <DialogPanel className="side-modal" aria-label={title}>
          <form ref={focus.ref} onSubmit={submit} noValidate style={{ display: 'contents' }}>
            <header>
              <DialogTitle as="h2">{title}</DialogTitle>
              <button type="button" className="btn btn-ghost icon-btn" aria-label="Close" onClick={onClose}>
                ×
              </button>
            </header>
            <div className="body">
              <DraftNotice shown={restored} onDiscard={draft?.discard} />
              <ErrorSummary problems={focus.problems} />
              <FormErrors errors={notListed(errors, focus.problems)} />
              {conflict}
              {children}
              {changes && <ChangePreview changes={changes} />}
              {docs && (
                <p className="form-docs">
                  <DocsLink topic={docs} />
                </p>
              )}
            </div>
            <footer>
              {request && <CopyRequestButton title={`${title}: CLI / API`} request={request} />}
              <Button onClick={cancel}>Cancel</Button>
              <Button type="submit" variant="primary" loading={pending} disabledReason={blocked}>
                {submitLabel}
              </Button>
            </footer>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  )
}

/** The same 32rem panel for details that are read, not submitted (a key, a user's sessions). */
export function SideModal({
  title,
  onClose,
  footer,
  children,
}: {
  title: string
  onClose: () => void
  footer?: ReactNode
  children: ReactNode
}) {
  const guardedClose = useCloseGuard(onClose)
  return (
    <Dialog open onClose={guardedClose}>
      <div className="dialog-backdrop" aria-hidden="true" />
      <div className="side-modal-wrap">
        <DialogPanel className="side-modal" aria-label={title}>
          <header>
            <DialogTitle as="h2">{title}</DialogTitle>
            <button type="button" className="btn btn-ghost icon-btn" aria-label="Close" onClick={onClose}>
              ×
            </button>
          </header>
          <div className="body">{children}</div>
          <footer>
            {footer}
            <Button onClick={onClose}>Close</Button>
          </footer>
        </DialogPanel>
      </div>
    </Dialog>
  )
}
