import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { UninitializedSled } from '../../../../../web/api/generated/types'
import { byRack, sledKey } from '../../../../../web/pages/system/inventory/sleds-add/membership'

const sled = (rackId: string, serial: string): UninitializedSled => ({
  rackId,
  cubby: 1,
  baseboard: { part: 'p1', revision: 1, serial },
})

test('selected sleds are grouped per rack as baseboard ids', () => {
  const sleds = [sled('r1', 'a'), sled('r2', 'b'), sled('r1', 'c'), sled('r1', 'd')]
  const got = byRack(sleds, new Set(['p1/a', 'p1/b', 'p1/c']))
  assert.equal([...got.keys()], ['r1', 'r2'])
  assert.equal(got.get('r1'), [
    { partNumber: 'p1', serialNumber: 'a' },
    { partNumber: 'p1', serialNumber: 'c' },
  ])
  assert.equal(got.get('r2'), [{ partNumber: 'p1', serialNumber: 'b' }])
  assert.is(sledKey(sleds[0]), 'p1/a')
})

test.run()
