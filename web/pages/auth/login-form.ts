/*
 * The local sign-in form's checks (the rules: errors): its username and password. Pure: tested alone.
 */
import { requiredMessage } from '../../util/validate'
import { declareDraftSecrets } from '../../util/drafts'

export type LocalLoginValues = { username: string; password: string }
export const localLoginDefaults: LocalLoginValues = { username: '', password: '' }
declareDraftSecrets(localLoginDefaults, { password: 'password' })

/** The password is sent as typed (spaces may be part of it); the username is trimmed. */
export const validateLocalLogin = (v: LocalLoginValues) => ({
  username: v.username.trim() ? undefined : requiredMessage('Username'),
  password: v.password ? undefined : requiredMessage('Password'),
})

export const toLocalLogin = (v: LocalLoginValues): LocalLoginValues => ({
  username: v.username.trim(),
  password: v.password,
})
