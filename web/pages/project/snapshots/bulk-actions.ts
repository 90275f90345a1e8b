import type { Snapshot } from '../../../api/generated/types'
import { callOrThrow } from '../../../api/call'
import type { Bulk } from '../../common/bulk'

/** Bulk delete on the snapshots list (issue #12 point 2). SPEC §4 puts no state rule on it. */
export function snapshotBulk(project: string): Bulk<Snapshot> {
  return {
    noun: { one: 'snapshot', many: 'snapshots' },
    actions: [
      {
        label: 'Delete',
        danger: true,
        run: (s) => callOrThrow('snapshotDelete', { path: { snapshot: s.name }, query: { project } }),
        invalidates: ['snapshotList'],
      },
    ],
  }
}
