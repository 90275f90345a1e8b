import type { Snapshot } from '../../../api/generated/types'
import { bulkCall, type Bulk } from '../../common/bulk/bulk'

/** Bulk delete on the snapshots list. the rules: states puts no state rule on it. */
export function snapshotBulk(project: string): Bulk<Snapshot> {
  const params = (s: Snapshot) => ({ path: { snapshot: s.name }, query: { project } })
  return {
    noun: { one: 'snapshot', many: 'snapshots' },
    resume: { kind: 'snapshots', args: { project } },
    actions: [
      {
        label: 'Delete',
        danger: true,
        ...bulkCall('snapshotDelete', params),
      },
    ],
  }
}
