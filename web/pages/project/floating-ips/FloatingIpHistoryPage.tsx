import { useLocation, useParams } from 'wouter'
import { usePageQuery } from '../../../api/hooks'
import { pb } from '../../../paths'
import { SideModal } from '../../../ui/SideModal'
import { HistoryTab } from '../../common/history/HistoryTab'
import { projectHistoryTarget } from '../../common/history/project-target'

/** floating-ips/:floatingIp/history: the floating IP's History (issue #36 point 1) over the list. */
export default function FloatingIpHistoryPage() {
  const { project, floatingIp } = useParams<{ project: string; floatingIp: string }>()
  const [, navigate] = useLocation()
  const { data } = usePageQuery('floatingIpView', { path: { floatingIp }, query: { project } })
  return (
    <>
      {data && (
        <SideModal title={`History of floating IP ${data.name}`} onClose={() => navigate(pb.floatingIps({ project }))}>
          <HistoryTab target={projectHistoryTarget('floatingIp', data, project)} />
        </SideModal>
      )}
    </>
  )
}
