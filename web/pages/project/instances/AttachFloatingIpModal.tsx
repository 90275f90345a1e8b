import { useList } from '../../../api/reads'
import { PickToAttachModal } from '../../common/AttachToInstanceModal'
import type { InstanceModalProps } from './use-instance'

/** Pick one of the project's unattached floating IPs and attach it to this instance. */
export function AttachFloatingIpModal({ project, instance, onClose }: InstanceModalProps) {
  const floatingIps = useList('floatingIpList', { query: { project } })
  const free = (floatingIps.data?.items ?? []).filter((f) => !f.instanceId)
  return (
    <PickToAttachModal
      title="Attach floating IP"
      method="floatingIpAttach"
      params={(floatingIp) => ({
        path: { floatingIp },
        query: { project },
        body: { kind: 'instance' as const, parent: instance.name },
      })}
      toast={(floatingIp) => `Floating IP ${floatingIp} attached to ${instance.name}`}
      onClose={onClose}
      picker={{
        label: 'Floating IP',
        list: floatingIps,
        noun: 'floating IPs',
        placeholders: {
          loading: 'Loading floating IPs…',
          none: 'No unattached floating IPs in this project',
          pick: 'Select a floating IP',
        },
        options: free.map((f) => ({ value: f.name, label: `${f.name} (${f.ip})` })),
      }}
    >
      Attach a floating IP of this project to <strong>{instance.name}</strong>.
    </PickToAttachModal>
  )
}
