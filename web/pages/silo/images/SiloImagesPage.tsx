import type { Image } from '../../../api/generated/types'
import { pb } from '../../../paths'
import { EmptyState } from '../../../ui/EmptyState'
import { PageHeader } from '../../../ui/PageHeader'
import { ListTable } from '../../common/ListTable'
import { useSiloImageActions } from '../../common/images/actions'
import { siloImageBulk } from '../../common/images/bulk-actions'
import { DemoteImageModal } from '../../common/images/DemoteImageModal'
import { imageColumns } from '../../common/images/image-columns'

const columns = imageColumns((i) => pb.siloImageEdit({ image: i.name }))

/** Silo images: promoted from projects, usable by every project in the silo. */
export default function SiloImagesPage({ onDemoted }: { onDemoted?: () => void }) {
  const actions = useSiloImageActions()
  return (
    <>
      <PageHeader docs="images" title="Silo images" />
      <ListTable<Image>
        label="Silo images"
        method="imageList"
        params={{}}
        sortable
        columns={columns}
        rowActions={actions}
        bulk={siloImageBulk}
        empty={
          <EmptyState
            title="No silo images"
            body="Promote a project image to make it available to every project in the silo."
          />
        }
      />
      <DemoteImageModal onDone={onDemoted} />
    </>
  )
}
