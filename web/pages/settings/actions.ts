import { useLocation } from 'wouter'
import type { DeviceAccessToken, SshKey } from '../../api/generated/types'
import { readOnce } from '../../api/hooks'
import { preview } from '../../api/request-preview'
import { to } from '../../urls'
import type { MenuAction } from '../../ui/ActionMenu'
import { addToast } from '../../ui/Toast'
import { useConfirmedWrite } from '../common/actions/use-confirmed-write'

function copyText(text: string, what: string) {
  navigator.clipboard?.writeText(text).then(
    () => addToast({ content: `${what} copied to clipboard` }),
    () => addToast({ variant: 'error', title: 'Could not copy', content: 'The clipboard is not available' }),
  )
}

/** Delete one of my SSH keys after confirming; `then` runs after success (e.g. leave the key's page). */
const sshKeyDeleteParams = (key: SshKey) => ({ path: { sshKey: key.name } })
const tokenDeleteParams = (token: DeviceAccessToken) => ({ path: { tokenId: token.id } })

export function useDeleteSshKey() {
  const confirm = useConfirmedWrite()
  return (key: SshKey, then?: () => void) =>
    confirm.confirmDelete({
      kind: 'SSH key',
      name: key.name,
      method: 'currentUserSshKeyDelete',
      params: sshKeyDeleteParams(key),
      // runs before the refetch (useConfirmedWrite), so the key's page never re-asks for a deleted key
      then,
      success: `SSH key ${key.name} deleted`,
    })
}

/** Row actions for an SSH key (the style rules). The API has no update, so 'View' opens the read-only panel. */
export function useSshKeyActions() {
  const [, navigate] = useLocation()
  const del = useDeleteSshKey()
  return (key: SshKey): MenuAction[] => [
    { label: 'View', onSelect: () => navigate(to.sshKeyEdit({ sshKey: key.name })) },
    { label: 'Copy public key', onSelect: () => copyText(key.publicKey, 'Public key') },
    {
      label: 'Delete',
      danger: true,
      request: preview('currentUserSshKeyDelete', sshKeyDeleteParams(key)),
      onSelect: () => del(key),
    },
  ]
}

export function useAccessTokenActions() {
  const confirm = useConfirmedWrite()
  return (token: DeviceAccessToken): MenuAction[] => [
    confirm.menuDelete({
      kind: 'access token',
      name: token.id,
      extra: 'Any device using it will have to log in again.',
      method: 'currentUserAccessTokenDelete',
      params: tokenDeleteParams(token),
      success: 'Access token deleted',
    }),
  ]
}

/** Every token id of mine, across pages (the list is paged; there is no delete-all call). */
async function allTokenIds(): Promise<string[]> {
  // readOnce, not the cached list: the dialog deletes what the server holds now
  const ids: string[] = []
  let pageToken: string | undefined
  do {
    const page = await readOnce('currentUserAccessTokenList', { query: { limit: 1000, pageToken } })
    ids.push(...page.items.map((t) => t.id))
    pageToken = page.nextPage ?? undefined
  } while (pageToken)
  return ids
}

/** 'Delete all': one DELETE per token, since the API deletes tokens one at a time. */
export function useDeleteAllTokens() {
  const confirm = useConfirmedWrite()
  return () =>
    confirm.confirmAction({
      title: 'Delete all access tokens',
      content: 'Delete every access token you hold? Every device logged in with one will have to log in again.',
      actionLabel: 'Delete all',
      danger: true,
      errorTitle: 'Could not delete all access tokens',
      // Some may be gone even when a later one failed: useConfirmedWrite revalidates either way.
      steps: async (write) => {
        const ids = await allTokenIds()
        for (const tokenId of ids) await write('currentUserAccessTokenDelete', { path: { tokenId } })
        return ids.length
      },
      success: (n) => (n === 1 ? '1 access token deleted' : `${n} access tokens deleted`),
    })
}
