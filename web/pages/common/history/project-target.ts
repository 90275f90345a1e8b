import type { HistoryKind, HistoryTarget } from '../../../api/rules/history'

/** What a resource of a project has that its History needs. */
type InProject = { id: string; name: string; timeCreated: Date; projectId?: string | null }

/**
 * The History target of a resource in a project (an instance, disk, snapshot, image, VPC,
 * floating IP): its own identity, and the project as the parent its audit entries are scoped by.
 */
export const projectHistoryTarget = (kind: HistoryKind, r: InProject, project: string): HistoryTarget => ({
  kind,
  id: r.id,
  name: r.name,
  timeCreated: r.timeCreated,
  parent: { name: project, id: r.projectId ?? undefined },
})
