import { SiloPools } from './SiloPools'

/** system/silos/:silo/ip-pools: pools the silo may allocate from; link, unlink, make default. */
export default function SiloIpPoolsPage() {
  return <SiloPools kind="ip" />
}
