import { to } from '../../urls'
import { SshKeyCreateForm } from '../common/ssh-keys/SshKeyCreateForm'

export default function SshKeyCreatePage() {
  return <SshKeyCreateForm back={to.sshKeys()} />
}
