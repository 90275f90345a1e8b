import { useState } from 'react'
import { useLocation } from 'wouter'
import type { SwitchSlot } from '../../../api/generated/types'
import { useApiMutation } from '../../../api/hooks'
import { useAllItems } from '../../../api/all-items'
import { requestPreview } from '../../../api/request-preview'
import { pb } from '../../../paths'
import { CheckboxField, SelectField, TextField } from '../../../ui/Field'
import { AllItemsStatus } from '../../../ui/AllItemsStatus'
import { SideModalForm } from '../../../ui/SideModal'
import { addToast } from '../../../ui/Toast'
import LoopbacksPage from './LoopbacksPage'
import { validateLoopback } from './validate'

export default function LoopbackCreatePage() {
  const [, navigate] = useLocation()
  const racks = useAllItems('rackList', { query: {} })
  const lots = useAllItems('networkingAddressLotList', { query: {} })
  const [v, setV] = useState({ rack: '', switchSlot: 'switch0', lot: '', address: '', mask: '32', anycast: false })
  const [touched, setTouched] = useState(false)
  const create = useApiMutation('networkingLoopbackAddressCreate', {
    onSuccess: (l) => {
      addToast({ content: `Loopback address ${l.address} created` })
      navigate(pb.loopbacks())
    },
  })
  const rack = v.rack || racks.data?.items[0]?.id || ''
  const e = {
    ...validateLoopback(v.address, v.mask),
    rack: rack ? undefined : 'Rack is required',
    lot: v.lot ? undefined : 'Address lot is required',
  }
  const ok = !e.address && !e.mask && !e.rack && !e.lot
  const params = () => ({
    body: {
      rackId: rack,
      switchSlot: v.switchSlot as SwitchSlot,
      addressLot: v.lot,
      address: v.address.trim(),
      mask: Number(v.mask.trim()),
      anycast: v.anycast,
    },
  })
  return (
    <>
      <LoopbacksPage />
      <SideModalForm
        docs="rackNetworking"
        title="Create loopback address"
        submitLabel="Create loopback address"
        pending={create.pending}
        errors={create.error ? [create.error.message] : []}
        onClose={() => navigate(pb.loopbacks())}
        onSubmit={() => {
          setTouched(true)
          if (ok) create.mutate(params())
        }}
        request={() => (ok ? requestPreview('networkingLoopbackAddressCreate', params()) : undefined)}
      >
        <SelectField
          status={<AllItemsStatus state={racks} noun="racks" onRetry={() => void racks.mutate()} />}
          label="Rack"
          required
          value={rack}
          options={(racks.data?.items ?? []).map((r) => ({ value: r.id, label: r.id }))}
          onValue={(r) => setV({ ...v, rack: r })}
          error={touched ? e.rack : undefined}
        />
        <SelectField
          label="Switch location"
          required
          value={v.switchSlot}
          options={[
            { value: 'switch0', label: 'switch0' },
            { value: 'switch1', label: 'switch1' },
          ]}
          onValue={(switchSlot) => setV({ ...v, switchSlot })}
        />
        <SelectField
          status={<AllItemsStatus state={lots} noun="address lots" onRetry={() => void lots.mutate()} />}
          label="Address lot"
          required
          value={v.lot}
          placeholder="Select an address lot"
          options={(lots.data?.items ?? []).map((l) => ({ value: l.name, label: l.name }))}
          onValue={(lot) => setV({ ...v, lot })}
          error={touched ? e.lot : undefined}
        />
        <TextField
          label="Address"
          required
          value={v.address}
          onValue={(address) => setV({ ...v, address })}
          error={touched ? e.address : undefined}
          autoComplete="off"
        />
        <TextField
          label="Mask"
          required
          inputMode="numeric"
          value={v.mask}
          onValue={(mask) => setV({ ...v, mask })}
          error={touched ? e.mask : undefined}
          autoComplete="off"
        />
        <CheckboxField label="Anycast" checked={v.anycast} onChecked={(anycast) => setV({ ...v, anycast })} />
      </SideModalForm>
    </>
  )
}
