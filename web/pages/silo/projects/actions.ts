import { useLocation } from 'wouter'
import type { Project } from '../../../api/generated/types'
import { preview } from '../../../api/request-preview'
import { pb } from '../../../paths'
import type { MenuAction } from '../../../ui/ActionMenu'
import { useConfirmMutation } from '../../common/use-confirm-mutation'

/** Row actions for a project, shared by the list and anywhere else a project appears (STYLE §5). */
export function useProjectActions() {
  const [, navigate] = useLocation()
  const confirm = useConfirmMutation()
  const projectDeleteParams = (project: Project) => ({ path: { project: project.name } })
  return (project: Project): MenuAction[] => [
    { label: 'Edit', write: true, onSelect: () => navigate(pb.projectEdit({ project: project.name })) },
    {
      label: 'Delete',
      request: preview('projectDelete', projectDeleteParams(project)),
      danger: true,
      onSelect: () =>
        confirm.confirmDelete({
          kind: 'project',
          name: project.name,
          method: 'projectDelete',
          params: projectDeleteParams(project),
          success: `Project ${project.name} deleted`,
        }),
    },
  ]
}
