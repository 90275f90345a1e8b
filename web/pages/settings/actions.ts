import { useLocation } from 'wouter'
import type { DeviceAccessToken, SshKey } from '../../api/generated/types'
import { callOrThrow } from '../../api/call'
import { preview } from '../../api/request-preview'
import { useInvalidate } from '../../api/hooks'
import { pb } from '../../paths'
import type { MenuAction } from '../../ui/ActionMenu'
import { confirmAction, confirmDelete } from '../../ui/ConfirmDialog'
import { addToast } from '../../ui/Toast'

export function copyText(text: string, what: string) {
  navigator.clipboard?.writeText(text).then(
    () => addToast({ content: `${what} copied to clipboard` }),
    () => addToast({ variant: 'error', title: 'Could not copy', content: 'The clipboard is not available' }),
  )
}

/** Delete one of my SSH keys after confirming; `then` runs after success (e.g. leave the key's page). */
const sshKeyDeleteParams = (key: SshKey) => ({ path: { sshKey: key.name } })
const tokenDeleteParams = (token: DeviceAccessToken) => ({ path: { tokenId: token.id } })

export function useDeleteSshKey() {
  const invalidate = useInvalidate()
  return (key: SshKey, then?: () => void) =>
    confirmDelete({
      kind: 'SSH key',
      name: key.name,
      doDelete: async () => {
        await callOrThrow('currentUserSshKeyDelete', sshKeyDeleteParams(key))
        // Leave the key's own page before refetching, so its view never re-asks for a deleted key.
        then?.()
        await invalidate(['currentUserSshKeyList'])
        addToast({ content: `SSH key ${key.name} deleted` })
      },
    })
}

/** Row actions for an SSH key (STYLE §5). The API has no update, so 'View' opens the read-only panel. */
export function useSshKeyActions() {
  const [, navigate] = useLocation()
  const del = useDeleteSshKey()
  return (key: SshKey): MenuAction[] => [
    { label: 'View', onSelect: () => navigate(pb.sshKeyEdit({ sshKey: key.name })) },
    { label: 'Copy public key', onSelect: () => copyText(key.publicKey, 'Public key') },
    { label: 'Delete', danger: true, request: preview('currentUserSshKeyDelete', sshKeyDeleteParams(key)), onSelect: () => del(key) },
  ]
}

export function useAccessTokenActions() {
  const invalidate = useInvalidate()
  return (token: DeviceAccessToken): MenuAction[] => [
    {
      label: 'Delete',
      danger: true,
      request: preview('currentUserAccessTokenDelete', tokenDeleteParams(token)),
      onSelect: () =>
        confirmDelete({
          kind: 'access token',
          name: token.id,
          extra: 'Any device using it will have to log in again.',
          doDelete: async () => {
            await callOrThrow('currentUserAccessTokenDelete', tokenDeleteParams(token))
            await invalidate(['currentUserAccessTokenList'])
            addToast({ content: 'Access token deleted' })
          },
        }),
    },
  ]
}

/** Every token id of mine, across pages (the list is paged; there is no delete-all call). */
async function allTokenIds(): Promise<string[]> {
  const ids: string[] = []
  let pageToken: string | undefined
  do {
    const page = await callOrThrow('currentUserAccessTokenList', { query: { limit: 1000, pageToken } })
    ids.push(...page.items.map((t) => t.id))
    pageToken = page.nextPage ?? undefined
  } while (pageToken)
  return ids
}

/** 'Delete all': one DELETE per token, since the API deletes tokens one at a time. */
export function useDeleteAllTokens() {
  const invalidate = useInvalidate()
  return () =>
    confirmAction({
      title: 'Delete all access tokens',
      content: 'Delete every access token you hold? Every device logged in with one will have to log in again.',
      actionLabel: 'Delete all',
      danger: true,
      errorTitle: 'Could not delete all access tokens',
      doAction: async () => {
        try {
          const ids = await allTokenIds()
          for (const tokenId of ids) await callOrThrow('currentUserAccessTokenDelete', { path: { tokenId } })
          addToast({ content: ids.length === 1 ? '1 access token deleted' : `${ids.length} access tokens deleted` })
        } finally {
          // Some may be gone even when a later one failed.
          await invalidate(['currentUserAccessTokenList'])
        }
      },
    })
}
