import { useParams } from 'wouter'
import type { Image } from '../../../api/generated/types'
import { to } from '../../../urls'
import { ListPage } from '../../common/list/ListPage'
import { useProjectImageActions } from '../../common/images/actions'
import { projectImageBulk } from '../../common/images/bulk-actions'
import { imageColumns } from '../../common/images/image-columns'
import { useRouteQueries, type ListRoute } from '../../../routing/route-data'

export default function ProjectImagesPage() {
  const { list } = useRouteQueries<ListRoute>()
  const { project } = useParams<{ project: string }>()
  const actions = useProjectImageActions(project)
  return (
    <>
      <ListPage<Image>
        title={list.label}
        docs="images"
        create={{ label: 'New image', href: to.projectImagesNew({ project }) }}
        empty={{
          title: 'No images',
          body: 'Images are uploaded from a file or made from snapshots; disks can be created from them.',
        }}
        {...list}
        columns={imageColumns((i) => to.projectImageEdit({ project, image: i.name }))}
        rowActions={actions}
        bulk={projectImageBulk(project)}
      />
    </>
  )
}
