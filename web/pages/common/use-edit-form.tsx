import { useState } from 'react'
import { useLocation } from 'wouter'
import type { ApiMethod, DataOf, ParamsOf } from '../../api/client'
import type { Shape } from '../../api/changes'
import { requestPreview } from '../../api/request-preview'
import { editsOf, useChangeSave, useDocumentWrite } from '../../api/use-change-save'
import { addToast } from '../../ui/Toast'
import { useFormState, type FormErrors, type FormStateOptions } from '../../ui/use-form'
import { ChangeConflict } from './ChangeConflict'

/**
 * An edit form over one object whose update the API takes whole (a network interface's transit
 * IPs, a route's destination and target): the save is this user's changes (issue #32). It reads
 * the object fresh, applies only the parts this user changed to it, and writes; a part someone
 * else changed meanwhile stops the save with both values (ChangeConflict) until the user chooses.
 * The form shows what the save changes ("Changes to apply") beside Copy as CLI / API.
 * Gives the form state and the SideModalForm props other than its title and submit label.
 */
export function useEditForm<M extends ApiMethod, D, V, E extends FormErrors>(
  method: M,
  opts: Pick<FormStateOptions<V, E, D>, 'initial' | 'validate'> & {
    /** The object as the form opened it, as a document of the parts the form edits. */
    opened: D
    /** The same document as the server holds it now (readOnce: never the cache). */
    read: () => Promise<D>
    /** The document this user wants, from the form's values. */
    desired: (values: V) => D
    /** The parts of the document, one per thing a person changes on their own. */
    shape: Shape<D>
    /** The update call's params that write a document whole. */
    params: (doc: D) => ParamsOf<M>
    /** The toast once saved. */
    saved: (data: DataOf<M>) => string
    /** Where Cancel and a save go: a path, or what closes the form. */
    back: string | (() => void)
  },
) {
  const [, navigate] = useLocation()
  // as the form opened: a refetch while it is open must not become what this user started from
  const [opened] = useState(opts.opened)
  const close = () => (typeof opts.back === 'string' ? navigate(opts.back) : opts.back())
  const saver = useChangeSave({
    read: opts.read,
    put: useDocumentWrite(method, opts.params),
    onSaved: (data) => {
      addToast({ content: opts.saved(data) })
      close()
    },
    onKept: () => {
      addToast({ content: 'Nothing changed: the other change was kept' })
      close()
    },
  })
  const form = useFormState<V, E, D>({
    initial: opts.initial,
    validate: opts.validate,
    sent: opts.desired,
    onSubmit: (doc) => void saver.save(opts.shape(opened, doc)),
    request: (doc) => requestPreview(method, opts.params(doc)),
  })
  const shell = {
    pending: saver.pending,
    errors: saver.error ? [saver.error.message] : [],
    changes: editsOf(opts.shape, opened, form.valid ? form.sent() : undefined).lines,
    conflict: <ChangeConflict saver={saver} />,
    onClose: close,
    onSubmit: form.submit,
    request: form.request,
  }
  return { form, shell }
}
