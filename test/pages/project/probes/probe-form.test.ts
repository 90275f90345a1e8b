import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { probeBody, probeDefaults, validateProbe } from '../../../../web/pages/project/probes/probe-form'

test('name and sled are required, with the spec text', () => {
  const errors = validateProbe(probeDefaults)
  assert.is(errors.name, 'Name is required')
  assert.is(errors.sled, 'Sled is required')
})

test('no pool picks the silo default; a pool is sent explicitly', () => {
  const v = { name: ' probe-1 ', description: 'd', sled: 'sled-id', pool: '' }
  assert.equal(probeBody(v), { name: 'probe-1', description: 'd', sled: 'sled-id', poolSelector: { type: 'auto' } })
  assert.equal(probeBody({ ...v, pool: 'ip-pool-1' }).poolSelector, { type: 'explicit', pool: 'ip-pool-1' })
})

test.run()
