import { useLocation } from 'wouter'
import { useApiMutation } from '../../../api/hooks'
import { requestPreview } from '../../../api/request-preview'
import { pb } from '../../../paths'
import { addToast } from '../../../ui/Toast'
import { NamedForm, namedDefaults } from '../../common/NamedForm'

export default function ProjectCreatePage() {
  const [, navigate] = useLocation()
  const create = useApiMutation('projectCreate', {
    onSuccess: (project) => {
      addToast({ content: `Project ${project.name} created` })
      navigate(pb.instances({ project: project.name }))
    },
  })
  return (
    <>
      <NamedForm
        docs="projects"
        title="Create project"
        submitLabel="Create project"
        initial={namedDefaults}
        pending={create.pending}
        serverError={create.error?.message}
        onClose={() => navigate(pb.projects())}
        onSubmit={(body) => create.mutate({ body })}
        request={(body) => requestPreview('projectCreate', { body })}
      />
    </>
  )
}
