import type { User } from '../../../api/generated/types'
import { preview } from '../../../api/request-preview'
import type { MenuAction } from '../../../ui/ActionMenu'
import { useConfirmedWrite } from '../actions/use-confirmed-write'

/** Ends every session and revokes every token of a user, after confirming (the rules: calls POST /users/{userId}/logout). */
const logoutParams = (user: User) => ({ path: { userId: user.id } })

export function useSignOutEverywhere() {
  const confirm = useConfirmedWrite()
  return (user: User) =>
    confirm.confirmAction({
      title: 'Sign out everywhere',
      content: `Sign ${user.displayName} out of every session and revoke all of their access tokens? They will need to sign in again.`,
      actionLabel: 'Sign out everywhere',
      danger: true,
      errorTitle: 'Could not sign the user out',
      method: 'userLogout',
      params: logoutParams(user),
      success: `${user.displayName} was signed out everywhere`,
    })
}

/** Row actions for a silo user; both need a silo admin, and say so when disabled. */
export function useUserActions({ adminOnly, onView }: { adminOnly?: string; onView: (u: User) => void }) {
  const signOut = useSignOutEverywhere()
  return (user: User): MenuAction[] => [
    { label: 'View sessions and tokens', disabled: adminOnly, onSelect: () => onView(user) },
    {
      label: 'Sign out everywhere',
      danger: true,
      disabled: adminOnly,
      request: preview('userLogout', logoutParams(user)),
      onSelect: () => signOut(user),
    },
  ]
}
