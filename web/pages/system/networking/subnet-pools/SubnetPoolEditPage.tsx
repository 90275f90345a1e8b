import { useParams } from 'wouter'
import { PoolEdit } from '../ip-pools/PoolForms'
import { subnetPoolKind } from '../ip-pools/pool-kinds'

export default function SubnetPoolEditPage() {
  const { subnetPool } = useParams<{ subnetPool: string }>()
  return <PoolEdit kind={subnetPoolKind} pool={subnetPool} />
}
