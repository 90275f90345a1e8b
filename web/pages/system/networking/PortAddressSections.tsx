import type { useAllItems } from '../../../api/all-items'
import { AllItemsStatus } from '../../../ui/AllItemsStatus'
import { SelectField, TextField } from '../../../ui/Field'
import { newAddress, newRoute, type AddressRow, type RouteRow } from './port-settings-form'
import { Group, NAME_A_LINK, RowGroup, patchRow, set, without, type SectionProps } from './port-settings-parts'

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
            <SelectField
              label={`${n} link`}
              required
              value={a.link}
              placeholder="Select a link"
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
            <TextField
              label={`${n} address`}
              required
              value={a.address}
              onValue={(address) => setAddress(i, { address })}
              error={e.address}
              hint="An IP network, e.g. 192.0.2.20/24"
              autoComplete="off"
            />
            <TextField
              label={`${n} VLAN ID`}
              inputMode="numeric"
              value={a.vlan}
              onValue={(vlan) => setAddress(i, { vlan })}
              error={e.vlan}
              hint="Optional"
              autoComplete="off"
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
            <SelectField
              label={`${n} link`}
              required
              value={r.link}
              placeholder="Select a link"
              options={linkOptions}
              onValue={(link) => setRoute(i, { link })}
              error={e.link}
            />
            <TextField
              label={`${n} destination`}
              required
              value={r.dst}
              onValue={(dst) => setRoute(i, { dst })}
              error={e.dst}
              hint="An IP network"
              autoComplete="off"
            />
            <TextField
              label={`${n} gateway`}
              required
              value={r.gw}
              onValue={(gw) => setRoute(i, { gw })}
              error={e.gw}
              hint="An IP address"
              autoComplete="off"
            />
            <TextField
              label={`${n} VLAN ID`}
              inputMode="numeric"
              value={r.vid}
              onValue={(vid) => setRoute(i, { vid })}
              error={e.vid}
              hint="Optional"
              autoComplete="off"
            />
          </RowGroup>
        )
      })}
    </Group>
  )
}
