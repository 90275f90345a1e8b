import { useLocation, useParams } from 'wouter'
import type { Project } from '../../../api/generated/types'
import { namedShape } from '../../../api/change-shapes'
import { readOnce, usePageQuery } from '../../../api/hooks'
import { pb } from '../../../paths'
import { NamedForm } from '../../common/NamedForm'
import { useEditSave } from '../../common/use-edit-form'

const named = ({ name, description }: Project) => ({ name, description })

export default function ProjectEditPage() {
  const { project } = useParams<{ project: string }>()
  const [, navigate] = useLocation()
  const { data } = usePageQuery('projectView', { path: { project } })
  return <>{data && <ProjectEditForm project={data} close={() => navigate(pb.projects())} />}</>
}

/**
 * Saved as this user's changes (issue #32): a description someone else wrote meanwhile stays when
 * this user renames the project. Read and written by ID, so a rename meanwhile is no 404.
 */
function ProjectEditForm({ project, close }: { project: Project; close: () => void }) {
  const at = { path: { project: project.id } }
  const edit = useEditSave('projectUpdate', {
    opened: named(project),
    read: async () => named(await readOnce('projectView', at)),
    shape: namedShape,
    params: (body) => ({ ...at, body }),
    saved: (p) => `Project ${p.name} updated`,
    back: close,
  })
  return (
    <NamedForm docs="projects" title="Edit project" submitLabel="Update project" initial={named(project)} {...edit} />
  )
}
