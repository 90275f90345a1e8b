import { useLocation, useParams } from 'wouter'
import { useQuery } from '../../../api/reads'
import { to } from '../../../urls'
import { PropertiesList } from '../../../ui/PropertiesList'
import { SideModal } from '../../../ui/SideModal'
import { useProjectImageActions } from '../../common/images/actions'
import { imageProperties } from '../../common/images/image-columns'
import { ActionButtons } from '../../../ui/ActionButtons'
import { HistorySection } from '../../common/history/HistorySection'
import { projectHistoryTarget } from '../../common/history/project-target'

/** images/:image/edit: nexus has no image update, so the details are read-only, with the image's actions. */
export default function ProjectImageEditPage() {
  const { project, image } = useParams<{ project: string; image: string }>()
  const [, navigate] = useLocation()
  const close = () => navigate(to.projectImages({ project }))
  const { data } = useQuery('imageView', { path: { image }, query: { project } }, { throwOnError: true })
  const actions = useProjectImageActions(project, close)
  return (
    <>
      {data && (
        <SideModal title={`Image ${data.name}`} onClose={close} footer={<ActionButtons actions={actions(data)} />}>
          <PropertiesList items={imageProperties(data)} />
          <HistorySection target={projectHistoryTarget('image', data, project)} />
        </SideModal>
      )}
    </>
  )
}
