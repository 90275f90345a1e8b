import { useLocation, useParams } from 'wouter'
import type { ExternalSubnet } from '../../../api/generated/types'
import { usePageQuery } from '../../../api/hooks'
import { to } from '../../../urls'
import { useNamedEditSave } from '../../common/use-edit-form'
import { externalSubnetDefaults } from './external-subnet-form'
import { ExternalSubnetForm } from './ExternalSubnetForm'

export default function ExternalSubnetEditPage() {
  const { project, externalSubnet } = useParams<{ project: string; externalSubnet: string }>()
  const [, navigate] = useLocation()
  const { data } = usePageQuery('externalSubnetView', { path: { externalSubnet }, query: { project } })
  // not the view after saving: after a rename the old name is gone (404) and the list page is next
  return <>{data && <ExternalSubnetEditForm subnet={data} close={() => navigate(to.externalSubnets({ project }))} />}</>
}

/**
 * Saved as this user's changes: only the fields this user changed, on the subnet as it
 * is now; read and written by ID, so a rename meanwhile is no 404.
 */
function ExternalSubnetEditForm({ subnet, close }: { subnet: ExternalSubnet; close: () => void }) {
  const at = { path: { externalSubnet: subnet.id } }
  const edit = useNamedEditSave('externalSubnetUpdate', 'externalSubnetView', at, {
    opened: subnet,
    saved: (e) => `External subnet ${e.name} updated`,
    back: close,
  })
  return (
    <ExternalSubnetForm
      title={`Edit external subnet ${subnet.name}`}
      submitLabel="Update external subnet"
      initial={{ ...externalSubnetDefaults, name: subnet.name, description: subnet.description }}
      withAllocation={false}
      {...edit}
    />
  )
}
