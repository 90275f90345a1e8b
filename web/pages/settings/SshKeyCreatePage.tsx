import { pb } from '../../paths'
import { SshKeyCreateForm } from '../common/ssh-keys/SshKeyCreateForm'

export default function SshKeyCreatePage() {
  return <SshKeyCreateForm back={pb.sshKeys()} />
}
