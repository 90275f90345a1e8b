import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { probeBody, probeDefaults, validateProbe } from '../../../../web/pages/project/probes/probe-form'

test('name and sled are required, with the spec text', () => {
  const errors = validateProbe(probeDefaults)
  assert.is(errors.name, 'Name is required')
  assert.is(errors.sled, 'Sled is required')
})

const cases: [string, Partial<typeof probeDefaults>, { name?: string; sled?: string }][] = [
  ['a bad name', { name: 'Probe', sled: 's' }, { name: 'Must start with a lowercase letter' }],
  ['a name with spaces round it', { name: ' probe-1 ', sled: 's' }, {}],
  ['no sled', { name: 'probe-1' }, { sled: 'Sled is required' }],
]
for (const [what, values, expected] of cases)
  test(`validateProbe: ${what}`, () => {
    assert.equal(validateProbe({ ...probeDefaults, ...values }), { name: undefined, sled: undefined, ...expected })
  })

test('no pool picks the silo default; a pool is sent explicitly', () => {
  const v = { name: ' probe-1 ', description: 'd', sled: 'sled-id', pool: '' }
  assert.equal(probeBody(v), { name: 'probe-1', description: 'd', sled: 'sled-id', poolSelector: { type: 'auto' } })
  assert.equal(probeBody({ ...v, pool: 'ip-pool-1' }).poolSelector, { type: 'explicit', pool: 'ip-pool-1' })
})

test.run()
