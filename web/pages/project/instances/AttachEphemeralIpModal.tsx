import { useState } from 'react'
import { requestPreview } from '../../../api/request-preview'
import { useApiMutation } from '../../../api/hooks'
import { useAllItems } from '../../../api/all-items'
import { SelectField } from '../../../ui/Field'
import { AllItemsStatus } from '../../../ui/AllItemsStatus'
import { SideModalForm } from '../../../ui/SideModal'
import { addToast } from '../../../ui/Toast'
import type { InstanceModalProps } from './use-instance'

/** Allocate an ephemeral IP from a pool; no pool chosen means the silo's default pool. */
export function AttachEphemeralIpModal({ project, instance, onClose }: InstanceModalProps) {
  const [pool, setPool] = useState('')
  const pools = useAllItems('ipPoolList', { query: {} })
  const attach = useApiMutation('instanceEphemeralIpAttach', {
    onSuccess: (ip) => {
      addToast({ content: `Ephemeral IP ${ip.ip} attached` })
      onClose()
    },
  })
  const params = () => ({
    path: { instance: instance.name },
    query: { project },
    body: { poolSelector: pool ? { type: 'explicit' as const, pool } : { type: 'auto' as const } },
  })
  return (
    <SideModalForm
      docs="floatingIps"
      title="Attach ephemeral IP"
      submitLabel="Attach"
      pending={attach.pending}
      errors={attach.error ? [attach.error.message] : []}
      onClose={onClose}
      onSubmit={() => attach.mutate(params())}
      request={() => requestPreview('instanceEphemeralIpAttach', params())}
    >
      <SelectField
        status={<AllItemsStatus state={pools} noun="pools" onRetry={() => void pools.mutate()} />}
        label="IP pool"
        value={pool}
        onValue={setPool}
        options={(pools.data?.items ?? []).map((p) => ({
          value: p.name,
          label: p.isDefault ? `${p.name} (default)` : p.name,
        }))}
        placeholder="Silo default pool"
      />
    </SideModalForm>
  )
}
