import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { rowSegments } from '../../web/ui/VirtualRows'

const Segments = suite('rowSegments')

Segments('renders the rows in view plus an overscan, clamped to the list', () => {
  // 40 px rows, 800 px viewport, body at the top of the viewport: rows 0-20 plus 8 below
  assert.equal(rowSegments(10_000, 40, 0, 800), [{ start: 0, end: 28 }])
  // scrolled 200,000 px into the body: row 5000 is at the top
  assert.equal(rowSegments(10_000, 40, -200_000, 800), [{ start: 4992, end: 5028 }])
  // the end of the list
  assert.equal(rowSegments(10_000, 40, -400_000 + 400, 800), [{ start: 9982, end: 10_000 }])
  // the body starts below the viewport's top (header, filter above it)
  assert.equal(rowSegments(10_000, 40, 300, 800), [{ start: 0, end: 21 }])
  assert.equal(rowSegments(3, 40, 0, 800), [{ start: 0, end: 3 }])
})

Segments('keeps a focused row rendered when scrolled away, as a segment of its own', () => {
  assert.equal(rowSegments(10_000, 40, -200_000, 800, 3), [
    { start: 3, end: 4 },
    { start: 4992, end: 5028 },
  ])
  assert.equal(rowSegments(10_000, 40, 0, 800, 9000), [
    { start: 0, end: 28 },
    { start: 9000, end: 9001 },
  ])
  // inside or next to the window: one segment
  assert.equal(rowSegments(10_000, 40, 0, 800, 10), [{ start: 0, end: 28 }])
  assert.equal(rowSegments(10_000, 40, 0, 800, 28), [{ start: 0, end: 29 }])
})

Segments.run()
