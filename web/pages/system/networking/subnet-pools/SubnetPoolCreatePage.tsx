import { PoolCreate } from '../ip-pools/PoolForms'
import { subnetPoolKind } from '../ip-pools/pool-kinds'

/** The same fields as an IP pool (name, description, version): SubnetPoolCreate has nothing else. */
export default function SubnetPoolCreatePage() {
  return <PoolCreate kind={subnetPoolKind} />
}
