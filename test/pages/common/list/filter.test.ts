import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { filterRows, matchesFilter, parseFilter } from '../../../../web/pages/common/list/filter'

const Parse = suite('parseFilter')
Parse('splits qualifiers from free text, lowercased', () => {
  assert.equal(parseFilter('name:DB state:running  web'), {
    terms: [{ value: 'web', negate: false }],
    fields: [
      { field: 'name', value: 'db', negate: false },
      { field: 'state', value: 'running', negate: false },
    ],
    has: [],
  })
})
Parse('quoted values keep spaces; empty qualifiers are ignored', () => {
  assert.equal(parseFilter('description:"my box" name:'), {
    terms: [],
    fields: [{ field: 'description', value: 'my box', negate: false }],
    has: [],
  })
})
Parse('empty input is an empty filter', () => {
  assert.equal(parseFilter('   '), { terms: [], fields: [], has: [] })
})
const parsed: [string, Partial<ReturnType<typeof parseFilter>>][] = [
  ['-state:running', { fields: [{ field: 'state', value: 'running', negate: true }] }],
  ['-web', { terms: [{ value: 'web', negate: true }] }],
  ['disk-1', { terms: [{ value: 'disk-1', negate: false }] }],
  ['-"my box"', { terms: [{ value: 'my box', negate: true }] }],
  ['has:description', { has: [{ field: 'description', negate: false }] }],
  ['HAS:Description', { has: [{ field: 'description', negate: false }] }],
  ['-has:description', { has: [{ field: 'description', negate: true }] }],
  ['- has:', {}],
  ['-', {}],
]
for (const [input, expected] of parsed) {
  Parse(`${JSON.stringify(input)}`, () => {
    assert.equal(parseFilter(input), { terms: [], fields: [], has: [], ...expected })
  })
}
Parse.run()

const db1: Record<string, unknown> = {
  id: 'aaa-1',
  name: 'db1',
  description: 'primary database',
  runState: 'running',
  ncpus: 2,
}
const db2 = { id: 'bbb-2', name: 'db2', description: 'replica', runState: 'stopped', ncpus: 4 }
const disk = { id: 'ccc-3', name: 'disk-1', state: { state: 'attached', instance: 'x' }, block_size: 512 }
db1.ips = ['10.0.0.1']
const empty = { id: 'ddd-4', name: 'empty', description: '', ips: [], tags: {}, ncpus: 0 }

const Match = suite('matchesFilter')
const cases: [string, unknown, boolean][] = [
  ['db1', db1, true],
  ['primary', db1, true],
  ['aaa', db1, true],
  ['replica', db1, false],
  ['name:db1', db1, true],
  ['name:db1', db2, false],
  ['NAME:DB', db2, true],
  ['state:running', db1, true],
  ['state:running', db2, false],
  ['run_state:stopped', db2, true],
  ['runState:stopped', db2, true],
  ['ncpus:4', db2, true],
  ['state:attached', disk, true],
  ['state:detached', disk, false],
  ['state.instance:x', disk, true],
  ['blockSize:512', disk, true],
  ['name:db state:running', db2, false],
  ['missing:x', db1, false],
  // negation
  ['-state:running', db1, false],
  ['-state:running', db2, true],
  ['-replica', db1, true],
  ['-replica', db2, false],
  ['db -db2', db1, true],
  ['db -db2', db2, false],
  ['-missing:x', db1, true],
  ['-state:attached', disk, false],
  // presence
  ['has:description', db1, true],
  ['has:description', empty, false],
  ['has:description', disk, false],
  ['-has:description', empty, true],
  ['-has:description', db1, false],
  ['has:ips', empty, false],
  ['has:ips', db1, true],
  ['has:tags', empty, false],
  ['has:ncpus', db1, true],
  ['has:state.instance', disk, true],
  ['has:missing', db1, false],
]
for (const [input, row, expected] of cases) {
  Match(`${JSON.stringify(input)} on ${(row as { name: string }).name} -> ${expected}`, () => {
    assert.is(matchesFilter(row, parseFilter(input)), expected)
  })
}
Match.run()

const Rows = suite('filterRows')
Rows('an empty filter keeps every row (same array)', () => {
  const rows = [db1, db2]
  assert.is(filterRows(rows, ''), rows)
})
Rows('keeps matching rows in order', () => {
  assert.equal(filterRows([db1, db2], 'db'), [db1, db2])
  assert.equal(filterRows([db1, db2], 'name:db2'), [db2])
})
Rows.run()
