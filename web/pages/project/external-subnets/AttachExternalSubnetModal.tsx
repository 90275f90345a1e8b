import type { ExternalSubnet } from '../../../api/generated/types'
import { AttachToInstanceModal } from '../../common/AttachToInstanceModal'

/** Pick one of the project's instances and attach the external subnet to it. */
export function AttachExternalSubnetModal({
  project,
  externalSubnet,
  onClose,
}: {
  project: string
  externalSubnet: ExternalSubnet
  onClose: () => void
}) {
  return (
    <AttachToInstanceModal
      project={project}
      title="Attach external subnet"
      method="externalSubnetAttach"
      params={(instance) => ({ path: { externalSubnet: externalSubnet.name }, query: { project }, body: { instance } })}
      toast={(instance) => `External subnet ${externalSubnet.name} attached to ${instance}`}
      onClose={onClose}
    >
      Attach <strong>{externalSubnet.name}</strong> ({externalSubnet.subnet}) to an instance in this project; traffic
      for the subnet is then routed to it.
    </AttachToInstanceModal>
  )
}
