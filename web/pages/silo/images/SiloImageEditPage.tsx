import { useLocation, useParams } from 'wouter'
import { useQuery } from '../../../api/reads'
import { to } from '../../../urls'
import { PropertiesList } from '../../../ui/PropertiesList'
import { SideModal } from '../../../ui/SideModal'
import { useStore } from '../../../ui/store'
import { demoteTarget, useSiloImageActions } from '../../common/images/actions'
import { imageProperties } from '../../common/images/image-columns'
import { ActionButtons } from '../../../ui/ActionButtons'
import { HistorySection } from '../../common/history/HistorySection'

/** /images/:image/edit: read-only details (no image update in nexus) with Demote and Delete. */
export default function SiloImageEditPage() {
  const { image } = useParams<{ image: string }>()
  const [, navigate] = useLocation()
  const close = () => navigate(to.siloImages())
  const { data } = useQuery('imageView', { path: { image } }, { throwOnError: true })
  const actions = useSiloImageActions(close)
  // The demote dialog opens over this panel; hide the panel meanwhile so only one dialog is modal.
  const demoting = useStore(demoteTarget)
  return (
    <>
      {data && !demoting && (
        <SideModal title={`Image ${data.name}`} onClose={close} footer={<ActionButtons actions={actions(data)} />}>
          <PropertiesList items={imageProperties(data)} />
          <HistorySection target={{ kind: 'image', id: data.id, name: data.name, timeCreated: data.timeCreated }} />
        </SideModal>
      )}
    </>
  )
}
