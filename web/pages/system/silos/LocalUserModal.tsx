import type { User } from '../../../api/generated/types'
import { requestPreview } from '../../../api/request-preview'
import { useApiMutation } from '../../../api/hooks'
import { Button } from '../../../ui/Button'
import { CopyRequestButton } from '../../../ui/CopyRequest'
import { TextField } from '../../../ui/Field'
import { Modal } from '../../../ui/Modal'
import { FormErrors } from '../../../ui/SideModal'
import { addToast } from '../../../ui/Toast'
import { useFormState } from '../../../ui/use-form'
import { localUserDefaults, toPassword, toUserCreate, validateLocalUser, type LocalUserValues } from './local-user'

/** Create a local user (no password = password login disallowed), or set an existing user's password. */
export function LocalUserModal({ silo, user, onClose }: { silo: string; user?: User; onClose: () => void }) {
  const done = (msg: string) => {
    addToast({ content: msg })
    onClose()
  }
  const create = useApiMutation('localIdpUserCreate', {
    onSuccess: (_, { body }) => done(`User ${body.externalId} created`),
  })
  const setPw = useApiMutation('localIdpUserSetPassword', {
    onSuccess: () => done(`Password of ${user?.displayName} set`),
  })
  const mutation = user ? setPw : create
  const title = user ? `Set password of ${user.displayName}` : 'Create local user'
  const setPwParams = (u: User, v: LocalUserValues) => ({
    path: { userId: u.id },
    query: { silo },
    body: toPassword(v.password),
  })
  const createParams = (v: LocalUserValues) => ({ query: { silo }, body: toUserCreate(v) })
  const form = useFormState({
    initial: localUserDefaults,
    validate: (v) => validateLocalUser(v, Boolean(user)),
    onSubmit: (v) => (user ? setPw.mutate(setPwParams(user, v)) : create.mutate(createParams(v))),
    request: (v) =>
      user
        ? requestPreview('localIdpUserSetPassword', setPwParams(user, v))
        : requestPreview('localIdpUserCreate', createParams(v)),
  })
  const { values, set, shown } = form
  return (
    <Modal open onClose={onClose} title={title} width="medium">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          form.submit()
        }}
      >
        <FormErrors errors={mutation.error ? [mutation.error.message] : []} />
        {!user && (
          <TextField
            label="Username"
            required
            value={values.name}
            onValue={set('name')}
            error={shown.name}
            autoComplete="off"
          />
        )}
        <TextField
          label="Password"
          type="password"
          required={Boolean(user)}
          hint={user ? undefined : 'Optional: without one, the user cannot sign in with a password'}
          value={values.password}
          onValue={set('password')}
          error={shown.password}
          autoComplete="new-password"
        />
        <div className="form-actions">
          <CopyRequestButton title={`${title}: CLI / API`} request={() => form.request?.()} />
          <Button onClick={onClose}>Cancel</Button>
          <Button write type="submit" variant="primary" loading={mutation.pending}>
            {user ? 'Set password' : 'Create user'}
          </Button>
        </div>
      </form>
    </Modal>
  )
}
