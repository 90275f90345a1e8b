import { useParams } from 'wouter'
import type { Image } from '../../../api/generated/types'
import { pb } from '../../../paths'
import { LinkButton } from '../../../ui/Button'
import { EmptyState } from '../../../ui/EmptyState'
import { PageHeader } from '../../../ui/PageHeader'
import { ListTable } from '../../common/ListPage'
import { useProjectImageActions } from './actions'
import { projectImageBulk } from './bulk-actions'
import { imageColumns } from './image-columns'

export default function ProjectImagesPage() {
  const { project } = useParams<{ project: string }>()
  const actions = useProjectImageActions(project)
  return (
    <>
      <PageHeader docs="images" title="Images">
        <LinkButton write variant="primary" href={pb.projectImagesNew({ project })}>
          New image
        </LinkButton>
      </PageHeader>
      <ListTable<Image>
        label="Images"
        method="imageList"
        params={{ query: { project } }}
        sortable
        columns={imageColumns((i) => pb.projectImageEdit({ project, image: i.name }))}
        rowActions={actions}
        bulk={projectImageBulk(project)}
        empty={
          <EmptyState
            title="No images"
            body="Images are uploaded from a file or made from snapshots; disks can be created from them."
            action={
              <LinkButton write href={pb.projectImagesNew({ project })}>
                New image
              </LinkButton>
            }
          />
        }
      />
    </>
  )
}
