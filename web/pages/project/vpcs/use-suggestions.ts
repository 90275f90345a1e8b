import { useList } from '../../../api/reads'
import type { HostKind } from './firewall-rules'

/** Names to offer in target, host and route pickers: the project's VPCs and instances, this VPC's subnets. */
export function useNameSuggestions(p: {
  project: string
  vpc: string
}): Partial<Record<HostKind | 'internet_gateway', string[]>> {
  const vpcs = useList('vpcList', { query: { project: p.project } })
  const subnets = useList('vpcSubnetList', { query: { project: p.project, vpc: p.vpc } })
  const instances = useList('instanceList', { query: { project: p.project } })
  const gateways = useList('internetGatewayList', { query: { project: p.project, vpc: p.vpc } })
  const names = (d?: { items: { name: string }[] }) => d?.items.map((i) => i.name) ?? []
  return {
    vpc: names(vpcs.data),
    subnet: names(subnets.data),
    instance: names(instances.data),
    internet_gateway: names(gateways.data),
  }
}
