import type { SwitchSlot } from '../../../api/generated/types'
import { useAllItems } from '../../../api/all-items'
import { pb } from '../../../paths'
import { CheckboxField, SelectField, TextField } from '../../../ui/Field'
import { AllItemsStatus } from '../../../ui/AllItemsStatus'
import { SideModalForm } from '../../../ui/SideModal'
import { useCreateForm } from '../../common/use-create-form'
import { AddressLotSelect } from './AddressLotSelect'
import { loopbackBody, loopbackDefaults, validateLoopbackForm } from './validate'

export default function LoopbackCreatePage() {
  const racks = useAllItems('rackList', { query: {} })
  const firstRack = racks.data?.items[0]?.id || ''
  const rackOf = (picked: string) => picked || firstRack
  const { form, shell } = useCreateForm('networkingLoopbackAddressCreate', {
    initial: loopbackDefaults,
    validate: (v) => validateLoopbackForm(v, rackOf(v.rack)),
    sent: (v) => loopbackBody(v, rackOf(v.rack)),
    params: (body) => ({ body }),
    created: (l) => `Loopback address ${l.address} created`,
    back: pb.loopbacks(),
  })
  const { values: v, set, shown } = form
  return (
    <>
      <SideModalForm
        docs="rackNetworking"
        title="Create loopback address"
        submitLabel="Create loopback address"
        {...shell}
      >
        <SelectField
          status={<AllItemsStatus state={racks} noun="racks" onRetry={() => void racks.mutate()} />}
          label="Rack"
          required
          value={rackOf(v.rack)}
          options={(racks.data?.items ?? []).map((r) => ({ value: r.id, label: r.id }))}
          onValue={set('rack')}
          error={shown.rack}
        />
        <SelectField
          label="Switch location"
          required
          value={v.switchSlot}
          options={[
            { value: 'switch0', label: 'switch0' },
            { value: 'switch1', label: 'switch1' },
          ]}
          onValue={(slot) => set('switchSlot')(slot as SwitchSlot)}
        />
        <AddressLotSelect value={v.lot} onValue={set('lot')} error={shown.lot} />
        <TextField
          label="Address"
          required
          value={v.address}
          onValue={set('address')}
          error={shown.address}
          autoComplete="off"
        />
        <TextField
          label="Mask"
          required
          inputMode="numeric"
          value={v.mask}
          onValue={set('mask')}
          error={shown.mask}
          autoComplete="off"
        />
        <CheckboxField label="Anycast" checked={v.anycast} onChecked={set('anycast')} />
      </SideModalForm>
    </>
  )
}
