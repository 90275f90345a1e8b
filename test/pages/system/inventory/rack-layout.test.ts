import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { rackRows, usageShare } from '../../../../web/pages/system/inventory/rack-layout'

const Rack = suite('rackRows')

Rack('every sled in its cubby by slot; the rest are empty cubbies; upper half above the switches', () => {
  const sleds = [0, 1, 2, 3, 14, 15, 16, 17].map((slot) => ({ slot, name: `s${slot}` }))
  const r = rackRows(sleds)
  assert.is(r.cubbies, 32)
  const all = [...r.upper, ...r.lower].flat()
  assert.is(all.length, 32)
  assert.equal(
    all.map((c) => c.slot).sort((a, b) => a - b),
    Array.from({ length: 32 }, (_, i) => i),
  )
  for (const s of sleds) assert.is(all.find((c) => c.slot === s.slot)!.sled, s)
  assert.is(all.filter((c) => c.sled).length, 8)
  assert.equal(
    r.upper[0].map((c) => c.slot),
    [30, 31],
  )
  assert.equal(
    r.upper[r.upper.length - 1].map((c) => c.slot),
    [16, 17],
  )
  assert.equal(
    r.lower[0].map((c) => c.slot),
    [14, 15],
  )
  assert.equal(
    r.lower[r.lower.length - 1].map((c) => c.slot),
    [0, 1],
  )
  assert.equal(r.unplaced, [])
})

Rack('a half rack when nothing sits above slot 15; sleds without a usable slot are listed, not dropped', () => {
  const r = rackRows([{ slot: 0 }, { slot: null }, { slot: 0 }])
  assert.is(r.cubbies, 16)
  assert.is(r.unplaced.length, 2)
})

Rack('usage share is capped and safe without capacity', () => {
  assert.is(usageShare(32, 128), 0.25)
  assert.is(usageShare(5, 0), 0)
  assert.is(usageShare(300, 128), 1)
})

Rack.run()
