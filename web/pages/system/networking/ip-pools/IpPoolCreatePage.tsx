import { PoolCreate } from './PoolForms'
import { ipPoolKind } from './pool-kinds'

export default function IpPoolCreatePage() {
  return <PoolCreate kind={ipPoolKind} />
}
