import { useArrayList } from '../../../api/array-list'
import { AllItemsStatus } from '../../../ui/AllItemsStatus'
import { SelectField, TextField } from '../../../ui/Field'
import { NameDescriptionFields } from '../../../ui/NameDescriptionFields'
import { SideModalForm } from '../../../ui/SideModal'
import { useCreateForm } from '../../common/use-create-form'
import { bgpConfigBody, bgpConfigDefaults, validateBgpConfig } from './bgp-form'

/** Create a BGP configuration: its ASN, an optional VRF and the announce set it advertises. */
export function BgpConfigForm({ onClose }: { onClose: () => void }) {
  const sets = useArrayList('networkingBgpAnnounceSetList', {})
  const { form, shell } = useCreateForm('networkingBgpConfigCreate', {
    initial: bgpConfigDefaults,
    validate: validateBgpConfig,
    sent: bgpConfigBody,
    params: (body) => ({ body }),
    created: (c) => `BGP configuration ${c.name} created`,
    back: onClose,
  })
  const { values: v, set, shown } = form
  return (
    <SideModalForm
      docs="rackNetworking"
      title="Create BGP configuration"
      submitLabel="Create BGP configuration"
      {...shell}
    >
      <NameDescriptionFields form={form} />
      <TextField
        label="ASN"
        required
        inputMode="numeric"
        value={v.asn}
        onValue={set('asn')}
        error={shown.asn}
        autoComplete="off"
      />
      <TextField label="VRF" value={v.vrf} onValue={set('vrf')} error={shown.vrf} hint="Optional" autoComplete="off" />
      <SelectField
        label="Announce set"
        required
        value={v.announceSet}
        placeholder="Select an announce set"
        options={sets.items.map((s) => ({ value: s.name, label: s.name }))}
        status={<AllItemsStatus state={sets} noun="announce sets" onRetry={() => void sets.mutate()} />}
        onValue={set('announceSet')}
        error={shown.announceSet}
      />
    </SideModalForm>
  )
}
