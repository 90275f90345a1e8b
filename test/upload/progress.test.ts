import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { progressOf } from '../../web/upload/progress'
import { MiB } from '../../web/util/format'

const Prog = suite('progressOf')
Prog('percent and bytes, floored so 100% means done', () => {
  const p = progressOf(0, 5 * MiB)
  assert.equal([p.done, p.total, p.percent, p.label], [0, 5 * MiB, 0, '0% (0 B of 5 MiB)'])
  assert.is(progressOf(5 * MiB - 1, 5 * MiB).percent, 99)
  assert.is(progressOf(2.5 * MiB, 5 * MiB).label, '50% (2.5 MiB of 5 MiB)')
  assert.is(progressOf(0, 0).percent, 100)
})
Prog('a single transfer (one request) fills the detail from the bytes done', () => {
  const p = progressOf(2 * MiB, 5 * MiB)
  assert.equal([p.read, p.fileSize, p.written, p.skipped, p.inFlight], [2 * MiB, 5 * MiB, 2 * MiB, 0, 1])
  assert.is(p.secondsLeft, null)
  assert.is(progressOf(5 * MiB, 5 * MiB).inFlight, 0)
})
Prog('the pipeline gives its own detail', () => {
  const detail = {
    read: 1,
    fileSize: 2,
    written: 3,
    skipped: 4,
    rate: 5,
    secondsLeft: 6,
    inFlight: 7,
    concurrency: 8,
    paused: true,
  }
  assert.equal(progressOf(7, 10, detail), { done: 7, total: 10, percent: 70, label: '70% (7 B of 10 B)', ...detail })
})
Prog.run()
