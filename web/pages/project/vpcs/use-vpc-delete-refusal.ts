import { useQuery } from '../../../api/reads'
import { checkingBeforeDelete, vpcDeleteRefusal } from '../../../api/rules/delete-effects'

/**
 * Why this VPC cannot be deleted yet (it has subnets), read as its delete dialog opens; undefined
 * when it can, or when the read fails (the server then says why itself).
 */
export function useVpcDeleteRefusal(project: string, vpc: string): string | undefined {
  const subnets = useQuery('vpcSubnetList', { query: { project, vpc, limit: 100 } })
  if (subnets.error) return undefined
  if (!subnets.data) return checkingBeforeDelete('subnets')
  return vpcDeleteRefusal(subnets.data.items.map((s) => s.name))
}
