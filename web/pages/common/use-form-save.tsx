import { useRef, type ReactNode } from 'react'
import { useLocation } from 'wouter'
import type { ApiMethod, DataOf, ParamsOf } from '../../api/client'
import { describeEdits, type ChangeLine, type Shape } from '../../api/changes'
import { namedDoc, namedFormShape, type NamedDoc } from '../../api/change-shapes'
import { useDocumentSave } from '../../api/document-save'
import { serverFieldError } from '../../api/error-fields'
import { readOnce } from '../../api/hooks'
import { requestPreview, type RequestPreview } from '../../api/request-preview'
import { useWrite } from '../../api/writes'
import { addToast } from '../../ui/Toast'
import { useFormState, type FormDraft, type FormErrors, type FormState, type FormStateOptions } from '../../ui/use-form'
import { ChangeConflict } from './ChangeConflict'

/** Where Cancel and a save go: a path, or what closes the form (a side modal opened over a page). */
type Back = string | (() => void)

type CreateSave<M extends ApiMethod, V> = {
  /** The call's params for the form's values (path and query round the body), built once for the call and its preview. */
  params: (values: V) => ParamsOf<M>
  /** The toast once created: `Probe ${p.name} created` (the params or values for calls that answer nothing). */
  created: (data: DataOf<M>, params: ParamsOf<M>, values: V) => string
  back: Back
  /** Where a successful create goes instead of `back` (the new router's page). */
  then?: (data: DataOf<M>) => string
}

type EditCommon<M extends ApiMethod, D> = {
  /**
   * The object as the form opened it, as a document of the parts the form edits; undefined while it
   * is read (the page renders its form once it is there). The first one given is kept: a refetch while
   * the form is open must not become what this user started from.
   */
  opened: D | undefined
  /** The toast once saved; `doc` is what was written (for an update that answers nothing). */
  saved: (data: DataOf<M>, doc: D) => string
  back: Back
  /** Where a save goes instead, when that depends on what was saved (a renamed VPC's page). */
  savedTo?: (data: DataOf<M>, doc: D) => string
}

type EditSave<M extends ApiMethod, D> = EditCommon<M, D> & {
  /** The same document as the server holds it now (readOnce: never the cache). */
  read: () => Promise<D>
  /** The parts of the document, one per thing a person changes on their own. */
  shape: Shape<D>
  /** The update call's params that write a document whole. */
  params: (doc: D) => ParamsOf<M>
}

/**
 * An object whose update takes only a name and a description (a floating IP, an external subnet, an
 * affinity group, an IP or subnet pool): read and written by the object's ID (`at`, the path its view
 * and update share), so a rename meanwhile is no 404, and a description someone else wrote meanwhile
 * stays when this user only renames it.
 */
type NamedEditSave<M extends ApiMethod, R extends ApiMethod> = EditCommon<M, NamedDoc> & {
  view: R
  /** Undefined, like `opened`, while the object is read (its ID is not known yet). */
  at: (ParamsOf<R> & Omit<ParamsOf<M>, 'body'>) | undefined
}

/** A form written in the page (not a form shell component): its state is made here too. */
type InPage<V, E extends FormErrors, S> = Pick<FormStateOptions<V, E, S>, 'initial' | 'validate' | 'sent' | 'summary'>

/** What a form shell (FormShellProps in web/ui/use-form.ts) takes from its save, less title, submit label and initial values. */
export type SaveShell<V> = {
  onClose: () => void
  pending: boolean
  serverError: string | undefined
  serverField: ReturnType<typeof serverFieldError>
  /** Settles with whether the save was made: the form drops its draft only then. */
  onSubmit: (values: V) => Promise<boolean>
  request: (values: V) => RequestPreview
}

export type EditShell<D> = SaveShell<D> & {
  /** "Changes to apply": what this user's values change on the object as it opened. */
  changes: (doc: D) => ChangeLine[]
  /** Someone else's change to a part this user also changed, to choose from; or a write that did not stay. */
  conflict: ReactNode
}

/** The SideModalForm props of a form written in the page, other than its title and submit label. */
export type PageShell = {
  pending: boolean
  errors: string[]
  onClose: () => void
  onSubmit: () => void
  request: (() => RequestPreview | undefined) | undefined
  draft: FormDraft
  changes?: ChangeLine[]
  conflict?: ReactNode
}

/**
 * A create or edit form's save. The draft of what was typed is kept until the save succeeds (a refused
 * one keeps it, on the field it is about when the server names one); a create toasts and goes `back`
 * (or on to `then`); an edit is saved as this user's changes on the object as it is now
 * (useDocumentSave): a part someone else changed meanwhile stops the save with both values until the
 * user chooses, so nobody's change is undone unseen.
 * - `useFormSave(method, { params, created, back, then? })`: a create, spread into its form shell
 *   (`<VpcForm title=… initial=… {...save} />`).
 * - `useFormSave(method, { opened, read, shape, params, saved, back, savedTo? })`: an edit of an object
 *   the API updates whole, with "Changes to apply" and the conflict to show.
 * - `useFormSave(method, { view, at, opened, saved, back, savedTo? })`: an edit of a name and description.
 * - Any of them with `initial`, `validate`, `sent` and `summary?` (a form written in the page: snapshots, probes, a
 *   network interface) gives `{ form, shell }`: the form state, and the SideModalForm props other than
 *   its title and submit label (`<SideModalForm title=… submitLabel=… {...shell}>`).
 */
