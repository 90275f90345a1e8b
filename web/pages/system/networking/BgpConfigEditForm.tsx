import type { BgpConfig } from '../../../api/generated/types'
import { useArrayList } from '../../../api/array-list'
import { AllItemsStatus } from '../../../ui/AllItemsStatus'
import { SelectField, TextField } from '../../../ui/Field'
import { NameDescriptionFields } from '../../../ui/NameDescriptionFields'
import { SideModalForm } from '../../../ui/SideModal'
import { useCreateForm } from '../../common/use-create-form'
import { bgpConfigUpdateBody, validateBgpEdit } from './validate'

/** '' in the announce set picker: the body leaves the set out, so the server keeps the current one. */
export const KEEP_SET = ''

/**
 * Edit an existing BGP configuration (networkingBgpConfigUpdate): name, description, maximum paths and
 * announce set. The ASN cannot change (nexus.json: a new ASN is a new configuration), so it is shown
 * read-only. The configuration's view does not say which announce set it uses, so the picker starts
 * at "Keep the current announce set" and the set is sent only when another is picked.
 */
export function BgpConfigEditForm({ config, onClose }: { config: BgpConfig; onClose: () => void }) {
  const sets = useArrayList('networkingBgpAnnounceSetList', {})
  const { form, shell } = useCreateForm('networkingBgpConfigUpdate', {
    initial: {
      name: config.name,
      description: config.description,
      maxPaths: String(config.maxPaths),
      announceSet: KEEP_SET,
    },
    validate: validateBgpEdit,
    sent: bgpConfigUpdateBody,
    params: (body) => ({ query: { nameOrId: config.name }, body }),
    created: (c) => `BGP configuration ${c.name} updated`,
    back: onClose,
  })
  const { values: v, set, shown } = form
  return (
    <SideModalForm
      docs="rackNetworking"
      title={`Edit BGP configuration ${config.name}`}
      submitLabel="Update BGP configuration"
      {...shell}
    >
      <NameDescriptionFields form={form} />
      <TextField
        label="ASN"
        value={String(config.asn)}
        onValue={() => {}}
        readOnly
        hint="The ASN cannot be changed: create a new BGP configuration for another ASN."
      />
      <TextField
        label="Maximum paths"
        required
        inputMode="numeric"
        value={v.maxPaths}
        onValue={set('maxPaths')}
        error={shown.maxPaths}
        hint="Equal-cost paths used when several best paths exist (1 to 32)"
        autoComplete="off"
      />
      <SelectField
        label="Announce set"
        value={v.announceSet}
        options={[
          { value: KEEP_SET, label: 'Keep the current announce set' },
          ...sets.items.map((s) => ({ value: s.name, label: s.name })),
        ]}
        onValue={set('announceSet')}
        status={<AllItemsStatus state={sets} noun="announce sets" onRetry={() => void sets.mutate()} />}
      />
    </SideModalForm>
  )
}
