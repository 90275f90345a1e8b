import { useLocation } from 'wouter'
import type { Image } from '../../../api/generated/types'
import { to } from '../../../urls'
import { PageHeader } from '../../../ui/PageHeader'
import { ListTable } from '../../common/list/ListTable'
import { useSiloImageActions } from '../../common/images/actions'
import { siloImageBulk } from '../../common/images/bulk-actions'
import { DemoteImageModal } from '../../common/images/DemoteImageModal'
import { imageColumns } from '../../common/images/image-columns'
import { useRouteQueries, type ListRoute } from '../../../routing/route-data'

const columns = imageColumns((i) => to.siloImageEdit({ image: i.name }))

/** Silo images: promoted from projects, usable by every project in the silo. */
export default function SiloImagesPage() {
  const { list } = useRouteQueries<ListRoute>()
  const actions = useSiloImageActions()
  const [, navigate] = useLocation()
  // a demoted image is no longer here: an edit panel open over the list (its outlet) closes with it
  const demoted = () => navigate(to.siloImages(), { replace: true })
  return (
    <>
      <PageHeader docs="images" title={list.label} />
      <ListTable<Image>
        {...list}
        columns={columns}
        rowActions={actions}
        bulk={siloImageBulk}
        empty={{
          title: 'No silo images',
          body: 'Promote a project image to make it available to every project in the silo.',
        }}
      />
      <DemoteImageModal onDone={demoted} />
    </>
  )
}
