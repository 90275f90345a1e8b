import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { Disk, DiskState } from '../../../../web/api/generated/types'
import { type DiskStateName } from '../../../../web/api/rules/api-types'
import { diskActions } from '../../../../web/api/rules/disks'
import { diskBulk } from '../../../../web/pages/project/disks/bulk-actions'

const states = Object.keys({
  creating: 0,
  detached: 0,
  import_ready: 0,
  importing_from_url: 0,
  importing_from_bulk_writes: 0,
  finalizing: 0,
  maintenance: 0,
  attaching: 0,
  attached: 0,
  detaching: 0,
  destroyed: 0,
  faulted: 0,
} satisfies Record<DiskStateName, 0>) as DiskStateName[]
const rule = { Snapshot: 'snapshot', Delete: 'delete' } as const

const Bulk = suite('diskBulk')

Bulk(
  'each action skips exactly the disks the rules: states disallows; an attached disk is never sent for delete',
  () => {
    const { actions } = diskBulk('p')
    assert.equal(
      actions.map((a) => a.label),
      ['Snapshot', 'Delete'],
    )
    for (const a of actions) {
      for (const state of states) {
        const allowed = (diskActions[rule[a.label as keyof typeof rule]] as DiskStateName[]).includes(state)
        const reason = a.disabled!({ name: 'd', state: { state, instance: 'i' } as DiskState } as Disk)
        assert.is(!reason, allowed, `${a.label} in ${state}`)
      }
    }
    const del = actions.find((a) => a.label === 'Delete')!
    assert.ok(del.danger)
    assert.is(
      del.disabled!({ name: 'd', state: { state: 'attached', instance: 'i' } } as Disk),
      'Only available when the disk is detached or faulted',
    )
  },
)

Bulk.run()
