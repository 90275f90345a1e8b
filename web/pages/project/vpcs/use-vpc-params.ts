import { useParams } from 'wouter'

/** Every VPC page sits under /projects/:project/vpcs/:vpc. */
export function useVpcParams() {
  const { project, vpc } = useParams<{ project: string; vpc: string }>()
  return { project, vpc }
}

/** The query that selects a VPC's children (subnets, routers, gateways, rules) by name. */
export const vpcQuery = (p: { project: string; vpc: string }) => ({ project: p.project, vpc: p.vpc })
