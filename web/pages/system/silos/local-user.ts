/*
 * Local usernames (nexus UserId): begin with a lower-case ASCII letter, then
 * ASCII letters, digits and '-', not ending with '-', at most 63 characters.
 */
import type { UserCreate, UserPassword } from '../../../api/generated/types'
import { requiredMessage } from '../../../util/validate'
import { declareDraftSecrets } from '../../../util/drafts'

export const USERNAME_INVALID =
  'Must start with a lower-case letter, contain only letters, digits and dashes, and not end with a dash'
const USERNAME_TOO_LONG = 'Must be 63 characters or fewer'

export function validateUsername(s: string): string | undefined {
  if (!s) return requiredMessage('Username')
  if (s.length > 63) return USERNAME_TOO_LONG
  return /^[a-z](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?$/.test(s) ? undefined : USERNAME_INVALID
}

export type LocalUserValues = { name: string; password: string }
export const localUserDefaults: LocalUserValues = { name: '', password: '' }
declareDraftSecrets(localUserDefaults, { password: 'password' })

/** Creating needs a username (the password is optional); setting a password needs the password. */
export function validateLocalUser(v: LocalUserValues, settingPassword: boolean) {
  return {
    name: settingPassword ? undefined : validateUsername(v.name.trim()),
    password: settingPassword && !v.password ? requiredMessage('Password') : undefined,
  }
}

/** No password means password login is disallowed. */
export const toPassword = (p: string): UserPassword =>
  p ? { mode: 'password', value: p } : { mode: 'login_disallowed' }

export const toUserCreate = (v: LocalUserValues): UserCreate => ({
  externalId: v.name.trim(),
  password: toPassword(v.password),
})
