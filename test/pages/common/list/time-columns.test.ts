import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { expiryLabel } from '../../../../web/pages/common/list/time-columns'

const Expiry = suite('expiryLabel')
const now = new Date('2026-03-01T12:00:00Z')
const DAY = 86_400_000

Expiry('no expiry reads Never (nexus: null does not expire)', () => {
  assert.is(expiryLabel(null, now), 'Never')
  assert.is(expiryLabel(undefined, now), 'Never')
})

Expiry('ahead of time and after', () => {
  assert.is(expiryLabel(new Date(now.getTime() + 25 * DAY), now), 'in 25d')
  assert.is(expiryLabel(new Date(now.getTime() - 3 * DAY), now), 'Expired 3d ago')
})

Expiry.run()
