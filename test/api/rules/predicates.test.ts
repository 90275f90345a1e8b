import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { diskActionDisabled } from '../../../web/api/rules/disks'
import { instanceActionDisabled, instanceCan } from '../../../web/api/rules/instances'
import { disabledReason } from '../../../web/api/rules/predicates'

const Reason = suite('disabledReason')

Reason('is built from the predicate states', () => {
  assert.is(
    disabledReason('instance', instanceCan.start),
    'Only available when the instance is stopped or failed'
  )
  assert.is(
    disabledReason('instance', instanceCan.reboot),
    'Only available when the instance is running'
  )
  assert.is(
    disabledReason('instance', instanceCan.resize),
    'Only available when the instance is stopped, failed, or creating'
  )
  assert.is(disabledReason('disk', ['import_ready']), 'Only available when the disk is import ready')
})

Reason('action helpers give the same text only when disallowed', () => {
  assert.is(instanceActionDisabled('start', { runState: 'stopped' }), undefined)
  assert.is(
    instanceActionDisabled('start', { runState: 'running' }),
    disabledReason('instance', instanceCan.start)
  )
  assert.is(
    diskActionDisabled('delete', { state: { state: 'attached' } }),
    'Only available when the disk is detached or faulted'
  )
})

Reason.run()

