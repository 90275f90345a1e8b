import { useQuery } from '../../../api/reads'
import { checkingBeforeDelete, projectDeleteRefusal, type ProjectContent } from '../../../api/rules/delete-effects'

const first = { limit: 1 }

/**
 * Why this project cannot be deleted yet (it still holds resources), read as its delete dialog
 * opens: the first of each kind Nexus checks for. Undefined when it is empty, or when a read fails
 * (the server then says why itself).
 */
export function useProjectDeleteRefusal(project: string): string | undefined {
  const query = { project, ...first }
  const reads: Record<ProjectContent, { data?: { items: { name: string }[] }; error?: unknown }> = {
    instance: useQuery('instanceList', { query }),
    disk: useQuery('diskList', { query }),
    'floating IP': useQuery('floatingIpList', { query }),
    image: useQuery('imageList', { query }),
    snapshot: useQuery('snapshotList', { query }),
    VPC: useQuery('vpcList', { query }),
    'affinity group': useQuery('affinityGroupList', { query }),
    'anti-affinity group': useQuery('antiAffinityGroupList', { query }),
  }
  const answers = Object.values(reads)
  if (answers.some((r) => r.error)) return undefined
  if (answers.some((r) => !r.data)) return checkingBeforeDelete('resources')
  const held: Partial<Record<ProjectContent, string>> = {}
  for (const [kind, r] of Object.entries(reads) as [ProjectContent, (typeof reads)[ProjectContent]][]) {
    const name = r.data?.items[0]?.name
    if (name !== undefined) held[kind] = name
  }
  return projectDeleteRefusal(held)
}
