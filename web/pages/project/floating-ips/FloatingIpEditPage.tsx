import { useParams } from 'wouter'
import { useQuery } from '../../../api/reads'
import { to } from '../../../urls'
import { useFormSave } from '../../common/use-form-save'
import { FloatingIpForm } from './FloatingIpForm'
import { floatingIpDefaults } from './floating-ip-form'

/**
 * Saved as this user's changes: a description someone else wrote meanwhile stays when
 * this user renames the address. Read and written by ID, so a rename meanwhile is no 404.
 */
export default function FloatingIpEditPage() {
  const { project, floatingIp } = useParams<{ project: string; floatingIp: string }>()
  const { data: ip } = useQuery('floatingIpView', { path: { floatingIp }, query: { project } }, { throwOnError: true })
  const edit = useFormSave('floatingIpUpdate', {
    view: 'floatingIpView',
    at: ip && { path: { floatingIp: ip.id } },
    opened: ip,
    saved: (f) => `Floating IP ${f.name} updated`,
    back: to.floatingIps({ project }),
  })
  return (
    <>
      {ip && (
        <FloatingIpForm
          title={`Edit floating IP ${ip.name}`}
          submitLabel="Update floating IP"
          initial={{ ...floatingIpDefaults, name: ip.name, description: ip.description }}
          withAllocation={false}
          {...edit}
        />
      )}
    </>
  )
}
