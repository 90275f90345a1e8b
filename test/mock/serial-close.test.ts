import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { closeReason, lookupCloseReason, stateCloseReason } from '../../web/mock/serial-close'

// The reasons Nexus closes a serial console with are its errors' Display (omicron:
// common/src/api/external/error.rs), from nexus/src/app/instance.rs `propolis_addr_for_instance`.
const Reasons = suite('serial console close reasons')

Reasons('an instance with no VMM, or one whose VMM has no console yet', () => {
  assert.is(stateCloseReason('stopped'), 'Invalid Request: instance is stopped and has no active serial console server')
  assert.is(
    stateCloseReason('starting'),
    'Invalid Request: cannot connect to serial console of instance in state "starting"',
  )
})

Reasons('a failed lookup, from the API’s error body', () => {
  assert.is(
    lookupCloseReason({ error_code: 'ObjectNotFound', message: 'not found: project with name "nope"' }),
    'Object (of type ByName("nope")) not found: project',
  )
  assert.is(
    lookupCloseReason({ error_code: 'ObjectNotFound', message: 'not found: instance with id "9a1"' }),
    'Object (of type ById(9a1)) not found: instance',
  )
  assert.is(lookupCloseReason({ error_code: 'Forbidden', message: 'Forbidden' }), 'Forbidden')
  assert.is(lookupCloseReason({ error_code: 'InvalidRequest', message: 'bad' }), 'Invalid Request: bad')
})

Reasons('a reason fits a close frame (123 bytes), cut at a character', () => {
  const long = closeReason('é'.repeat(100))
  assert.is(new TextEncoder().encode(long).length, 122)
  assert.is(closeReason('short'), 'short')
})

Reasons.run()
