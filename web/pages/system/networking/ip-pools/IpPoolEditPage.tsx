import { useParams } from 'wouter'
import { PoolEdit } from './PoolForms'
import { ipPoolKind } from './pool-kinds'

export default function IpPoolEditPage() {
  const { pool } = useParams<{ pool: string }>()
  return <PoolEdit kind={ipPoolKind} pool={pool} />
}
