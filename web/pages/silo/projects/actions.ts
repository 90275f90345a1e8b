import { useLocation } from 'wouter'
import type { Project } from '../../../api/generated/types'
import { pb } from '../../../paths'
import type { MenuAction } from '../../../ui/ActionMenu'
import { useConfirmMutation } from '../../common/use-confirm-mutation'
import { deleteAction } from '../../common/fields/delete-action'

/** Row actions for a project, shared by the list and anywhere else a project appears (STYLE §5). */
export function useProjectActions() {
  const [, navigate] = useLocation()
  const confirm = useConfirmMutation()
  const projectDeleteParams = (project: Project) => ({ path: { project: project.name } })
  return (project: Project): MenuAction[] => [
    { label: 'Edit', write: true, onSelect: () => navigate(pb.projectEdit({ project: project.name })) },
    deleteAction(confirm, {
      kind: 'project',
      name: project.name,
      method: 'projectDelete',
      params: projectDeleteParams(project),
    }),
  ]
}
