import type { AddressLot } from '../../../api/generated/types'
import type { WholeList } from '../../../api/reads'
import { AllItemsStatus } from '../../../ui/AllItemsStatus'
import { LinkedRowsGroup } from './LinkedRowsGroup'
import { newAddress, newRoute } from './port-settings-form'
import type { SectionProps } from './port-settings-parts'

/** Layer 3 addresses on the links, each drawn from a block of an address lot. */
export function PortAddressesSection({ lots, ...section }: SectionProps & { lots: WholeList<AddressLot> }) {
  return (
    <LinkedRowsGroup
      section={section}
      rows="addresses"
      title="Addresses"
      hint="Layer 3 addresses on a link, each drawn from a block of an address lot."
      addLabel="Add address"
      rowLabel="Address"
      newRow={newAddress}
      // a failed lookup is said above the rows too, so it shows before any row is added
      notice={
        lots.error &&
        !lots.loaded && (
          <p role="status">
            <AllItemsStatus state={lots} noun="address lots" onRetry={() => void lots.mutate()} />
          </p>
        )
      }
      picker={{
        key: 'lot',
        label: 'address lot',
        placeholder: 'Select an address lot',
        options: (lots.data?.items ?? []).map((l) => ({ value: l.name, label: l.name })),
        status: <AllItemsStatus state={lots} noun="address lots" onRetry={() => void lots.mutate()} />,
      }}
      fields={[
        { key: 'address', label: 'address', required: true, hint: 'An IP network, e.g. 192.0.2.20/24' },
        { key: 'vlan', label: 'VLAN ID', inputMode: 'numeric', hint: 'Optional' },
      ]}
    />
  )
}

/** Static routes out of the links. */
export function PortRoutesSection(section: SectionProps) {
  return (
    <LinkedRowsGroup
      section={section}
      rows="routes"
      title="Routes"
      hint="Static routes out of a link, e.g. a default route 0.0.0.0/0 to the upstream router."
      addLabel="Add route"
      rowLabel="Route"
      newRow={newRoute}
      fields={[
        { key: 'dst', label: 'destination', required: true, hint: 'An IP network' },
        { key: 'gw', label: 'gateway', required: true, hint: 'An IP address' },
        { key: 'vid', label: 'VLAN ID', inputMode: 'numeric', hint: 'Optional' },
      ]}
    />
  )
}
