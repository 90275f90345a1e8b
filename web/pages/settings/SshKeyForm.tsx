import type { SshKeyCreate } from '../../api/generated/types'
import { requestPreview } from '../../api/request-preview'
import { TextAreaField } from '../../ui/Field'
import { NameDescriptionFields } from '../../ui/NameDescriptionFields'
import { SideModalForm } from '../../ui/SideModal'
import { useFormState, type FormShellProps } from '../../ui/use-form'
import { requiredMessage, validateName, validateSshPublicKey } from '../../util/validate'

export type SshKeyFormValues = { name: string; description: string; publicKey: string }
export const sshKeyDefaults: SshKeyFormValues = { name: '', description: '', publicKey: '' }

/** Field problems, by field; undefined where the field is fine. */
export function validateSshKeyForm(v: SshKeyFormValues) {
  const name = v.name.trim() ? validateName(v.name.trim()) : requiredMessage('Name')
  const publicKey = v.publicKey.trim() ? validateSshPublicKey(v.publicKey) : requiredMessage('Public key')
  return { name, publicKey }
}

/** The body the API takes: trimmed, so a pasted trailing newline is not 'not a single line'. */
export const toSshKeyCreate = (v: SshKeyFormValues): SshKeyCreate => ({
  name: v.name.trim(),
  description: v.description,
  publicKey: v.publicKey.trim(),
})

const preview = (body: SshKeyCreate) => requestPreview('currentUserSshKeyCreate', { body })

export function SshKeyForm({
  pending,
  serverError,
  onSubmit,
  onClose,
}: Pick<FormShellProps<SshKeyFormValues, SshKeyCreate>, 'pending' | 'serverError' | 'onSubmit' | 'onClose'>) {
  const form = useFormState({
    initial: sshKeyDefaults,
    validate: validateSshKeyForm,
    sent: toSshKeyCreate,
    onSubmit,
    request: preview,
  })
  const { values, set, shown } = form
  return (
    <SideModalForm
      docs="sshKeys"
      title="Add SSH key"
      submitLabel="Add SSH key"
      pending={pending}
      errors={serverError ? [serverError] : []}
      onClose={onClose}
      onSubmit={form.submit}
      request={form.request}
    >
      <NameDescriptionFields form={form} />
      <TextAreaField
        label="Public key"
        required
        rows={5}
        spellCheck={false}
        value={values.publicKey}
        onValue={set('publicKey')}
        error={shown.publicKey}
        hint="One line, as in ~/.ssh/id_ed25519.pub: the key type, the key, then an optional comment."
      />
    </SideModalForm>
  )
}
