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
 */
export function useCreateForm<M extends ApiMethod, V, E extends FormErrors, S>(
  method: M,
  opts: Pick<FormStateOptions<V, E, S>, 'initial' | 'validate' | 'sent'> & {
    /** The call's params for the sent values (path and query round the body). */
    params: (sent: S) => ParamsOf<M>
    /** The toast once created: `Probe ${p.name} created`. */
    created: (data: DataOf<M>) => string
    /** Where Cancel and a successful create go. */
    back: string
  },
) {
  const [, navigate] = useLocation()
  const close = () => navigate(opts.back)
  const create = useApiMutation(method, {
    onSuccess: (data) => {
      addToast({ content: opts.created(data) })
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
