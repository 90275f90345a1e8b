import type { SshKeyCreate } from '../../../api/generated/types'
import { requiredMessage, validateName, validateSshPublicKey } from '../../../util/validate'
import { declareDraftSecrets } from '../../../util/drafts'

export type SshKeyFormValues = { name: string; description: string; publicKey: string }
export const sshKeyDefaults: SshKeyFormValues = { name: '', description: '', publicKey: '' }
declareDraftSecrets(sshKeyDefaults, { publicKey: 'ssh-public-key' })

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
