import { useApiQuery } from '../../../api/hooks'
import type { Identity } from '../../../api/roles'
import { toIdentities } from './access-rows'
import { ALL_ISH } from './use-role'

/**
 * The silo's users and groups as one list, to name policy rows and fill the
 * role picker. Policies hold ids only (SPEC §3), so names come from here.
 */
export function useIdentities(): { identities: Identity[]; isLoading: boolean } {
  const users = useApiQuery('userList', { query: { limit: ALL_ISH } })
  const groups = useApiQuery('groupList', { query: { limit: ALL_ISH } })
  return {
    identities: toIdentities(users.data?.items ?? [], groups.data?.items ?? []),
    isLoading: users.isLoading || groups.isLoading,
  }
}
