import { useLocation, useParams } from 'wouter'
import type { FloatingIp } from '../../../api/generated/types'
import { usePageQuery } from '../../../api/hooks'
import { to } from '../../../urls'
import { useNamedEditSave } from '../../common/use-edit-form'
import { FloatingIpForm } from './FloatingIpForm'
import { floatingIpDefaults } from './floating-ip-form'

export default function FloatingIpEditPage() {
  const { project, floatingIp } = useParams<{ project: string; floatingIp: string }>()
  const [, navigate] = useLocation()
  const { data } = usePageQuery('floatingIpView', { path: { floatingIp }, query: { project } })
  return <>{data && <FloatingIpEditForm ip={data} close={() => navigate(to.floatingIps({ project }))} />}</>
}

/**
 * Saved as this user's changes: a description someone else wrote meanwhile stays when
 * this user renames the address. Read and written by ID, so a rename meanwhile is no 404.
 */
function FloatingIpEditForm({ ip, close }: { ip: FloatingIp; close: () => void }) {
  const at = { path: { floatingIp: ip.id } }
  const edit = useNamedEditSave('floatingIpUpdate', 'floatingIpView', at, {
    opened: ip,
    saved: (f) => `Floating IP ${f.name} updated`,
    back: close,
  })
  return (
    <FloatingIpForm
      title={`Edit floating IP ${ip.name}`}
      submitLabel="Update floating IP"
      initial={{ ...floatingIpDefaults, name: ip.name, description: ip.description }}
      withAllocation={false}
      {...edit}
    />
  )
}
