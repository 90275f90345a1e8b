import { useState } from 'react'
import type { BgpAnnounceSet } from '../../../api/generated/types'
import { readArrayList } from '../../../api/array-list'
import { announceSetShape, type AnnounceSetDoc } from '../../../api/change-shapes'
import { useLotOfBlock } from '../../../api/loaders'
import { readOnce } from '../../../api/hooks'
import { useList, useQuery } from '../../../api/reads'
import { requestPreview } from '../../../api/request-preview'
import { editsOf, useDocumentSave } from '../../../api/document-save'
import { TextAreaField, TextField } from '../../../ui/Field'
import { SideModalForm } from '../../../ui/SideModal'
import { addToast } from '../../../ui/Toast'
import { useFormState, type FormState } from '../../../ui/use-form'
import { ChangeConflict } from '../../common/ChangeConflict'
import { useFormSave } from '../../common/use-form-save'
import { AddressLotSelect } from './AddressLotSelect'
import { announceSetBody, announceSetDefaults, validateAnnounceSet, type AnnounceSetValues } from './bgp-form'
import { parseNetworks } from './validate'

type Form = Pick<
  FormState<AnnounceSetValues, ReturnType<typeof validateAnnounceSet>, unknown>,
  'values' | 'set' | 'shown'
>

/**
 * The fields of an announce set. The name is read-only when updating, which NameDescriptionFields
 * has no prop for, so the two fields are written out here.
 */
function AnnounceSetFields({ form, updating }: { form: Form; updating: boolean }) {
  const { values: v, set, shown } = form
  return (
    <>
      <TextField
        label="Name"
        required
        value={v.name}
        readOnly={updating}
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
    </>
  )
}

/** Create an announce set (networkingBgpAnnounceSetUpdate creates one whose name is new). */
export function AnnounceSetForm({ onClose }: { onClose: () => void }) {
  const { form, shell } = useFormSave('networkingBgpAnnounceSetUpdate', {
    initial: announceSetDefaults,
    validate: validateAnnounceSet,
    sent: announceSetBody,
    params: (body) => ({ body }),
    created: (s) => `Announce set ${s.name} saved`,
    back: onClose,
  })
  return (
    <SideModalForm docs="rackNetworking" title="Create announce set" submitLabel="Create announce set" {...shell}>
      <AnnounceSetFields form={form} updating={false} />
    </SideModalForm>
  )
}

const toDoc = (v: AnnounceSetValues): AnnounceSetDoc => ({
  name: v.name.trim(),
  description: v.description,
  lot: v.lot,
  networks: parseNetworks(v.networks).networks,
})

const putParams = (s: AnnounceSetDoc) => ({
  body: {
    name: s.name,
    description: s.description,
    announcement: s.networks.map((network) => ({ network, addressLotBlock: s.lot })),
  },
})

/**
 * Update a set: the PUT replaces its whole list of announcements, so a save applies only the
 * networks (and description, lot) this user changed to the set as it is now: a network
 * someone else announced meanwhile stays, and a clash is shown to choose.
 */
function UpdateAnnounceSet({ initial, onClose }: { initial: AnnounceSetValues; onClose: () => void }) {
  const [opened] = useState(() => toDoc(initial))
  const saver = useDocumentSave({
    shape: announceSetShape,
    read: async (): Promise<AnnounceSetDoc> => {
      const [sets, announcements] = await Promise.all([
        readArrayList('networkingBgpAnnounceSetList', {}),
        readOnce('networkingBgpAnnouncementList', { path: { announceSet: opened.name } }),
      ])
      const now = sets.find((s) => s.name === opened.name)
      // blocks are named by the lot the form picked: the set's lot is this form's to change
      return {
        ...opened,
        description: now?.description ?? opened.description,
        networks: announcements.map((a) => a.network),
      }
    },
    method: 'networkingBgpAnnounceSetUpdate',
    params: putParams,
    onSaved: () => {
      addToast({ content: `Announce set ${opened.name} saved` })
      onClose()
    },
    onKept: () => {
      addToast({ content: 'Nothing saved: the other change was kept' })
      onClose()
    },
  })
  const form = useFormState({
    initial,
    validate: validateAnnounceSet,
    sent: toDoc,
    onSubmit: (doc) => saver.submit(announceSetShape(opened, doc)),
    request: (doc) => requestPreview('networkingBgpAnnounceSetUpdate', putParams(doc)),
  })
  return (
    <SideModalForm
      docs="rackNetworking"
      title={`Update announce set ${opened.name}`}
      submitLabel="Update announce set"
      pending={saver.pending}
      errors={saver.error ? [saver.error.message] : []}
      onClose={onClose}
      onSubmit={form.submit}
      request={form.request}
      changes={editsOf(announceSetShape, opened, form.valid ? form.sent() : undefined).lines}
      conflict={<ChangeConflict saver={saver} />}
    >
      <AnnounceSetFields form={form} updating />
    </SideModalForm>
  )
}

/** The update form, once the set's announcements and the lot holding their block are known. */
export function EditAnnounceSet({ set, onClose }: { set: BgpAnnounceSet; onClose: () => void }) {
  const q = useQuery('networkingBgpAnnouncementList', { path: { announceSet: set.name } })
  const lots = useList('networkingAddressLotList', { query: {} })
  // Announcements name a block; the form picks a lot: the lot holding the first announcement's block.
  const lot = useLotOfBlock(q.data && lots.data?.items.map((l) => l.name), q.data?.[0]?.addressLotBlockId)
  if (!q.data || lot === undefined) return null
  return (
    <UpdateAnnounceSet
      initial={{ name: set.name, description: set.description, lot, networks: q.data.map((a) => a.network).join('\n') }}
      onClose={onClose}
    />
  )
}
