import { useParams } from 'wouter'
import { useQuery } from '../../../api/reads'
import { to } from '../../../urls'
import { useFormSave } from '../../common/use-form-save'
import { externalSubnetDefaults } from './external-subnet-form'
import { ExternalSubnetForm } from './ExternalSubnetForm'

/**
 * Saved as this user's changes: only the fields this user changed, on the subnet as it
 * is now; read and written by ID, so a rename meanwhile is no 404.
 */
export default function ExternalSubnetEditPage() {
  const { project, externalSubnet } = useParams<{ project: string; externalSubnet: string }>()
  const { data: subnet } = useQuery(
    'externalSubnetView',
    { path: { externalSubnet }, query: { project } },
    { throwOnError: true },
  )
  const edit = useFormSave('externalSubnetUpdate', {
    view: 'externalSubnetView',
    at: subnet && { path: { externalSubnet: subnet.id } },
    opened: subnet,
    saved: (e) => `External subnet ${e.name} updated`,
    // not the view after saving: after a rename the old name is gone (404) and the list page is next
    back: to.externalSubnets({ project }),
  })
  return (
    <>
      {subnet && (
        <ExternalSubnetForm
          title={`Edit external subnet ${subnet.name}`}
          submitLabel="Update external subnet"
          initial={{ ...externalSubnetDefaults, name: subnet.name, description: subnet.description }}
          withAllocation={false}
          {...edit}
        />
      )}
    </>
  )
}
