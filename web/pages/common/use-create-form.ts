import { useLocation } from 'wouter'
import type { ApiMethod, DataOf, ParamsOf } from '../../api/client'
import { useApiMutation } from '../../api/hooks'
import { requestPreview } from '../../api/request-preview'
import { addToast } from '../../ui/Toast'
import { useFormState, type FormErrors, type FormStateOptions } from '../../ui/use-form'

/**
 * A create page whose form is written in the page (snapshots, probes): one create call, a toast
 * naming what was made, then back to the list. Gives the form state and the SideModalForm props
 * other than its title and submit label: `<SideModalForm title=… submitLabel=… {...shell}>`.
 * A side-modal form opened over a page (BGP, LLDP) passes its onClose as `back`.
 */
export function useCreateForm<M extends ApiMethod, V, E extends FormErrors, S>(
  method: M,
  opts: Pick<FormStateOptions<V, E, S>, 'initial' | 'validate' | 'sent'> & {
    /** The call's params for the sent values (path and query round the body). */
    params: (sent: S) => ParamsOf<M>
    /** The toast once created: `Probe ${p.name} created` (the params for calls that answer nothing). */
    created: (data: DataOf<M>, params: ParamsOf<M>) => string
    /** Where Cancel and a successful create go: a path, or what closes the form. */
    back: string | (() => void)
  },
) {
  const [, navigate] = useLocation()
  const { back } = opts
  const close = () => (typeof back === 'string' ? navigate(back) : back())
  const create = useApiMutation(method, {
    onSuccess: (data, params) => {
      addToast({ content: opts.created(data, params) })
      close()
    },
  })
  const form = useFormState<V, E, S>({
    initial: opts.initial,
    validate: opts.validate,
    sent: opts.sent,
    onSubmit: (sent) => void create.mutate(opts.params(sent)),
    request: (sent) => requestPreview(method, opts.params(sent)),
  })
  const shell = {
    pending: create.pending,
    errors: create.error ? [create.error.message] : [],
    onClose: close,
    onSubmit: form.submit,
    request: form.request,
  }
  return { form, shell }
}
