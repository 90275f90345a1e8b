import type { FleetRolePolicy, ProjectRolePolicy, SiloRolePolicy } from '../../../api/generated/types'
import { readOnce } from '../../../api/hooks'
import { requestPreview } from '../../../api/request-preview'
import type { Policy } from '../../../api/roles'
import { useWrite } from '../../../api/writes'
import type { RequestPreview } from '../../../ui/CopyRequest'
import { historyKey } from '../history/history-store'

/**
 * Where one policy lives: how to read it fresh (never the cache: a save re-applies this user's
 * change to it), how to write it whole, and the request that write sends.
 */
export type PolicyStore = {
  read: () => Promise<Policy>
  put: (policy: Policy) => Promise<unknown>
  preview: (policy: Policy) => RequestPreview
  /** Where a save's before and after are kept for the History tab (../history/history-store.ts). */
  history?: string
}

export function useFleetPolicyStore(): PolicyStore {
  const params = (p: Policy) => ({ body: p as FleetRolePolicy })
  const write = useWrite()
  return {
    read: () => readOnce('systemPolicyView', {}),
    put: (p) => write('systemPolicyUpdate', params(p)),
    preview: (p) => requestPreview('systemPolicyUpdate', params(p)),
  }
}

/** The caller's own silo (/access). */
export function useSiloPolicyStore(): PolicyStore {
  const params = (p: Policy) => ({ body: p as SiloRolePolicy })
  const write = useWrite()
  return {
    read: () => readOnce('policyView', {}),
    put: (p) => write('policyUpdate', params(p)),
    preview: (p) => requestPreview('policyUpdate', params(p)),
  }
}

/** Any silo, by name, for operators (system/silos/:silo/access). */
export function useOtherSiloPolicyStore(silo: string): PolicyStore {
  const params = (p: Policy) => ({ path: { silo }, body: p as SiloRolePolicy })
  const write = useWrite()
  return {
    read: () => readOnce('siloPolicyView', { path: { silo } }),
    put: (p) => write('siloPolicyUpdate', params(p)),
    preview: (p) => requestPreview('siloPolicyUpdate', params(p)),
    history: historyKey('silo', silo),
  }
}

export function useProjectPolicyStore(project: string): PolicyStore {
  const params = (p: Policy) => ({ path: { project }, body: p as ProjectRolePolicy })
  const write = useWrite()
  return {
    read: () => readOnce('projectPolicyView', { path: { project } }),
    put: (p) => write('projectPolicyUpdate', params(p)),
    preview: (p) => requestPreview('projectPolicyUpdate', params(p)),
    history: historyKey('project', project),
  }
}
