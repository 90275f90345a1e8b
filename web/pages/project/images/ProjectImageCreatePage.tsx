import { useLocation, useParams } from 'wouter'
import { pb } from '../../../paths'
import { ImageCreateForm } from './ImageForm'
import ProjectImagesPage from './ProjectImagesPage'

export default function ProjectImageCreatePage() {
  const { project } = useParams<{ project: string }>()
  const [, navigate] = useLocation()
  return (
    <>
      <ProjectImagesPage />
      <ImageCreateForm project={project} onClose={() => navigate(pb.projectImages({ project }))} />
    </>
  )
}
