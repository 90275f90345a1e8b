import { useLocation } from 'wouter'
import { formWrite, useCallSubmit } from '../../../api/use-submit'
import { to } from '../../../urls'
import { addToast } from '../../../ui/Toast'
import { NamedForm, namedDefaults, type NamedValues } from '../../common/NamedForm'

export default function ProjectCreatePage() {
  const [, navigate] = useLocation()
  const create = useCallSubmit('projectCreate', (body: NamedValues) => ({ body }), {
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
        {...formWrite(create)}
      />
    </>
  )
}
