import type { Instance } from '../../../api/generated/types'
import { useList } from '../../../api/reads'

/**
 * The project's instances by id, for the disks list (attached instance) and the
 * affinity member picker. Same params everywhere, so SWR shares one request.
 */
export function useProjectInstances(project: string) {
  const query = useList('instanceList', { query: { project } })
  const items = query.data?.items ?? []
  return { items, byId: new Map<string, Instance>(items.map((i) => [i.id, i])), isLoading: query.isLoading }
}
