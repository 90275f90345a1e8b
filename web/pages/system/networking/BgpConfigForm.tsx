import { useList } from '../../../api/reads'
import { AllItemsStatus } from '../../../ui/AllItemsStatus'
import { SelectField } from '../../../ui/Field'
import { NameDescriptionFields } from '../../../ui/NameDescriptionFields'
import { SideModalForm } from '../../../ui/SideModal'
import { useFormSave } from '../../common/use-form-save'
import { TextFields } from '../../common/fields/TextFields'
import { bgpConfigBody, bgpConfigDefaults, validateBgpConfig } from './bgp-form'

/** Create a BGP configuration: its ASN, an optional VRF and the announce set it advertises. */
export function BgpConfigForm({ onClose }: { onClose: () => void }) {
  const sets = useList('networkingBgpAnnounceSetList', {})
  const { form, shell } = useFormSave('networkingBgpConfigCreate', {
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
      <TextFields
        field={form.field}
        fields={[
          { key: 'asn', label: 'ASN', required: true, inputMode: 'numeric' },
          { key: 'vrf', label: 'VRF', hint: 'Optional' },
        ]}
      />
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
