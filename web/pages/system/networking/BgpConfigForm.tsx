import { useApiMutation, useApiQuery } from '../../../api/hooks'
import { requestPreview } from '../../../api/request-preview'
import { SelectField, TextField } from '../../../ui/Field'
import { NameDescriptionFields } from '../../../ui/NameDescriptionFields'
import { SideModalForm } from '../../../ui/SideModal'
import { addToast } from '../../../ui/Toast'
import { useFormState } from '../../../ui/use-form'
import { bgpConfigBody, bgpConfigDefaults, validateBgpConfig } from './bgp-form'

/** Create a BGP configuration: its ASN, an optional VRF and the announce set it advertises. */
export function BgpConfigForm({ onClose }: { onClose: () => void }) {
  const sets = useApiQuery('networkingBgpAnnounceSetList', {})
  const create = useApiMutation('networkingBgpConfigCreate', {
    onSuccess: (c) => {
      addToast({ content: `BGP configuration ${c.name} created` })
      onClose()
    },
  })
  const form = useFormState({
    initial: bgpConfigDefaults,
    validate: validateBgpConfig,
    sent: (v) => ({ body: bgpConfigBody(v) }),
    onSubmit: create.mutate,
    request: (params) => requestPreview('networkingBgpConfigCreate', params),
  })
  const { values: v, set, shown } = form
  return (
    <SideModalForm
      docs="rackNetworking"
      title="Create BGP configuration"
      submitLabel="Create BGP configuration"
      pending={create.pending}
      errors={create.error ? [create.error.message] : []}
      onClose={onClose}
      onSubmit={form.submit}
      request={form.request}
    >
      <NameDescriptionFields
        values={v}
        nameError={shown.name}
        onName={set('name')}
        onDescription={set('description')}
      />
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
        options={(sets.data ?? []).map((s) => ({ value: s.name, label: s.name }))}
        onValue={set('announceSet')}
        error={shown.announceSet}
      />
    </SideModalForm>
  )
}
