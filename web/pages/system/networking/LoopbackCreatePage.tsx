import { useList } from '../../../api/reads'
import { to } from '../../../urls'
import { CheckboxField, SelectField } from '../../../ui/Field'
import { AllItemsStatus } from '../../../ui/AllItemsStatus'
import { SideModalForm } from '../../../ui/SideModal'
import { useFormSave } from '../../common/use-form-save'
import { SwitchSlotField } from '../../common/fields/SwitchSlotField'
import { TextFields } from '../../common/fields/TextFields'
import { AddressLotSelect } from './AddressLotSelect'
import { loopbackBody, loopbackDefaults, validateLoopbackForm } from './validate'

export default function LoopbackCreatePage() {
  const racks = useList('rackList', { query: {} })
  const firstRack = racks.data?.items[0]?.id || ''
  const rackOf = (picked: string) => picked || firstRack
  const { form, shell } = useFormSave('networkingLoopbackAddressCreate', {
    initial: loopbackDefaults,
    validate: (v) => validateLoopbackForm(v, rackOf(v.rack)),
    sent: (v) => loopbackBody(v, rackOf(v.rack)),
    params: (body) => ({ body }),
    created: (l) => `Loopback address ${l.address} created`,
    back: to.loopbacks(),
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
        <SwitchSlotField label="Switch location" required value={v.switchSlot} onValue={set('switchSlot')} />
        <AddressLotSelect value={v.lot} onValue={set('lot')} error={shown.lot} />
        <TextFields
          field={form.field}
          fields={[
            { key: 'address', label: 'Address', required: true },
            { key: 'mask', label: 'Mask', required: true, inputMode: 'numeric' },
          ]}
        />
        <CheckboxField label="Anycast" checked={v.anycast} onChecked={set('anycast')} />
      </SideModalForm>
    </>
  )
}
