import { useRef, useState } from 'react'
import { useLocation } from 'wouter'
import type { ApiMethod, DataOf, ParamsOf } from '../../api/client'
import { describeEdits, type Shape } from '../../api/changes'
import { namedDoc, namedFormShape, type NamedDoc } from '../../api/change-shapes'
import { requestPreview } from '../../api/request-preview'
import { readOnce } from '../../api/hooks'
import { useWrite } from '../../api/writes'
import { useDocumentSave } from '../../api/document-save'
import { serverFieldError } from '../../api/error-fields'
import { addToast } from '../../ui/Toast'
import { useFormState, type FormErrors, type FormStateOptions } from '../../ui/use-form'
import { ChangeConflict } from './ChangeConflict'
import { formShell } from './use-create-form'

type EditOptions<M extends ApiMethod, D> = {
  /** The object as the form opened it, as a document of the parts the form edits. */
  opened: D
  /** The same document as the server holds it now (readOnce: never the cache). */
  read: () => Promise<D>
  /** The parts of the document, one per thing a person changes on their own. */
  shape: Shape<D>
  /** The update call's params that write a document whole. */
  params: (doc: D) => ParamsOf<M>
  /** The toast once saved; `doc` is what was written (for an update that answers nothing). */
  saved: (data: DataOf<M>, doc: D) => string
  /** Where Cancel and a save go: a path, or what closes the form. */
  back: string | (() => void)
  /** Where a save goes instead, when that depends on what was saved (a renamed VPC's page). */
  savedTo?: (data: DataOf<M>, doc: D) => string
}

/**
 * An edit of one object whose update the API takes whole (a network interface's transit IPs, a
 * route's destination and target), saved as this user's changes: it reads the object
 * fresh, applies only the parts this user changed to it, and writes; a part someone else changed
 * meanwhile stops the save with both values (ChangeConflict) until the user chooses. Gives what a
 * form made with useShellForm takes (FormShellProps, less title, submit label and initial values),
 * "Changes to apply" included.
 */
export function useEditSave<M extends ApiMethod, D>(method: M, opts: EditOptions<M, D>) {
  const [, navigate] = useLocation()
  // as the form opened: a refetch while it is open must not become what this user started from
  const [opened] = useState(opts.opened)
  const close = () => (typeof opts.back === 'string' ? navigate(opts.back) : opts.back())
  const write = useWrite()
  const revalidate = write.revalidate
  // the document last written, for `saved` and `savedTo`: what the server holds now, others' edits included
  const written = useRef(opened)
  const saver = useDocumentSave({
    read: opts.read,
    shape: opts.shape,
    // revalidated once the form is left (below), as useApiMutation does: a renamed object's old
    // page must not refetch its old name into a 404 first; a failed write refreshes at once
    put: (doc: D) => {
      written.current = doc
      return write(method, opts.params(doc), { invalidate: false }).catch((e: unknown) => {
        void revalidate([method])
        throw e
      })
    },
    onSaved: (data) => {
      addToast({ content: opts.saved(data, written.current) })
      if (opts.savedTo) navigate(opts.savedTo(data, written.current))
      else close()
      // after the render that leaves the page (Preact renders in a microtask)
      setTimeout(() => void revalidate([method]), 0)
    },
    onKept: () => {
      addToast({ content: 'Nothing changed: the other change was kept' })
      close()
    },
  })
  return {
    pending: saver.pending,
    serverError: saver.error?.message,
    serverField: serverFieldError(saver.error?.error),
    // settles with whether the save was made: the form drops its draft only then
    onSubmit: (doc: D) => saver.submit(opts.shape(opened, doc)),
    request: (doc: D) => requestPreview(method, opts.params(doc)),
    changes: (doc: D) => describeEdits(opts.shape(opened, doc)),
    conflict: <ChangeConflict saver={saver} />,
    onClose: close,
  }
}

/**
 * useEditSave of an object whose update takes only a name and a description (a floating IP, an
 * external subnet, an affinity group, an IP or subnet pool): read and written by the object's ID
 * (`at`, the path its view and update share), so a rename meanwhile is no 404, and a description
 * someone else wrote meanwhile stays when this user only renames it.
 */
export function useNamedEditSave<M extends ApiMethod, R extends ApiMethod>(
  method: M,
  view: R,
  at: ParamsOf<R> & Omit<ParamsOf<M>, 'body'>,
  opts: Pick<EditOptions<M, NamedDoc>, 'saved' | 'back' | 'savedTo'> & { opened: NamedDoc },
) {
  return useEditSave(method, {
    ...opts,
    opened: namedDoc(opts.opened),
    read: async () => namedDoc((await readOnce(view, at)) as NamedDoc),
    shape: namedFormShape,
    // the update's path is the view's: only the body is added
    params: (doc) => ({ ...at, body: namedDoc(doc) }) as ParamsOf<M>,
  })
}

/**
 * The same for a form written in the page (a network interface's): the form state and the
 * SideModalForm props other than its title and submit label.
 */
export function useEditForm<M extends ApiMethod, D, V, E extends FormErrors>(
  method: M,
  opts: EditOptions<M, D> &
    Pick<FormStateOptions<V, E, D>, 'initial' | 'validate'> & {
      /** The document this user wants, from the form's values. */
      desired: (values: V) => D
    },
) {
  const edit = useEditSave(method, opts)
  const form = useFormState<V, E, D>({
    initial: opts.initial,
    validate: opts.validate,
    sent: opts.desired,
    onSubmit: edit.onSubmit,
    request: edit.request,
    serverField: edit.serverField,
  })
  const shell = {
    ...formShell(edit, form),
    changes: form.valid ? edit.changes(form.sent()) : [],
    conflict: edit.conflict,
  }
  return { form, shell }
}
