import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import {
  floatingIpDefaults,
  toFloatingIpCreate,
  validateFloatingIp,
} from '../../../../web/pages/project/floating-ips/floating-ip-form'
import { floatingIpActionDisabled, floatingIpCan } from '../../../../web/api/rules/floating-ips'

const Form = suite('floating IP form')

Form('pool or address becomes the right AddressAllocator', () => {
  const base = { ...floatingIpDefaults, name: 'fip' }
  assert.equal(toFloatingIpCreate(base).addressAllocator, { type: 'auto' })
  assert.equal(toFloatingIpCreate({ ...base, pool: 'ip-pool-1' }).addressAllocator, {
    type: 'auto',
    poolSelector: { type: 'explicit', pool: 'ip-pool-1' },
  })
  assert.equal(toFloatingIpCreate({ ...base, allocation: 'address', address: ' 10.0.0.9 ' }).addressAllocator, {
    type: 'explicit',
    ip: '10.0.0.9',
  })
})

Form('a specific address is checked with the validation text', () => {
  const base = { ...floatingIpDefaults, name: 'fip', allocation: 'address' as const }
  assert.is(validateFloatingIp({ ...base, address: '10.0.0' }, true).address, 'Not a valid IP address')
  assert.is(validateFloatingIp({ ...base, address: '' }, true).address, 'IP address is required')
  assert.is(validateFloatingIp({ ...base, address: '' }, false).address, undefined)
  assert.is(validateFloatingIp({ ...base, address: 'fd00::1' }, true).address, undefined)
})

Form('attach, detach and delete follow the attachment', () => {
  const attached = { instanceId: 'i-1' }
  const detached = { instanceId: null }
  assert.ok(floatingIpCan.attach(detached))
  assert.not.ok(floatingIpCan.attach(attached))
  assert.is(floatingIpActionDisabled('detach', detached), 'Only available when the floating IP is attached')
  assert.is(floatingIpActionDisabled('delete', attached), 'Only available when the floating IP is detached')
})

Form.run()
