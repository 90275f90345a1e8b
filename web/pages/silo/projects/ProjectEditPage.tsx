import { useLocation, useParams } from 'wouter'
import type { Project } from '../../../api/generated/types'
import { namedDoc } from '../../../api/change-shapes'
import { usePageQuery } from '../../../api/hooks'
import { to } from '../../../urls'
import { NamedForm } from '../../common/NamedForm'
import { useNamedEditSave } from '../../common/use-edit-form'

export default function ProjectEditPage() {
  const { project } = useParams<{ project: string }>()
  const [, navigate] = useLocation()
  const { data } = usePageQuery('projectView', { path: { project } })
  return <>{data && <ProjectEditForm project={data} close={() => navigate(to.projects())} />}</>
}

/**
 * Saved as this user's changes: a description someone else wrote meanwhile stays when
 * this user renames the project. Read and written by ID, so a rename meanwhile is no 404.
 */
function ProjectEditForm({ project, close }: { project: Project; close: () => void }) {
  const at = { path: { project: project.id } }
  const edit = useNamedEditSave('projectUpdate', 'projectView', at, {
    opened: project,
    saved: (p) => `Project ${p.name} updated`,
    back: close,
  })
  return (
    <NamedForm
      docs="projects"
      title="Edit project"
      submitLabel="Update project"
      initial={namedDoc(project)}
      {...edit}
    />
  )
}
