import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { filterOptions } from '../../web/ui/VirtualCombobox'

const options = Array.from({ length: 10_000 }, (_, i) => ({ value: `proj-${String(i).padStart(5, '0')}`, label: `proj-${String(i).padStart(5, '0')}` }))
const lower = options.map((o) => o.label.toLowerCase())

test('filters by case-insensitive substring; an empty query keeps everything', () => {
  assert.equal(filterOptions(options, lower, 'PROJ-0999').map((o) => o.value), Array.from({ length: 10 }, (_, i) => `proj-0999${i}`))
  assert.is(filterOptions(options, lower, '  '), options)
  assert.equal(filterOptions(options, lower, 'proj-09999').map((o) => o.value), ['proj-09999'])
})

test.run()
