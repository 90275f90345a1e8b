/**
 * The project frame's bulk actions, rebuilt by kind when a job cut by a reload is retried
 * point 5, ../common/bulk-kinds.ts). Loaded with areas.ts; each module loads only when a retry needs it.
 */
import { resumableBulk } from '../common/bulk/bulk-kinds'

resumableBulk('instances', async ({ project }) => (await import('./instances/bulk-actions')).instanceBulk(project))
resumableBulk('disks', async ({ project }) => (await import('./disks/bulk-actions')).diskBulk(project))
resumableBulk('snapshots', async ({ project }) => (await import('./snapshots/bulk-actions')).snapshotBulk(project))
resumableBulk('firewall-rules', async ({ project, vpc }) =>
  // no rule list at retry: the run re-reads the rule set itself; only the request preview needs the list
  (await import('./vpcs/firewall-bulk')).firewallBulk({ project, vpc }, undefined),
)
resumableBulk('project-images', async ({ project }) =>
  (await import('../common/images/bulk-actions')).projectImageBulk(project),
)
