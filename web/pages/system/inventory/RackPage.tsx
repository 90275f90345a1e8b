import { InventoryHeader } from './InventoryHeader'
import { RackFronts } from './RackFronts'

/** system/inventory/rack: the front of every rack (RackFronts). */
export default function RackPage() {
  return (
    <>
      <InventoryHeader />
      <RackFronts />
    </>
  )
}
