import { requestPreview } from '../../../api/request-preview'
import { useApiMutation } from '../../../api/hooks'
import { useAllItems } from '../../../api/all-items'
import { SelectField } from '../../../ui/Field'
import { AllItemsStatus } from '../../../ui/AllItemsStatus'
import { SideModalForm } from '../../../ui/SideModal'
import { addToast } from '../../../ui/Toast'
import { useFormState } from '../../../ui/use-form'
import type { InstanceModalProps } from './use-instance'

/**
 * Allocate an ephemeral IP from a pool; no pool chosen means the silo's default pool. The choice is
 * kept as a draft across an expired session (useFormState), like every form.
 */
export function AttachEphemeralIpModal({ project, instance, onClose }: InstanceModalProps) {
  const pools = useAllItems('ipPoolList', { query: {} })
  const attach = useApiMutation('instanceEphemeralIpAttach', {
    onSuccess: (ip) => {
      addToast({ content: `Ephemeral IP ${ip.ip} attached` })
      onClose()
    },
  })
  const params = (pool: string) => ({
    path: { instance: instance.name },
    query: { project },
    body: { poolSelector: pool ? { type: 'explicit' as const, pool } : { type: 'auto' as const } },
  })
  // every choice is valid: the silo default pool, or one of the listed pools
  const form = useFormState({
    initial: { ephemeralPool: '' },
    validate: () => ({}),
    sent: (v) => params(v.ephemeralPool),
    onSubmit: (p) => void attach.mutate(p),
    request: (p) => requestPreview('instanceEphemeralIpAttach', p),
  })
  return (
    <SideModalForm
      docs="floatingIps"
      title="Attach ephemeral IP"
      submitLabel="Attach"
      pending={attach.pending}
      errors={attach.error ? [attach.error.message] : []}
      onClose={onClose}
      onSubmit={form.submit}
      request={form.request}
    >
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
