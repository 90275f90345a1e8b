import { useLocation, useParams } from 'wouter'
import { useQuery } from '../../../api/reads'
import { to } from '../../../urls'
import { SideModal } from '../../../ui/SideModal'
import { CopyTerraformButton } from '../../../ui/CopyTerraform'
import { HistoryTab } from '../../common/history/HistoryTab'
import { projectHistoryTarget } from '../../common/history/project-target'

/**
 * floating-ips/:floatingIp/history: the floating IP's History over the list,
 * and Copy as Terraform (point 2).
 */
export default function FloatingIpHistoryPage() {
  const { project, floatingIp } = useParams<{ project: string; floatingIp: string }>()
  const [, navigate] = useLocation()
  const { data } = useQuery('floatingIpView', { path: { floatingIp }, query: { project } }, { throwOnError: true })
  return (
    <>
      {data && (
        <SideModal title={`History of floating IP ${data.name}`} onClose={() => navigate(to.floatingIps({ project }))}>
          {/* the floating IP's one page of its own (as a disk's side modal): its Terraform beside its history */}
          <div className="form-actions">
            <CopyTerraformButton
              title={`Floating IP ${data.name} as Terraform`}
              load={() => import('../../../api/terraform/load').then((m) => m.floatingIpTerraform(project, data.name))}
            />
          </div>
          <HistoryTab target={projectHistoryTarget('floatingIp', data, project)} />
        </SideModal>
      )}
    </>
  )
}
