import { useList } from '../../../api/reads'
import { SelectField } from '../../../ui/Field'
import { AllItemsStatus } from '../../../ui/AllItemsStatus'
import { SideModalForm } from '../../../ui/SideModal'
import { useFormSave } from '../../common/use-form-save'
import type { InstanceModalProps } from './use-instance'

/**
 * Allocate an ephemeral IP from a pool; no pool chosen means the silo's default pool. The choice is
 * kept as a draft across an expired session (useFormState), like every form.
 */
export function AttachEphemeralIpModal({ project, instance, onClose }: InstanceModalProps) {
  const pools = useList('ipPoolList', { query: {} })
  // every choice is valid: the silo default pool, or one of the listed pools
  const { form, shell } = useFormSave('instanceEphemeralIpAttach', {
    initial: { ephemeralPool: '' },
    validate: () => ({}),
    sent: (v) => v.ephemeralPool,
    params: (pool) => ({
      path: { instance: instance.name },
      query: { project },
      body: { poolSelector: pool ? { type: 'explicit' as const, pool } : { type: 'auto' as const } },
    }),
    created: (ip) => `Ephemeral IP ${ip.ip} attached`,
    back: onClose,
  })
  return (
    <SideModalForm docs="floatingIps" title="Attach ephemeral IP" submitLabel="Attach" {...shell}>
      <SelectField
        status={<AllItemsStatus state={pools} noun="pools" onRetry={() => void pools.mutate()} />}
        label="IP pool"
        value={form.values.ephemeralPool}
        onValue={form.set('ephemeralPool')}
        options={(pools.data?.items ?? []).map((p) => ({
          value: p.name,
          label: p.isDefault ? `${p.name} (default)` : p.name,
        }))}
        placeholder="Silo default pool"
      />
    </SideModalForm>
  )
}
