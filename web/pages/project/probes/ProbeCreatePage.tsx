import { useState } from 'react'
import { useLocation, useParams } from 'wouter'
import { useApiMutation } from '../../../api/hooks'
import { useAllItems } from '../../../api/all-items'
import { requestPreview } from '../../../api/request-preview'
import { pb } from '../../../paths'
import { SelectField, TextAreaField, TextField } from '../../../ui/Field'
import { AllItemsStatus } from '../../../ui/AllItemsStatus'
import { SideModalForm } from '../../../ui/SideModal'
import { addToast } from '../../../ui/Toast'
import ProbesPage from './ProbesPage'
import { probeBody, probeDefaults, validateProbe } from './probe-form'

export default function ProbeCreatePage() {
  const { project } = useParams<{ project: string }>()
  const [, navigate] = useLocation()
  const [values, setValues] = useState(probeDefaults)
  const [touched, setTouched] = useState(false)
  const sleds = useAllItems('sledList', { query: {} })
  const pools = useAllItems('ipPoolList', { query: {} })
  const create = useApiMutation('probeCreate', {
    onSuccess: (probe) => {
      addToast({ content: `Probe ${probe.name} created` })
      navigate(pb.probes({ project }))
    },
  })
  const errors = validateProbe(values)
  const shown = touched ? errors : { name: undefined, sled: undefined }
  const params = () => ({ query: { project }, body: probeBody(values) })
  const set = (patch: Partial<typeof values>) => setValues({ ...values, ...patch })
  return (
    <>
      <ProbesPage />
      <SideModalForm
        title="Create probe"
        submitLabel="Create probe"
        pending={create.pending}
        errors={create.error ? [create.error.message] : []}
        onClose={() => navigate(pb.probes({ project }))}
        onSubmit={() => {
          setTouched(true)
          if (!errors.name && !errors.sled) create.mutate(params())
        }}
        request={() => (!errors.name && !errors.sled ? requestPreview('probeCreate', params()) : undefined)}
      >
        <TextField
          label="Name"
          required
          value={values.name}
          onValue={(name) => set({ name })}
          error={shown.name}
          autoComplete="off"
        />
        <TextAreaField label="Description" value={values.description} onValue={(description) => set({ description })} />
        <SelectField
          status={<AllItemsStatus state={sleds} noun="sleds" onRetry={() => void sleds.mutate()} />}
          label="Sled"
          required
          value={values.sled}
          onValue={(sled) => set({ sled })}
          error={shown.sled}
          placeholder={sleds.isLoading ? 'Loading sleds…' : sleds.error ? 'Sleds cannot be listed' : 'Select a sled'}
          options={(sleds.data?.items ?? []).map((s) => ({
            value: s.id,
            label: `${s.baseboard.serial} (${s.id.slice(0, 8)})`,
          }))}
          hint={sleds.error ? `Listing sleds needs a fleet role: ${sleds.error.message}` : undefined}
        />
        <SelectField
          status={<AllItemsStatus state={pools} noun="pools" onRetry={() => void pools.mutate()} />}
          label="IP pool"
          value={values.pool}
          onValue={(pool) => set({ pool })}
          placeholder="Silo default pool"
          options={(pools.data?.items ?? []).map((p) => ({ value: p.name, label: p.name }))}
        />
      </SideModalForm>
    </>
  )
}
