import { useLocation } from 'wouter'
import type { Project } from '../../../api/generated/types'
import { to } from '../../../urls'
import type { MenuAction } from '../../../ui/ActionMenu'
import { useConfirmedWrite } from '../../common/actions/use-confirmed-write'
import { deleteEffectText } from '../../../api/rules/delete-effects'
import { useProjectChangeReason } from './use-project-change'
import { useProjectDeleteRefusal } from './use-project-delete-refusal'

/**
 * Row actions for a project, shared by the list and anywhere else a project appears (the style rules).
 * Editing or deleting a project is its admins' (not what the silo page's other writes need), so
 * both carry their own reason.
 */
export function useProjectActions() {
  const [, navigate] = useLocation()
  const confirm = useConfirmedWrite()
  const changeReason = useProjectChangeReason()
  const projectDeleteParams = (project: Project) => ({ path: { project: project.name } })
  return (project: Project): MenuAction[] => {
    const disabled = changeReason(project)
    return [
      {
        label: 'Edit',
        write: true,
        ownRole: true,
        disabled,
        onSelect: () => navigate(to.projectEdit({ project: project.name })),
      },
      {
        ...confirm.menuDelete({
          kind: 'project',
          name: project.name,
          extra: deleteEffectText.project,
          useRefusal: () => useProjectDeleteRefusal(project.name),
          method: 'projectDelete',
          params: projectDeleteParams(project),
          disabled,
        }),
        ownRole: true,
      },
    ]
  }
}
