import { useList } from '../../../api/reads'
import type { Identity } from '../../../api/roles'
import { toIdentities } from './access-rows'

/**
 * The silo's users and groups as one list, to name policy rows and fill the
 * role picker. Policies hold ids only (the rules: entities), so names come from here.
 */
export function useIdentities(): { identities: Identity[]; isLoading: boolean } {
  const users = useList('userList', { query: {} })
  const groups = useList('groupList', { query: {} })
  return {
    identities: toIdentities(users.data?.items ?? [], groups.data?.items ?? []),
    isLoading: users.isLoading || groups.isLoading,
  }
}
