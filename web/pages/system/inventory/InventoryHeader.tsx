import { useLocation } from 'wouter'
import { pb } from '../../../paths'
import { PageHeader } from '../../../ui/PageHeader'
import { RouteTabs } from '../../../ui/Tabs'
import { useFleetAccess } from '../use-fleet-access'

const tabs = [
  { label: 'Sleds', href: pb.sledInventory() },
  { label: 'Rack', href: pb.rackInventory() },
  { label: 'Disks', href: pb.diskInventory() },
  { label: 'Unadopted disks', href: pb.disksUnadopted() },
  { label: 'Switches', href: pb.switchInventory() },
  { label: 'Uninitialized sleds', href: pb.sledsUninitialized() },
]

export function InventoryHeader() {
  useFleetAccess()
  const [location] = useLocation()
  return (
    <>
      <PageHeader docs="sleds" title="Inventory" />
      <RouteTabs label="Inventory sections" tabs={tabs} current={location} />
    </>
  )
}
