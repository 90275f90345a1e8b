import { useLocation } from 'wouter'
import { to } from '../../../urls'
import { PageHeader } from '../../../ui/PageHeader'
import { RouteTabs } from '../../../ui/Tabs'
import { useFleetAccess } from '../use-fleet-access'

const tabs = [
  { label: 'Sleds', href: to.sledInventory() },
  { label: 'Rack', href: to.rackInventory() },
  { label: 'Disks', href: to.diskInventory() },
  { label: 'Unadopted disks', href: to.disksUnadopted() },
  { label: 'Switches', href: to.switchInventory() },
  { label: 'Uninitialized sleds', href: to.sledsUninitialized() },
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
