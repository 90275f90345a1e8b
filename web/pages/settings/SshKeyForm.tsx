import { useState } from 'react'
import type { SshKeyCreate } from '../../api/generated/types'
import { requestPreview } from '../../api/request-preview'
import { TextAreaField, TextField } from '../../ui/Field'
import { SideModalForm } from '../../ui/SideModal'
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

export function SshKeyForm({
  pending,
  serverError,
  onSubmit,
  onClose,
}: {
  pending: boolean
  serverError?: string
  onSubmit: (body: SshKeyCreate) => void
  onClose: () => void
}) {
  const [values, setValues] = useState(sshKeyDefaults)
  const [touched, setTouched] = useState(false)
  const errors = validateSshKeyForm(values)
  const shown = touched ? errors : { name: undefined, publicKey: undefined }
  return (
    <SideModalForm
      docs="sshKeys"
      title="Add SSH key"
      submitLabel="Add SSH key"
      pending={pending}
      errors={serverError ? [serverError] : []}
      onClose={onClose}
      onSubmit={() => {
        setTouched(true)
        if (!errors.name && !errors.publicKey) onSubmit(toSshKeyCreate(values))
      }}
      request={() =>
        !errors.name && !errors.publicKey
          ? requestPreview('currentUserSshKeyCreate', { body: toSshKeyCreate(values) })
          : undefined
      }
    >
      <TextField
        label="Name"
        required
        value={values.name}
        onValue={(name) => setValues({ ...values, name })}
        error={shown.name}
        autoComplete="off"
      />
      <TextAreaField
        label="Description"
        value={values.description}
        onValue={(description) => setValues({ ...values, description })}
      />
      <TextAreaField
        label="Public key"
        required
        rows={5}
        spellCheck={false}
        value={values.publicKey}
        onValue={(publicKey) => setValues({ ...values, publicKey })}
        error={shown.publicKey}
        hint="One line, as in ~/.ssh/id_ed25519.pub: the key type, the key, then an optional comment."
      />
    </SideModalForm>
  )
}
