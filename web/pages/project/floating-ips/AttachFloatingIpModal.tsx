import type { FloatingIp } from '../../../api/generated/types'
import { AttachToInstanceModal } from '../../common/AttachToInstanceModal'

/** Pick one of the project's instances and attach the floating IP to it. */
export function AttachFloatingIpModal({
  project,
  floatingIp,
  onClose,
}: {
  project: string
  floatingIp: FloatingIp
  onClose: () => void
}) {
  return (
    <AttachToInstanceModal
      project={project}
      title="Attach floating IP"
      method="floatingIpAttach"
      params={(instance) => ({
        path: { floatingIp: floatingIp.name },
        query: { project },
        body: { kind: 'instance' as const, parent: instance },
      })}
      toast={(instance) => `Floating IP ${floatingIp.name} attached to ${instance}`}
      onClose={onClose}
    >
      Attach <strong>{floatingIp.name}</strong> ({floatingIp.ip}) to an instance in this project.
    </AttachToInstanceModal>
  )
}
