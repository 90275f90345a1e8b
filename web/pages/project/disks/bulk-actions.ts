import type { Disk } from '../../../api/generated/types'
import { diskActionDisabled } from '../../../api/rules/disks'
import { generateName } from '../../../util/names'
import { bulkCall, type Bulk } from '../../common/bulk/bulk'

/** Bulk actions on the disks list; each row is gated by the rules: states disk table. */
export function diskBulk(project: string): Bulk<Disk> {
  // the name is made once per disk, so the preview shows the snapshot's name the run will use
  const snapshotNames = new Map<string, string>()
  const snapshotName = (d: Disk) => {
    if (!snapshotNames.has(d.id)) snapshotNames.set(d.id, generateName([d.name, 'snapshot']))
    return snapshotNames.get(d.id)!
  }
  const snapshotParams = (d: Disk) => ({
    query: { project },
    body: { name: snapshotName(d), description: '', disk: d.id },
  })
  const deleteParams = (d: Disk) => ({ path: { disk: d.name }, query: { project } })
  return {
    noun: { one: 'disk', many: 'disks' },
    resume: { kind: 'disks', args: { project } },
    actions: [
      {
        label: 'Snapshot',
        disabled: (d) => diskActionDisabled('snapshot', d),
        ...bulkCall('snapshotCreate', snapshotParams),
      },
      {
        label: 'Delete',
        danger: true,
        disabled: (d) => diskActionDisabled('delete', d),
        ...bulkCall('diskDelete', deleteParams),
      },
    ],
  }
}
