import { useLocation, useParams } from 'wouter'
import { usePageQuery } from '../../../api/hooks'
import { to } from '../../../urls'
import { ImageCreateForm } from '../images/ImageForm'

/** snapshots/:snapshot/images-new: the image form with its snapshot fixed. */
export default function SnapshotImageCreatePage() {
  const { project, snapshot } = useParams<{ project: string; snapshot: string }>()
  const [, navigate] = useLocation()
  const { data } = usePageQuery('snapshotView', { path: { snapshot }, query: { project } })
  return (
    <>
      {data && (
        <ImageCreateForm project={project} snapshot={data} onClose={() => navigate(to.snapshots({ project }))} />
      )}
    </>
  )
}
