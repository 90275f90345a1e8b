import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { errorFieldKeys, serverFieldError } from '../../web/api/error-fields'
import { errorMessage } from '../../web/api/errors'

// the texts as the catalogue makes them from nexus's bodies, as a form receives them
const refusal = (errorCode: string, message: string, status = 400) => ({
  errorCode,
  message: errorMessage({ errorCode, message }, status, 'instanceCreate'),
})

test('a name already taken is the Name field', () => {
  const e = refusal('ObjectAlreadyExists', 'already exists: instance "web"')
  assert.is(e.message, 'Instance name already exists')
  assert.equal(errorFieldKeys(e), ['name'])
  assert.equal(serverFieldError(e), { fields: ['name'], message: 'Instance name already exists' })
})

test('an unsupported value names its field, camelCased as the form holds it', () => {
  assert.equal(errorFieldKeys(refusal('InvalidValue', 'unsupported value for "hostname": too long')), ['hostname'])
  assert.equal(errorFieldKeys(refusal('InvalidValue', 'unsupported value for "ip_pool": not linked')), [
    'ipPool',
    'ip_pool',
  ])
})

test('a quota limit is the size that asked for too much', () => {
  const limit = (what: string) => refusal('InsufficientCapacity', `Insufficient capacity: ${what} Limit Exceeded: Not enough`, 507)
  assert.equal(errorFieldKeys(limit('vCPU'))[0], 'ncpus')
  assert.ok(errorFieldKeys(limit('vCPU')).includes('customCpus'))
  assert.ok(errorFieldKeys(limit('Memory')).includes('customMemoryGiB'))
  assert.ok(errorFieldKeys(limit('Storage')).includes('sizeGiB'))
})

test('an error that names no field stays at the top only', () => {
  assert.equal(errorFieldKeys(refusal('ObjectNotFound', 'not found: vpc with name "x"', 404)), [])
  assert.equal(errorFieldKeys({ message: 'Action not authorized', errorCode: 'Forbidden' }), [])
  // a quota word in another error's text is not taken for a quota
  assert.equal(errorFieldKeys({ message: 'vCPU Limit Exceeded', errorCode: 'Internal' }), [])
  assert.is(serverFieldError(undefined), undefined)
  assert.is(serverFieldError({ message: 'Unknown server error' }), undefined)
})

test.run()
