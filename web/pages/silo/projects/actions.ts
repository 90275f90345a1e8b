import { useLocation } from 'wouter'
import type { Project } from '../../../api/generated/types'
import { callOrThrow } from '../../../api/call'
import { preview } from '../../../api/request-preview'
import { useInvalidate } from '../../../api/hooks'
import { pb } from '../../../paths'
import type { MenuAction } from '../../../ui/ActionMenu'
import { confirmDelete } from '../../../ui/ConfirmDialog'
import { addToast } from '../../../ui/Toast'

/** Row actions for a project, shared by the list and anywhere else a project appears (STYLE §5). */
export function useProjectActions() {
  const [, navigate] = useLocation()
  const invalidate = useInvalidate()
  const projectDeleteParams = (project: Project) => ({ path: { project: project.name } })
  return (project: Project): MenuAction[] => [
    { label: 'Edit', write: true, onSelect: () => navigate(pb.projectEdit({ project: project.name })) },
    {
      label: 'Delete',
      request: preview('projectDelete', projectDeleteParams(project)),
      danger: true,
      onSelect: () =>
        confirmDelete({
          kind: 'project',
          name: project.name,
          doDelete: async () => {
            await callOrThrow('projectDelete', projectDeleteParams(project))
            await invalidate(['projectList'])
            addToast({ content: `Project ${project.name} deleted` })
          },
        }),
    },
  ]
}
