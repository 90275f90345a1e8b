import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { withDom } from '../../../../test-support/dom'
import {
  bindActivityOwner,
  forgetActivity,
  unbindActivityForTests,
} from '../../../../web/pages/common/activity/activity-persist'
import { resetActivity } from '../../../../web/pages/common/activity/activity'
import {
  noteChange,
  noteState,
  readSeen,
  resetSeenForTests,
  seenFor,
} from '../../../../web/pages/common/history/history-store'

const Seen = suite('observed state changes and console saves, kept per user')
withDom(Seen)
Seen.before.each(() => {
  unbindActivityForTests()
  resetActivity()
  resetSeenForTests()
  localStorage.clear()
})

Seen('a first sighting is no change; each later different state is one, from the last seen', () => {
  bindActivityOwner('silo/alice')
  noteState('i-1', 'running')
  noteState('i-1', 'running')
  noteState('i-1', 'stopping')
  noteState('i-1', 'stopped')
  noteState('i-2', 'running')
  assert.equal(
    seenFor('i-1').map((s) => (s.kind === 'observed' ? `${s.from}>${s.to}` : s.title)),
    ['running>stopping', 'stopping>stopped'],
  )
  assert.equal(seenFor('i-2'), [])
})

Seen('after a reload the last kept state is the "from", so a change made meanwhile shows', () => {
  bindActivityOwner('silo/alice')
  noteState('i-1', 'running')
  resetSeenForTests()
  noteState('i-1', 'stopped')
  assert.equal(
    seenFor('i-1').map((s) => (s.kind === 'observed' ? `${s.from}>${s.to}` : '')),
    ['running>stopped'],
  )
})

Seen("saves keep their lines; one user does not see another's; sign-out forgets all", () => {
  bindActivityOwner('silo/alice')
  noteChange('v-1', 'Firewall rules saved', [{ kind: 'add', label: 'rule allow-ssh', to: 'allow tcp 22' }])
  noteChange('v-1', 'Nothing', [])
  assert.is(seenFor('v-1').length, 1)
  unbindActivityForTests()
  bindActivityOwner('silo/bob')
  assert.equal(readSeen(), [])
  unbindActivityForTests()
  bindActivityOwner('silo/alice')
  assert.is(readSeen().length, 1)
  forgetActivity()
  assert.equal(readSeen('silo/alice'), [])
})

Seen.run()
