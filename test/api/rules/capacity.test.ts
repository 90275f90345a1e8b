import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { CAPACITY_FRACTION, estimateCapacity } from '../../../web/api/rules/capacity'
import { GiB, TiB } from '../../../web/util/format'

const Capacity = suite('estimateCapacity')

Capacity('the rules: constants: 0.7 of threads, RAM and 32 TiB x 0.909 per sled, summed', () => {
  const sleds = [
    { usableHardwareThreads: 128, usablePhysicalRam: 1024 * GiB },
    { usableHardwareThreads: 64, usablePhysicalRam: 512 * GiB },
  ]
  const est = estimateCapacity(sleds)
  assert.is(CAPACITY_FRACTION, 0.7)
  assert.is(est.cpu, Math.floor(0.7 * 192))
  assert.is(est.ramBytes, Math.floor(0.7 * 1536 * GiB))
  assert.is(est.diskBytes, Math.floor(0.7 * 2 * 32 * 0.909 * TiB))
  // about 20.36 TiB of disk per sled
  assert.ok(Math.abs(estimateCapacity([sleds[0]]).diskBytes / TiB - 20.3616) < 1e-6)
})

Capacity('no sleds, no capacity', () => {
  assert.equal(estimateCapacity([]), { cpu: 0, ramBytes: 0, diskBytes: 0 })
})

Capacity.run()
