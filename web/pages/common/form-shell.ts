import type { ApiMethod, DataOf, ParamsOf } from '../../api/client'
import { useApiMutation } from '../../api/hooks'
import { requestPreview } from '../../api/request-preview'
import type { RequestPreview } from '../../ui/CopyRequest'
import { addToast } from '../../ui/Toast'
import { useFormState, type FormErrors, type FormStateOptions } from '../../ui/use-form'

/**
 * The SideModalForm props of a form that owns its mutation (a modal that writes itself, rather
 * than a FormShellProps form whose page writes): pending and the server's error from the
 * mutation, submit and the request preview from useFormState.
 * `<SideModalForm title=… submitLabel=… {...mutationShell(create, form, onClose)}>`.
 */
export const mutationShell = (
  mutation: { pending: boolean; error: { message: string } | null },
  form: { submit: () => void; request: (() => RequestPreview | undefined) | undefined },
  onClose: () => void,
) => ({
  pending: mutation.pending,
  errors: mutation.error ? [mutation.error.message] : [],
  onClose,
  onSubmit: form.submit,
  request: form.request,
})

/**
 * A side-modal form that writes itself with one call (add or edit a NIC, attach a disk, join a
 * group): its values and checks (useFormState), the call made with `params(values)` and previewed
 * with the same params, then the `done` toast and close. Gives the form state and the
 * SideModalForm props other than its title and submit label: `<SideModalForm title=… submitLabel=… {...shell}>`.
 */
export function useModalForm<M extends ApiMethod, V, E extends FormErrors>(
  method: M,
  opts: Pick<FormStateOptions<V, E, ParamsOf<M>>, 'initial' | 'validate'> & {
    /** The call's params for these values (also what Copy as CLI / API shows). */
    params: (v: V) => ParamsOf<M>
    /** The success toast's text. */
    done: (data: DataOf<M>, params: ParamsOf<M>) => string
    onClose: () => void
  },
) {
  const mutation = useApiMutation(method, {
    onSuccess: (data, params) => {
      addToast({ content: opts.done(data, params) })
      opts.onClose()
    },
  })
  const form = useFormState<V, E, ParamsOf<M>>({
    initial: opts.initial,
    validate: opts.validate,
    sent: opts.params,
    onSubmit: (params) => void mutation.mutate(params),
    request: (params) => requestPreview(method, params),
  })
  return { form, shell: mutationShell(mutation, form, opts.onClose) }
}
