import type { User } from '../../../api/generated/types'
import { apiOp, type ApiOp } from '../../../api/request-preview'
import { useWrite } from '../../../api/writes'
import { ModalForm } from '../../../ui/ModalForm'
import { addToast } from '../../../ui/Toast'
import { useFormState } from '../../../ui/use-form'
import { TextFields } from '../../common/fields/TextFields'
import { localUserDefaults, toPassword, toUserCreate, validateLocalUser, type LocalUserValues } from './local-user'

/** Create a local user (no password = password login disallowed), or set an existing user's password. */
export function LocalUserModal({ silo, user, onClose }: { silo: string; user?: User; onClose: () => void }) {
  const title = user ? `Set password of ${user.displayName}` : 'Create local user'
  // one write, picked by the mode, built once for both the call and its preview
  const write = useWrite(
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
    onSubmit: (v) => write.written(v),
    request: write.request,
  })
  return (
    <ModalForm
      title={title}
      width="medium"
      form={form}
      write={write}
      submitLabel={user ? 'Set password' : 'Create user'}
      onClose={onClose}
    >
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
    </ModalForm>
  )
}
