import { useLocation, useParams } from 'wouter'
import { useApiMutation, usePageQuery } from '../../../api/hooks'
import { requestPreview } from '../../../api/request-preview'
import { pb } from '../../../paths'
import { addToast } from '../../../ui/Toast'
import { NamedForm } from '../../common/NamedForm'

export default function ProjectEditPage() {
  const { project } = useParams<{ project: string }>()
  const [, navigate] = useLocation()
  const { data } = usePageQuery('projectView', { path: { project } })
  const update = useApiMutation('projectUpdate', {
    onSuccess: (p) => {
      addToast({ content: `Project ${p.name} updated` })
      navigate(pb.projects())
    },
  })
  return (
    <>
      {data && (
        <NamedForm
          docs="projects"
          title="Edit project"
          submitLabel="Update project"
          initial={{ name: data.name, description: data.description }}
          pending={update.pending}
          serverError={update.error?.message}
          onClose={() => navigate(pb.projects())}
          onSubmit={(body) => update.mutate({ path: { project }, body })}
          request={(body) => requestPreview('projectUpdate', { path: { project }, body })}
        />
      )}
    </>
  )
}
