import { useApiQuery } from '../../../api/hooks'
import type { HostKind } from './firewall-rules'

/** Names to offer in target, host and route pickers: the project's VPCs and instances, this VPC's subnets. */
export function useNameSuggestions(p: { project: string; vpc: string }): Partial<Record<HostKind | 'internet_gateway', string[]>> {
  const vpcs = useApiQuery('vpcList', { query: { project: p.project, limit: 100 } })
  const subnets = useApiQuery('vpcSubnetList', { query: { project: p.project, vpc: p.vpc, limit: 100 } })
  const instances = useApiQuery('instanceList', { query: { project: p.project, limit: 100 } })
  const gateways = useApiQuery('internetGatewayList', { query: { project: p.project, vpc: p.vpc, limit: 100 } })
  const names = (d?: { items: { name: string }[] }) => d?.items.map((i) => i.name) ?? []
  return {
    vpc: names(vpcs.data),
    subnet: names(subnets.data),
    instance: names(instances.data),
    internet_gateway: names(gateways.data),
  }
}
