import { useLocation, useParams } from 'wouter'
import { to } from '../../../urls'
import { ImageUploadForm } from './ImageUploadForm'

/** images-new: upload an image file in one step; from a snapshot is snapshots/:snapshot/images-new. */
export default function ProjectImageCreatePage() {
  const { project } = useParams<{ project: string }>()
  const [, navigate] = useLocation()
  return (
    <>
      <ImageUploadForm project={project} onClose={() => navigate(to.projectImages({ project }))} />
    </>
  )
}
