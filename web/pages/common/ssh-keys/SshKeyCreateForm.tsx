import { TextAreaField } from '../../../ui/Field'
import { NameDescriptionFields } from '../../../ui/NameDescriptionFields'
import { SideModalForm } from '../../../ui/SideModal'
import { useFormSave } from '../use-form-save'
import { sshKeyDefaults, toSshKeyCreate, validateSshKeyForm } from './ssh-key-form'

/**
 * The add-SSH-key form: on its own page in settings, or opened over a form that needs a key (an
 * instance being created), which stays as it was and lists the new key once it is made.
 */
export function SshKeyCreateForm({ back }: { back: string | (() => void) }) {
  const { form, shell } = useFormSave('currentUserSshKeyCreate', {
    initial: sshKeyDefaults,
    validate: validateSshKeyForm,
    sent: toSshKeyCreate,
    params: (body) => ({ body }),
    created: (key) => `SSH key ${key.name} added`,
    back,
  })
  return (
    <SideModalForm docs="sshKeys" title="Add SSH key" submitLabel="Add SSH key" {...shell}>
      <NameDescriptionFields form={form} />
      <TextAreaField
        label="Public key"
        required
        rows={5}
        spellCheck={false}
        {...form.field('publicKey')}
        hint="One line, as in ~/.ssh/id_ed25519.pub: the key type, the key, then an optional comment."
      />
    </SideModalForm>
  )
}