export function useFormSave<M extends ApiMethod, V, E extends FormErrors, S>(
  method: M,
  o: CreateSave<M, S> & InPage<V, E, S>,
): { form: FormState<V, E, S>; shell: PageShell }
export function useFormSave<M extends ApiMethod, V>(method: M, o: CreateSave<M, V>): SaveShell<V>
export function useFormSave<M extends ApiMethod, D, V, E extends FormErrors>(
  method: M,
  o: EditSave<M, D> & InPage<V, E, D>,
): { form: FormState<V, E, D>; shell: PageShell }
export function useFormSave<M extends ApiMethod, D>(method: M, o: EditSave<M, D>): EditShell<D>
export function useFormSave<M extends ApiMethod, R extends ApiMethod>(
  method: M,
  o: NamedEditSave<M, R>,
): EditShell<NamedDoc>
export function useFormSave(method: ApiMethod, options: { back: Back }): unknown {
  // one of the options above: which, the keys say ('created', 'view', 'initial')
  const o = options as Partial<CreateSave<ApiMethod, unknown> & EditSave<ApiMethod, unknown>> &
    Partial<InPage<unknown, FormErrors, unknown>> & { back: Back }
  const [, navigate] = useLocation()
  const close = () => (typeof o.back === 'string' ? navigate(o.back) : o.back())
  // Whether a form creates or edits, and whether its state is made here, is fixed where it is called:
  // the same hooks run on every render.
  /* eslint-disable react-hooks/rules-of-hooks */
  const save: SaveShell<unknown> & Partial<EditShell<unknown>> =
    'created' in o
      ? useCreating(method, o as CreateSave<ApiMethod, unknown>, close)
      : useEditing(
          method,
          'view' in o ? byId(o as unknown as NamedEditSave<ApiMethod, ApiMethod>) : (o as EditSave<ApiMethod, unknown>),
          close,
        )
  if (o.initial === undefined) return save
  const form = useFormState<unknown, FormErrors, unknown>({
    initial: o.initial,
    validate: o.validate!,
    sent: o.sent,
    summary: o.summary,
    onSubmit: save.onSubmit,
    request: save.request,
    serverField: save.serverField,
  })
  /* eslint-enable react-hooks/rules-of-hooks */
  const shell: PageShell = {
    pending: save.pending,
    // every problem at the top too once submitted (where the form lists them), then the server's refusal
    errors: [...form.summary, ...(save.serverError ? [save.serverError] : [])],
    onClose: save.onClose,
    onSubmit: form.submit,
    request: form.request,
    draft: form.draft,
    ...(save.changes && { changes: form.valid ? save.changes(form.sent()) : [], conflict: save.conflict }),
  }
  return { form, shell }
}

function useCreating(method: ApiMethod, o: CreateSave<ApiMethod, unknown>, close: () => void): SaveShell<unknown> {
  const [, navigate] = useLocation()
  const create = useWrite(method, o.params, {
    onSuccess: (data, values) => {
      addToast({ content: o.created(data, o.params(values), values) })
      if (o.then) navigate(o.then(data))
      else close()
    },
  })
  return { onClose: close, ...create.form }
}

/** A named edit as a whole-document edit of its name and description, read and written by ID. */
const byId = (o: NamedEditSave<ApiMethod, ApiMethod>): EditSave<ApiMethod, unknown> => ({
  opened: o.opened && namedDoc(o.opened),
  saved: o.saved as EditSave<ApiMethod, unknown>['saved'],
  back: o.back,
  savedTo: o.savedTo as EditSave<ApiMethod, unknown>['savedTo'],
  read: async () => namedDoc((await readOnce(o.view, o.at!)) as NamedDoc),
  shape: namedFormShape as Shape<unknown>,
  // the update's path is the view's: only the body is added
  params: (doc) => ({ ...o.at, body: namedDoc(doc as NamedDoc) }) as ParamsOf<ApiMethod>,
})

function useEditing(method: ApiMethod, o: EditSave<ApiMethod, unknown>, close: () => void): EditShell<unknown> {
  const [, navigate] = useLocation()
  // as the form opened: a refetch while it is open must not become what this user started from
  const opened = useRef(o.opened)
  opened.current ??= o.opened
  const write = useWrite()
  // the document last written, for `saved` and `savedTo`: what the server holds now, others' edits included
  const written = useRef<unknown>(undefined)
  const saver = useDocumentSave({
    read: o.read,
    shape: o.shape,
    // revalidated once the form is left (below), as useWrite does: a renamed object's old page
    // must not refetch its old name into a 404 first; a failed write refreshes at once
    put: (doc: unknown) => {
      written.current = doc
      return write(method, o.params(doc), { invalidate: false }).catch((e: unknown) => {
        void write.revalidate([method])
        throw e
      })
    },
    onSaved: (data) => {
      addToast({ content: o.saved(data, written.current) })
      if (o.savedTo) navigate(o.savedTo(data, written.current))
      else close()
      // after the render that leaves the page (Preact renders in a microtask)
      setTimeout(() => void write.revalidate([method]), 0)
    },
    onKept: () => {
      addToast({ content: 'Nothing changed: the other change was kept' })
      close()
    },
  })
  const edits = (doc: unknown) => o.shape(opened.current, doc)
  return {
    pending: saver.pending,
    serverError: saver.error?.message,
    serverField: serverFieldError(saver.error?.error),
    onSubmit: (doc) => saver.submit(edits(doc)),
    request: (doc) => requestPreview(method, o.params(doc)),
    changes: (doc) => describeEdits(edits(doc)),
    conflict: <ChangeConflict saver={saver} />,
    onClose: close,
  }
}
