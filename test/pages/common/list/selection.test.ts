import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import {
  headerState,
  partitionAllowed,
  plural,
  selectedRows,
  selectOnly,
  toggleAll,
  toggleKey,
} from '../../../../web/pages/common/list/selection'

const Selection = suite('row selection')

Selection('header state is none, some or all of the shown rows', () => {
  assert.is(headerState(new Set(), ['a', 'b']), 'none')
  assert.is(headerState(new Set(['a']), ['a', 'b']), 'some')
  assert.is(headerState(new Set(['a', 'b']), ['a', 'b']), 'all')
  // Keys of rows not shown (filtered out, another page) do not count.
  assert.is(headerState(new Set(['z']), ['a', 'b']), 'none')
  assert.is(headerState(new Set(['a', 'b', 'z']), ['a', 'b']), 'all')
})

Selection('toggling a row adds or removes only that row, without mutating', () => {
  const s = new Set(['a'])
  assert.equal([...toggleKey(s, 'b')].sort(), ['a', 'b'])
  assert.equal([...toggleKey(s, 'a')], [])
  assert.equal([...s], ['a'])
})

Selection('the header box selects every shown row, or clears them when all are selected', () => {
  assert.equal([...toggleAll(new Set(['a']), ['a', 'b', 'c'])].sort(), ['a', 'b', 'c'])
  assert.equal([...toggleAll(new Set(['a', 'b', 'c', 'z']), ['a', 'b', 'c'])], ['z'])
})

Selection('select all matching keeps exactly the matching rows', () => {
  assert.equal([...selectOnly(['b', 'c'])].sort(), ['b', 'c'])
})

Selection('selected rows are the shown ones, in table order', () => {
  const rows = [{ id: 'a' }, { id: 'b' }, { id: 'c' }]
  assert.equal(
    selectedRows(rows, new Set(['c', 'a', 'z']), (r) => r.id),
    [{ id: 'a' }, { id: 'c' }],
  )
})

Selection('rows the action is not allowed on are skipped with their reason', () => {
  const rows = [
    { name: 'db1', state: 'running' },
    { name: 'db2', state: 'stopped' },
  ]
  const { allowed, skipped } = partitionAllowed(rows, (r) =>
    r.state === 'running' ? undefined : 'Only available when the instance is running',
  )
  assert.equal(
    allowed.map((r) => r.name),
    ['db1'],
  )
  assert.equal(
    skipped.map((s) => [s.row.name, s.reason]),
    [['db2', 'Only available when the instance is running']],
  )
  assert.equal(partitionAllowed(rows).allowed.length, 2)
})

Selection('plural', () => {
  assert.is(plural(1, 'disk', 'disks'), '1 disk')
  assert.is(plural(3, 'disk', 'disks'), '3 disks')
})

Selection.run()
