import type { User } from '../../../api/generated/types'
import { callOrThrow } from '../../../api/call'
import { preview } from '../../../api/request-preview'
import { useInvalidate } from '../../../api/hooks'
import type { MenuAction } from '../../../ui/ActionMenu'
import { confirmAction } from '../../../ui/ConfirmDialog'
import { addToast } from '../../../ui/Toast'

/** Ends every session and revokes every token of a user, after confirming (SPEC §7 POST /users/{userId}/logout). */
const logoutParams = (user: User) => ({ path: { userId: user.id } })

export function useSignOutEverywhere() {
  const invalidate = useInvalidate()
  return (user: User) =>
    confirmAction({
      title: 'Sign out everywhere',
      content: `Sign ${user.displayName} out of every session and revoke all of their access tokens? They will need to sign in again.`,
      actionLabel: 'Sign out everywhere',
      danger: true,
      errorTitle: 'Could not sign the user out',
      doAction: async () => {
        await callOrThrow('userLogout', logoutParams(user))
        await invalidate(['userSessionList', 'userTokenList'])
        addToast({ content: `${user.displayName} was signed out everywhere` })
      },
    })
}

/** Row actions for a silo user; both need a silo admin, and say so when disabled. */
export function useUserActions({ adminOnly, onView }: { adminOnly?: string; onView: (u: User) => void }) {
  const signOut = useSignOutEverywhere()
  return (user: User): MenuAction[] => [
    { label: 'View sessions and tokens', disabled: adminOnly, onSelect: () => onView(user) },
    { label: 'Sign out everywhere', danger: true, disabled: adminOnly, request: preview('userLogout', logoutParams(user)), onSelect: () => signOut(user) },
  ]
}
