import type { ReactNode } from 'react'
import type { RequestPreview } from './CopyRequest'
import { DialogActions, type DialogWrite } from './DialogActions'
import { Modal, type ModalWidth } from './Modal'
import { FormErrors } from './SideModal'
import { DraftNotice } from './DraftNotice'
import { useErrorFocus } from './error-focus'
import { ErrorSummary } from './ErrorSummary'
import type { FormDraft } from './use-form'

/**
 * A dialog that is one form: what the server refused at the top, the fields, then the
 * footer (DialogActions). It reads the submit and its preview from the form state (useFormState)
 * and pending and the refusal from the write, so a dialog names each once. Enter in a field
 * submits; the form's own checks speak, not the browser's.
 */
export function ModalForm({
  title,
  width,
  onClose,
  form,
  write,
  copyTitle = `${title}: CLI / API`,
  request = () => form.request?.(),
  readErrors = [],
  children,
  ...actions
}: Omit<DialogWrite, 'copyTitle' | 'request' | 'pending'> &
  Partial<Pick<DialogWrite, 'copyTitle' | 'request'>> & {
    title: string
    width?: ModalWidth
    onClose: () => void
    /** The form state (useFormState): its submit, preview and draft. */
    form: { submit: () => void; request: (() => RequestPreview | undefined) | undefined; draft?: FormDraft }
    write: { pending: boolean; error?: { message: string } | null }
    /** What the form could not read (its pickers' options), listed before the refusal. */
    readErrors?: string[]
    children: ReactNode
  }) {
  // a dialog that holds while its write runs cannot be dismissed either
  const close = () => !(actions.holdWhilePending && write.pending) && onClose()
  const focus = useErrorFocus(write.pending, Boolean(write.error))
  // Cancel gives the draft up; Escape or the backdrop keep it
  const cancel = () => {
    form.draft?.discard()
    onClose()
  }
  return (
    <Modal open onClose={close} title={title} width={width}>
      <form
        ref={focus.ref}
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          form.submit()
          focus.afterSubmit()
        }}
      >
        <DraftNotice shown={Boolean(form.draft?.restored)} onDiscard={form.draft?.discard} />
        <ErrorSummary problems={focus.problems} />
        <FormErrors errors={[...readErrors, ...(write.error ? [write.error.message] : [])]} />
        {children}
        <DialogActions {...actions} copyTitle={copyTitle} request={request} pending={write.pending} onCancel={cancel} />
      </form>
    </Modal>
  )
}
