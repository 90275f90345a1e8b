import { test } from 'uvu'
import * as assert from 'uvu/assert'
import {
  snapshotDefaults,
  toSnapshotCreate,
  validateSnapshot,
} from '../../../../web/pages/project/snapshots/snapshot-form'

const cases: [string, Partial<typeof snapshotDefaults>, { name?: string; disk?: string }][] = [
  ['empty', {}, { name: 'Name is required', disk: 'Disk is required' }],
  ['bad name', { name: 'Snap', disk: 'd' }, { name: 'Must start with a lowercase letter' }],
  ['name is trimmed', { name: ' snap-1 ', disk: 'd' }, {}],
  ['no disk', { name: 'snap-1' }, { disk: 'Disk is required' }],
]
for (const [what, values, expected] of cases)
  test(`validateSnapshot: ${what}`, () => {
    const errors = validateSnapshot({ ...snapshotDefaults, ...values })
    assert.equal(errors, { name: undefined, disk: undefined, ...expected })
  })

test('the body is trimmed and keeps the description as typed', () => {
  assert.equal(toSnapshotCreate({ name: ' snap-1 ', description: ' d ', disk: 'disk-1' }), {
    name: 'snap-1',
    description: ' d ',
    disk: 'disk-1',
  })
})

test.run()
