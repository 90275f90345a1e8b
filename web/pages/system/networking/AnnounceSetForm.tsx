import type { BgpAnnounceSet } from '../../../api/generated/types'
import { useLotOfBlock } from '../../../api/loaders'
import { useApiQuery } from '../../../api/hooks'
import { useAllItems } from '../../../api/all-items'
import { TextAreaField, TextField } from '../../../ui/Field'
import { SideModalForm } from '../../../ui/SideModal'
import { useCreateForm } from '../../common/use-create-form'
import { AddressLotSelect } from './AddressLotSelect'
import { announceSetBody, announceSetDefaults, validateAnnounceSet, type AnnounceSetValues } from './bgp-form'

/**
 * Create an announce set, or update one (`initial`): networkingBgpAnnounceSetUpdate does both. The
 * name is read-only when updating, which NameDescriptionFields has no prop for, so the two fields are
 * written out here.
 */
export function AnnounceSetForm({ initial, onClose }: { initial?: AnnounceSetValues; onClose: () => void }) {
  const { form, shell } = useCreateForm('networkingBgpAnnounceSetUpdate', {
    initial: initial ?? announceSetDefaults,
    validate: validateAnnounceSet,
    sent: announceSetBody,
    params: (body) => ({ body }),
    created: (s) => `Announce set ${s.name} saved`,
    back: onClose,
  })
  const { values: v, set, shown } = form
  return (
    <SideModalForm
      docs="rackNetworking"
      title={initial ? `Update announce set ${initial.name}` : 'Create announce set'}
      submitLabel={initial ? 'Update announce set' : 'Create announce set'}
      {...shell}
    >
      <TextField
        label="Name"
        required
        value={v.name}
        readOnly={!!initial}
        onValue={set('name')}
        error={shown.name}
        autoComplete="off"
      />
      <TextAreaField label="Description" value={v.description} onValue={set('description')} />
      <AddressLotSelect value={v.lot} onValue={set('lot')} error={shown.lot} />
      <TextAreaField
        label="Announced networks"
        required
        hint="One IP network per line, e.g. 198.51.100.0/24"
        value={v.networks}
        onValue={set('networks')}
        error={shown.networks}
      />
    </SideModalForm>
  )
}

/** The update form, once the set's announcements and the lot holding their block are known. */
export function EditAnnounceSet({ set, onClose }: { set: BgpAnnounceSet; onClose: () => void }) {
  const q = useApiQuery('networkingBgpAnnouncementList', { path: { announceSet: set.name } })
  const lots = useAllItems('networkingAddressLotList', { query: {} })
  // Announcements name a block; the form picks a lot: the lot holding the first announcement's block.
  const lot = useLotOfBlock(q.data && lots.data?.items.map((l) => l.name), q.data?.[0]?.addressLotBlockId)
  if (!q.data || lot === undefined) return null
  return (
    <AnnounceSetForm
      initial={{ name: set.name, description: set.description, lot, networks: q.data.map((a) => a.network).join('\n') }}
      onClose={onClose}
    />
  )
}
