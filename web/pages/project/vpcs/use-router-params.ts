import { useParams } from 'wouter'
import { useVpcParams } from './use-vpc-params'

export function useRouterParams() {
  const { router } = useParams<{ router: string }>()
  return { ...useVpcParams(), router }
}
