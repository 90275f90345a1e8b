import { useState } from 'react'
import type { User, UserPassword } from '../../../api/generated/types'
import { requestPreview } from '../../../api/request-preview'
import { useApiMutation } from '../../../api/hooks'
import { Button } from '../../../ui/Button'
import { CopyRequestButton } from '../../../ui/CopyRequest'
import { TextField } from '../../../ui/Field'
import { Modal } from '../../../ui/Modal'
import { FormErrors } from '../../../ui/SideModal'
import { addToast } from '../../../ui/Toast'
import { requiredMessage } from '../../../util/validate'
import { validateUsername } from './local-user'

const toPassword = (p: string): UserPassword => (p ? { mode: 'password', value: p } : { mode: 'login_disallowed' })

/** Create a local user (no password = password login disallowed), or set an existing user's password. */
export function LocalUserModal({ silo, user, onClose }: { silo: string; user?: User; onClose: () => void }) {
  const [name, setName] = useState('')
  const [password, setPassword] = useState('')
  const [touched, setTouched] = useState(false)
  const done = (msg: string) => () => {
    addToast({ content: msg })
    onClose()
  }
  const create = useApiMutation('localIdpUserCreate', { onSuccess: done(`User ${name.trim()} created`) })
  const setPw = useApiMutation('localIdpUserSetPassword', { onSuccess: done(`Password of ${user?.displayName} set`) })
  const mutation = user ? setPw : create
  const errors = {
    name: user ? undefined : validateUsername(name.trim()),
    password: user && !password ? requiredMessage('Password') : undefined,
  }
  const title = user ? `Set password of ${user.displayName}` : 'Create local user'
  const setPwParams = (u: User) => ({ path: { userId: u.id }, query: { silo }, body: toPassword(password) })
  const createParams = () => ({ query: { silo }, body: { externalId: name.trim(), password: toPassword(password) } })
  return (
    <Modal open onClose={onClose} title={title} width="medium">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          setTouched(true)
          if (errors.name || errors.password) return
          if (user) setPw.mutate(setPwParams(user))
          else create.mutate(createParams())
        }}
      >
        <FormErrors errors={mutation.error ? [mutation.error.message] : []} />
        {!user && (
          <TextField
            label="Username"
            required
            value={name}
            onValue={setName}
            error={touched ? errors.name : undefined}
            autoComplete="off"
          />
        )}
        <TextField
          label="Password"
          type="password"
          required={Boolean(user)}
          hint={user ? undefined : 'Optional: without one, the user cannot sign in with a password'}
          value={password}
          onValue={setPassword}
          error={touched ? errors.password : undefined}
          autoComplete="new-password"
        />
        <div className="form-actions">
          <CopyRequestButton
            title={`${title}: CLI / API`}
            request={() => {
              if (errors.name || errors.password) return undefined
              return user
                ? requestPreview('localIdpUserSetPassword', setPwParams(user))
                : requestPreview('localIdpUserCreate', createParams())
            }}
          />
          <Button onClick={onClose}>Cancel</Button>
          <Button write type="submit" variant="primary" loading={mutation.pending}>
            {user ? 'Set password' : 'Create user'}
          </Button>
        </div>
      </form>
    </Modal>
  )
}
