import { useLocation } from 'wouter'
import type { ApiMethod, DataOf, ParamsOf } from '../../api/client'
import type { RequestPreview } from '../../api/request-preview'
import { useWrite } from '../../api/writes'
import { addToast } from '../../ui/Toast'
import { useFormState, type FormDraft, type FormErrors, type FormStateOptions } from '../../ui/use-form'

type CreateOptions<M extends ApiMethod, V> = {
  /** The toast once created: `Probe ${p.name} created` (the params or values for calls that answer nothing). */
  created: (data: DataOf<M>, params: ParamsOf<M>, values: V) => string
  /** Where Cancel and a successful create go: a path, or what closes the form. */
  back: string | (() => void)
  /** Where a successful create goes instead of `back` (the new router's page). */
  then?: (data: DataOf<M>) => string
}

/**
 * The write of a create page or modal whose form is a shell (FormShellProps): one call whose
 * params are built once for the submit and its request preview, a toast naming what was made,
 * then back (or on to `then`). Spread into the form: `<VpcForm title=… initial=… {...write} />`.
 */
export function useCreateWrite<M extends ApiMethod, V>(
  method: M,
  params: (values: V) => ParamsOf<M>,
  { created, back, then }: CreateOptions<M, V>,
) {
  const [, navigate] = useLocation()
  const close = () => (typeof back === 'string' ? navigate(back) : back())
  const create = useWrite(method, params, {
    onSuccess: (data, values) => {
      addToast({ content: created(data, params(values), values) })
      if (then) navigate(then(data))
      else close()
    },
  })
  return { onClose: close, ...create.form }
}

/** The SideModalForm props of a form written in the page, from its write and its form state. */
export const formShell = (
  write: { pending: boolean; serverError?: string; onClose: () => void },
  form: { submit: () => void; request: (() => RequestPreview | undefined) | undefined; draft: FormDraft },
) => ({
  pending: write.pending,
  errors: write.serverError ? [write.serverError] : [],
  onClose: write.onClose,
  onSubmit: form.submit,
  request: form.request,
  draft: form.draft,
})

/**
 * A create page whose form is written in the page (snapshots, probes): useCreateWrite with the
 * form state. Gives the form state and the SideModalForm props other than its title and submit
 * label: `<SideModalForm title=… submitLabel=… {...shell}>`. A side-modal form opened over a page
 * (BGP, LLDP, a gateway's attachments) passes its onClose as `back`.
 */
export function useCreateForm<M extends ApiMethod, V, E extends FormErrors, S>(
  method: M,
  opts: Pick<FormStateOptions<V, E, S>, 'initial' | 'validate' | 'sent'> &
    CreateOptions<M, S> & {
      /** The call's params for the sent values (path and query round the body). */
      params: (sent: S) => ParamsOf<M>
    },
) {
  const write = useCreateWrite(method, opts.params, opts)
  const form = useFormState<V, E, S>({
    initial: opts.initial,
    validate: opts.validate,
    sent: opts.sent,
    onSubmit: write.onSubmit,
    request: write.request,
    serverField: write.serverField,
  })
  return { form, shell: formShell(write, form) }
}
