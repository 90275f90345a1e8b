import type { RequestPreview } from '../../ui/CopyRequest'

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
