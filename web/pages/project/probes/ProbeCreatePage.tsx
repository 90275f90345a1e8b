import { useParams } from 'wouter'
import { useList } from '../../../api/reads'
import { to } from '../../../urls'
import { SelectField } from '../../../ui/Field'
import { NameDescriptionFields } from '../../../ui/NameDescriptionFields'
import { AllItemsStatus } from '../../../ui/AllItemsStatus'
import { SideModalForm } from '../../../ui/SideModal'
import { useFormSave } from '../../common/use-form-save'
import { probeBody, probeDefaults, validateProbe } from './probe-form'

export default function ProbeCreatePage() {
  const { project } = useParams<{ project: string }>()
  const sleds = useList('sledList', { query: {} })
  const pools = useList('ipPoolList', { query: {} })
  const { form, shell } = useFormSave('probeCreate', {
    initial: probeDefaults,
    validate: validateProbe,
    sent: probeBody,
    params: (body) => ({ query: { project }, body }),
    created: (probe) => `Probe ${probe.name} created`,
    back: to.probes({ project }),
  })
  const { values, set } = form
  return (
    <>
      <SideModalForm title="Create probe" submitLabel="Create probe" {...shell}>
        <NameDescriptionFields form={form} />
        <SelectField
          status={<AllItemsStatus state={sleds} noun="sleds" onRetry={() => void sleds.mutate()} />}
          label="Sled"
          required
          {...form.field('sled')}
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
          onValue={set('pool')}
          placeholder="Silo default pool"
          options={(pools.data?.items ?? []).map((p) => ({ value: p.name, label: p.name }))}
        />
      </SideModalForm>
    </>
  )
}
