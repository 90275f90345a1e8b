import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { terminalRowOf } from '../../../../web/pages/project/instances/terminal-rows'

// rows: 0 'a', 1 'b-start', 2 (b wrapped), 3 'c', 4 cursor (empty row after c)
const wrapped = new Set([2])
const isWrapped = (y: number) => wrapped.has(y)

const Rows = suite('terminalRowOf')
Rows('counts logical lines up from the cursor, a wrapped line once', () => {
  assert.is(terminalRowOf(isWrapped, 4, 0, false), 3)
  assert.is(terminalRowOf(isWrapped, 4, 1, false), 1)
  assert.is(terminalRowOf(isWrapped, 4, 2, false), 0)
})
Rows('mid-line, the cursor row is the last line itself', () => {
  assert.is(terminalRowOf(isWrapped, 3, 0, true), 3)
  assert.is(terminalRowOf(isWrapped, 3, 1, true), 1)
})
Rows('a line the terminal no longer (or not yet) holds has no row', () => {
  assert.is(terminalRowOf(isWrapped, 4, 3, false), undefined)
  assert.is(terminalRowOf(isWrapped, 4, -1, false), undefined)
})
Rows.run()
