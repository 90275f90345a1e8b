import { useParams } from 'wouter'
import { namedDoc } from '../../../api/change-shapes'
import { useQuery } from '../../../api/reads'
import { to } from '../../../urls'
import { NamedForm } from '../../common/NamedForm'
import { useFormSave } from '../../common/use-form-save'

/**
 * Saved as this user's changes: a description someone else wrote meanwhile stays when
 * this user renames the project. Read and written by ID, so a rename meanwhile is no 404.
 */
export default function ProjectEditPage() {
  const { project } = useParams<{ project: string }>()
  const { data } = useQuery('projectView', { path: { project } }, { throwOnError: true })
  const edit = useFormSave('projectUpdate', {
    view: 'projectView',
    at: data && { path: { project: data.id } },
    opened: data,
    saved: (p) => `Project ${p.name} updated`,
    back: to.projects(),
  })
  return (
    <>
      {data && (
        <NamedForm
          docs="projects"
          title="Edit project"
          submitLabel="Update project"
          initial={namedDoc(data)}
          {...edit}
        />
      )}
    </>
  )
}
