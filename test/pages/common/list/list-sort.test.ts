import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { Column } from '../../../../web/ui/Table'
import {
  columnKey,
  compareValues,
  formatSort,
  parseSort,
  sortRows,
  sortValueOf,
} from '../../../../web/pages/common/list/list-sort'
import { createdCol, nameCol } from '../../../../web/pages/common/list/columns'

type Inst = { id: string; name: string; runState: string; memory: number; timeCreated: Date; description?: string }
const at = (s: string) => new Date(`2026-11-2${s}T00:00:00Z`)
const rows: Inst[] = [
  { id: 'c', name: 'web', runState: 'stopped', memory: 4, timeCreated: at('3'), description: 'front' },
  { id: 'a', name: 'db1', runState: 'running', memory: 16, timeCreated: at('1') },
  { id: 'b', name: 'DB2', runState: 'starting', memory: 8, timeCreated: at('2'), description: '' },
]
const names = (r: Inst[]) => r.map((x) => x.name)
const col = (header: string): Column<Inst> => ({ header, cell: () => null })

const Sort = suite('sortRows')
const cases: [string, Column<Inst>, 'asc' | 'desc', string[]][] = [
  ['creation time, oldest first', createdCol as Column<Inst>, 'asc', ['db1', 'DB2', 'web']],
  ['creation time, newest first', createdCol as Column<Inst>, 'desc', ['web', 'DB2', 'db1']],
  ['name without case', nameCol<Inst>(), 'asc', ['db1', 'DB2', 'web']],
  ['name descending', nameCol<Inst>(), 'desc', ['web', 'DB2', 'db1']],
  ['a number from the header (Memory)', col('Memory'), 'asc', ['web', 'DB2', 'db1']],
  ['a state by its header (State -> runState)', col('State'), 'asc', ['db1', 'DB2', 'web']],
  ['missing values last, ascending', col('Description'), 'asc', ['web', 'db1', 'DB2']],
  ['missing values last, descending too', col('Description'), 'desc', ['web', 'db1', 'DB2']],
]
for (const [what, column, dir, expected] of cases) {
  Sort(what, () => {
    const value = sortValueOf(column, rows[0])
    assert.ok(value, 'the column sorts')
    assert.equal(names(sortRows(rows, value!, dir)), expected)
  })
}
Sort('equal values keep their order (stable)', () => {
  const same = rows.map((r) => ({ ...r, memory: 1 }))
  assert.equal(names(sortRows(same, (r) => r.memory, 'desc')), names(same))
})
Sort('does not change the rows it is given', () => {
  const copy = [...rows]
  sortRows(rows, (r) => r.name, 'asc')
  assert.equal(rows, copy)
})
Sort.run()

const Value = suite('sortValueOf')
Value('a column whose header names no field of the row does not sort', () => {
  assert.is(sortValueOf(col('External IPs'), rows[0]), undefined)
  assert.is(sortValueOf(col('CPU'), rows[0]), undefined)
})
Value('without a row, only a column with its own sortValue sorts', () => {
  assert.is(sortValueOf(col('Memory'), undefined), undefined)
  assert.ok(sortValueOf(createdCol as Column<Inst>, undefined))
})
Value.run()

const Compare = suite('compareValues')
Compare('dates, numbers and strings in their own order', () => {
  assert.ok(compareValues(at('1'), at('2')) < 0)
  assert.ok(compareValues(9, 10) < 0)
  assert.ok(compareValues('b', 'A') > 0)
  assert.is(compareValues(null, undefined), 0)
  assert.ok(compareValues(undefined, 'a') > 0)
})
Compare.run()

const Url = suite('sort in the URL')
Url('parses and formats both directions', () => {
  assert.equal(parseSort('created'), { key: 'created', dir: 'asc' })
  assert.equal(parseSort('-created'), { key: 'created', dir: 'desc' })
  assert.is(parseSort('-'), undefined)
  assert.is(parseSort(null), undefined)
  assert.is(formatSort({ key: 'name', dir: 'desc' }), '-name')
})
Url('a column key is its sortKey, else its header letters', () => {
  assert.is(columnKey(createdCol as Column<never>), 'created')
  assert.is(columnKey({ header: 'Next hop' }), 'nexthop')
})
Url.run()
