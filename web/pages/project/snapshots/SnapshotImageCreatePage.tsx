import { useLocation, useParams } from 'wouter'
import { useQuery } from '../../../api/reads'
import { to } from '../../../urls'
import { ImageCreateForm } from '../images/ImageForm'

/** snapshots/:snapshot/images-new: the image form with its snapshot fixed. */
export default function SnapshotImageCreatePage() {
  const { project, snapshot } = useParams<{ project: string; snapshot: string }>()
  const [, navigate] = useLocation()
  const { data } = useQuery('snapshotView', { path: { snapshot }, query: { project } }, { throwOnError: true })
  return (
    <>
      {data && (
        <ImageCreateForm project={project} snapshot={data} onClose={() => navigate(to.snapshots({ project }))} />
      )}
    </>
  )
}
