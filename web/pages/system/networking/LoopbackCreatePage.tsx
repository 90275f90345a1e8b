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
import { useFormState } from '../../../ui/use-form'
import LoopbacksPage from './LoopbacksPage'
import { loopbackBody, loopbackDefaults, validateLoopbackForm } from './validate'

export default function LoopbackCreatePage() {
  const [, navigate] = useLocation()
  const racks = useAllItems('rackList', { query: {} })
  const lots = useAllItems('networkingAddressLotList', { query: {} })
  const create = useApiMutation('networkingLoopbackAddressCreate', {
    onSuccess: (l) => {
      addToast({ content: `Loopback address ${l.address} created` })
      navigate(pb.loopbacks())
    },
  })
  const firstRack = racks.data?.items[0]?.id || ''
  const rackOf = (picked: string) => picked || firstRack
  const form = useFormState({
    initial: loopbackDefaults,
    validate: (v) => validateLoopbackForm(v, rackOf(v.rack)),
    sent: (v) => ({ body: loopbackBody(v, rackOf(v.rack)) }),
    onSubmit: create.mutate,
    request: (params) => requestPreview('networkingLoopbackAddressCreate', params),
  })
  const { values: v, set, shown } = form
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
        onSubmit={form.submit}
        request={form.request}
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
        <SelectField
          status={<AllItemsStatus state={lots} noun="address lots" onRetry={() => void lots.mutate()} />}
          label="Address lot"
          required
          value={v.lot}
          placeholder="Select an address lot"
          options={(lots.data?.items ?? []).map((l) => ({ value: l.name, label: l.name }))}
          onValue={set('lot')}
          error={shown.lot}
        />
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
