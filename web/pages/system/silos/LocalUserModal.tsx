import type { User } from '../../../api/generated/types'
import { apiOp, type ApiOp } from '../../../api/request-preview'
import { useSubmit } from '../../../api/use-submit'
import { Button } from '../../../ui/Button'
import { CopyRequestButton } from '../../../ui/CopyRequest'
import { Modal } from '../../../ui/Modal'
import { FormErrors } from '../../../ui/SideModal'
import { addToast } from '../../../ui/Toast'
import { useFormState } from '../../../ui/use-form'
import { TextFields } from '../../common/fields/TextFields'
import { localUserDefaults, toPassword, toUserCreate, validateLocalUser, type LocalUserValues } from './local-user'

/** Create a local user (no password = password login disallowed), or set an existing user's password. */
export function LocalUserModal({ silo, user, onClose }: { silo: string; user?: User; onClose: () => void }) {
  const title = user ? `Set password of ${user.displayName}` : 'Create local user'
  // one write, picked by the mode, built once for both the call and its preview
  const write = useSubmit(
    (v: LocalUserValues): ApiOp<unknown> =>
      user
        ? apiOp('localIdpUserSetPassword', { path: { userId: user.id }, query: { silo }, body: toPassword(v.password) })
        : apiOp('localIdpUserCreate', { query: { silo }, body: toUserCreate(v) }),
    {
      onSuccess: (_, v) => {
        addToast({ content: user ? `Password of ${user.displayName} set` : `User ${v.name.trim()} created` })
        onClose()
      },
    },
  )
  const form = useFormState({
    initial: localUserDefaults,
    validate: (v) => validateLocalUser(v, Boolean(user)),
    onSubmit: (v) => void write.submit(v),
    request: write.request,
  })
  return (
    <Modal open onClose={onClose} title={title} width="medium">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          form.submit()
        }}
      >
        <FormErrors errors={write.error ? [write.error.message] : []} />
        <TextFields
          field={form.field}
          fields={[
            !user && { key: 'name', label: 'Username', required: true },
            {
              key: 'password',
              label: 'Password',
              type: 'password',
              required: Boolean(user),
              hint: user ? undefined : 'Optional: without one, the user cannot sign in with a password',
              autoComplete: 'new-password',
            },
          ]}
        />
        <div className="form-actions">
          <CopyRequestButton title={`${title}: CLI / API`} request={() => form.request?.()} />
          <Button onClick={onClose}>Cancel</Button>
          <Button write type="submit" variant="primary" loading={write.pending}>
            {user ? 'Set password' : 'Create user'}
          </Button>
        </div>
      </form>
    </Modal>
  )
}
