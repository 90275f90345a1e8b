import type { BgpConfig } from '../../../api/generated/types'
import { bgpConfigShape, type BgpConfigDoc } from '../../../api/change-shapes'
import { useList } from '../../../api/reads'
import { readOnce } from '../../../api/hooks'
import { AllItemsStatus } from '../../../ui/AllItemsStatus'
import { SelectField, TextField } from '../../../ui/Field'
import { NameDescriptionFields } from '../../../ui/NameDescriptionFields'
import { SideModalForm } from '../../../ui/SideModal'
import { useFormSave } from '../../common/use-form-save'
import { TextFields } from '../../common/fields/TextFields'
import { bgpConfigUpdateBody, validateBgpEdit, type BgpEditValues } from './validate'

/** '' in the announce set picker: the body leaves the set out, so the server keeps the current one. */
const KEEP_SET = ''

const configDoc = (c: BgpConfig): BgpConfigDoc => ({
  name: c.name,
  description: c.description,
  maxPaths: c.maxPaths,
  announceSet: KEEP_SET,
})

/** The configuration as the server holds it now: there is no view, so the list, page by page, by ID. */
async function readConfig(id: string): Promise<BgpConfigDoc> {
  let pageToken: string | undefined
  do {
    const page = await readOnce('networkingBgpConfigList', { query: { limit: 100, pageToken } })
    const found = page.items.find((c) => c.id === id)
    if (found) return configDoc(found)
    pageToken = page.nextPage ?? undefined
  } while (pageToken)
  throw new Error('This BGP configuration was deleted since the form opened')
}

/**
 * Edit an existing BGP configuration (networkingBgpConfigUpdate): name, description, maximum paths and
 * announce set. The ASN cannot change (nexus.json: a new ASN is a new configuration), so it is shown
 * read-only. The configuration's view does not say which announce set it uses, so the picker starts
 * at "Keep the current announce set" and the set is sent only when another is picked. Saved as this
 * user's changes: each field one part, applied to the configuration as it is now, written
 * by ID so a rename meanwhile is no 404.
 */
export function BgpConfigEditForm({ config, onClose }: { config: BgpConfig; onClose: () => void }) {
  const sets = useList('networkingBgpAnnounceSetList', {})
  const { form, shell } = useFormSave('networkingBgpConfigUpdate', {
    opened: configDoc(config),
    read: () => readConfig(config.id),
    shape: bgpConfigShape,
    initial: {
      name: config.name,
      description: config.description,
      maxPaths: String(config.maxPaths),
      announceSet: KEEP_SET,
    },
    validate: validateBgpEdit,
    sent: (v: BgpEditValues) => ({
      name: v.name.trim(),
      description: v.description,
      maxPaths: Number(v.maxPaths.trim()),
      announceSet: v.announceSet,
    }),
    params: (doc) => ({
      query: { nameOrId: config.id },
      body: bgpConfigUpdateBody({ ...doc, maxPaths: String(doc.maxPaths) }),
    }),
    saved: (c) => `BGP configuration ${c.name} updated`,
    back: onClose,
  })
  const { values: v, set } = form
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
      <TextFields
        field={form.field}
        fields={[
          {
            key: 'maxPaths',
            label: 'Maximum paths',
            required: true,
            inputMode: 'numeric',
            hint: 'Equal-cost paths used when several best paths exist (1 to 32)',
          },
        ]}
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
