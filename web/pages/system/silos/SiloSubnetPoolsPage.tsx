import { SiloPools } from './SiloPools'

/** system/silos/:silo/subnet-pools: subnet pools the silo's projects may take external subnets from. */
export default function SiloSubnetPoolsPage() {
  return <SiloPools kind="subnet" />
}
