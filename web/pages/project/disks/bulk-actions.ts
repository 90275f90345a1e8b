import type { Disk } from '../../../api/generated/types'
import { diskActionDisabled } from '../../../api/rules/disks'
import { generateName } from '../../../util/names'
import type { Bulk } from '../../common/bulk'

/** Bulk actions on the disks list (issue #12 point 2); each row is gated by SPEC §4's disk table. */
export function diskBulk(project: string): Bulk<Disk> {
  return {
    noun: { one: 'disk', many: 'disks' },
    resume: { kind: 'disks', args: { project } },
    actions: [
      {
        label: 'Snapshot',
        disabled: (d) => diskActionDisabled('snapshot', d),
        run: (d, write) =>
          write('snapshotCreate', {
            query: { project },
            body: { name: generateName([d.name, 'snapshot']), description: '', disk: d.id },
          }),
      },
      {
        label: 'Delete',
        danger: true,
        disabled: (d) => diskActionDisabled('delete', d),
        run: (d, write) => write('diskDelete', { path: { disk: d.name }, query: { project } }),
      },
    ],
  }
}
