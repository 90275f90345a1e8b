import { useLocation } from 'wouter'
import { useWrite } from '../../../api/writes'
import { to } from '../../../urls'
import { addToast } from '../../../ui/Toast'
import { NamedForm, namedDefaults, type NamedValues } from '../../common/NamedForm'

export default function ProjectCreatePage() {
  const [, navigate] = useLocation()
  const create = useWrite('projectCreate', (body: NamedValues) => ({ body }), {
    onSuccess: (project) => {
      addToast({ content: `Project ${project.name} created` })
      navigate(to.instances({ project: project.name }))
    },
  })
  return (
    <>
      <NamedForm
        docs="projects"
        title="Create project"
        submitLabel="Create project"
        initial={namedDefaults}
        onClose={() => navigate(to.projects())}
        {...create.form}
      />
    </>
  )
}
