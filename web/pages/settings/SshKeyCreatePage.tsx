import { useLocation } from 'wouter'
import { useApiMutation } from '../../api/hooks'
import { pb } from '../../paths'
import { addToast } from '../../ui/Toast'
import { SshKeyForm } from './SshKeyForm'

export default function SshKeyCreatePage() {
  const [, navigate] = useLocation()
  const create = useApiMutation('currentUserSshKeyCreate', {
    onSuccess: (key) => {
      addToast({ content: `SSH key ${key.name} added` })
      navigate(pb.sshKeys())
    },
  })
  return (
    <>
      <SshKeyForm
        pending={create.pending}
        serverError={create.error?.message}
        onClose={() => navigate(pb.sshKeys())}
        onSubmit={(body) => create.mutate({ body })}
      />
    </>
  )
}
