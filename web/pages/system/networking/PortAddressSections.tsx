import type { useAllItems } from '../../../api/all-items'
import { AllItemsStatus } from '../../../ui/AllItemsStatus'
import { SelectField } from '../../../ui/Field'
import { TextFields, rowField } from '../../common/fields/TextFields'
import { newAddress, newRoute, type AddressRow, type RouteRow } from './port-settings-form'
import {
  Group,
  LinkSelect,
  NAME_A_LINK,
  RowGroup,
  patchRow,
  set,
  without,
  type SectionProps,
} from './port-settings-parts'

/** Layer 3 addresses on the links, each drawn from a block of an address lot. */
export function PortAddressesSection({
  v,
  setV,
  shown,
  linkOptions,
  firstLink,
  lots,
}: SectionProps & { lots: ReturnType<typeof useAllItems<'networkingAddressLotList'>> }) {
  const lotOptions = (lots.data?.items ?? []).map((l) => ({ value: l.name, label: l.name }))
  const setAddress = patchRow(setV, 'addresses') as (i: number, p: Partial<AddressRow>) => void
  return (
    <Group
      title="Addresses"
      hint="Layer 3 addresses on a link, each drawn from a block of an address lot."
      addLabel="Add address"
      addDisabled={firstLink ? undefined : NAME_A_LINK}
      onAdd={() => set(setV, { addresses: [...v.addresses, newAddress(firstLink)] })}
    >
      {v.addresses.map((a, i) => {
        const e = shown.address?.[i] ?? {}
        const n = `Address ${i + 1}`
        return (
          <RowGroup key={i} label={n} onRemove={() => set(setV, { addresses: without(v.addresses, i) })}>
            <LinkSelect
              row={n}
              value={a.link}
              options={linkOptions}
              onValue={(link) => setAddress(i, { link })}
              error={e.link}
            />
            <SelectField
              label={`${n} address lot`}
              required
              value={a.lot}
              placeholder="Select an address lot"
              options={lotOptions}
              status={<AllItemsStatus state={lots} noun="address lots" onRetry={() => void lots.mutate()} />}
              onValue={(lot) => setAddress(i, { lot })}
              error={e.lot}
            />
            <TextFields
              prefix={n}
              field={rowField(a, e, (p) => setAddress(i, p))}
              fields={[
                { key: 'address', label: 'address', required: true, hint: 'An IP network, e.g. 192.0.2.20/24' },
                { key: 'vlan', label: 'VLAN ID', inputMode: 'numeric', hint: 'Optional' },
              ]}
            />
          </RowGroup>
        )
      })}
    </Group>
  )
}

/** Static routes out of the links. */
export function PortRoutesSection({ v, setV, shown, linkOptions, firstLink }: SectionProps) {
  const setRoute = patchRow(setV, 'routes') as (i: number, p: Partial<RouteRow>) => void
  return (
    <Group
      title="Routes"
      hint="Static routes out of a link, e.g. a default route 0.0.0.0/0 to the upstream router."
      addLabel="Add route"
      addDisabled={firstLink ? undefined : NAME_A_LINK}
      onAdd={() => set(setV, { routes: [...v.routes, newRoute(firstLink)] })}
    >
      {v.routes.map((r, i) => {
        const e = shown.route?.[i] ?? {}
        const n = `Route ${i + 1}`
        return (
          <RowGroup key={i} label={n} onRemove={() => set(setV, { routes: without(v.routes, i) })}>
            <LinkSelect
              row={n}
              value={r.link}
              options={linkOptions}
              onValue={(link) => setRoute(i, { link })}
              error={e.link}
            />
            <TextFields
              prefix={n}
              field={rowField(r, e, (p) => setRoute(i, p))}
              fields={[
                { key: 'dst', label: 'destination', required: true, hint: 'An IP network' },
                { key: 'gw', label: 'gateway', required: true, hint: 'An IP address' },
                { key: 'vid', label: 'VLAN ID', inputMode: 'numeric', hint: 'Optional' },
              ]}
            />
          </RowGroup>
        )
      })}
    </Group>
  )
}
