import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { progressOf } from '../../web/upload/progress'
import { MiB } from '../../web/util/format'

const Prog = suite('progressOf')
Prog('percent and bytes, floored so 100% means done', () => {
  assert.equal(progressOf(0, 5 * MiB), { sent: 0, total: 5 * MiB, percent: 0, label: '0% (0 B of 5 MiB)' })
  assert.is(progressOf(5 * MiB - 1, 5 * MiB).percent, 99)
  assert.is(progressOf(2.5 * MiB, 5 * MiB).label, '50% (2.5 MiB of 5 MiB)')
  assert.is(progressOf(0, 0).percent, 100)
})
Prog.run()
