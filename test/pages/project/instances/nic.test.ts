import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { nicAddresses, nicDefaults, sshAddress, toNicBody, validateNic } from '../../../../web/pages/project/instances/nic'

const Validate = suite('validateNic')
const ok = { ...nicDefaults, name: 'nic-2', vpc: 'mock-vpc', subnet: 'mock-subnet' }

Validate("required fields say '{label} is required' (SPEC §5)", () => {
  assert.equal(validateNic(nicDefaults), { name: 'Name is required', vpc: 'VPC is required', subnet: 'Subnet is required' })
})
Validate('the IP is optional but must be valid when given', () => {
  assert.equal(validateNic(ok), {})
  assert.equal(validateNic({ ...ok, ip: '10.0.0.300' }), { ip: 'Not a valid IP address' })
  assert.equal(validateNic({ ...ok, ip: ' 10.0.0.5 ' }), {})
  assert.equal(validateNic({ ...ok, ip: 'fd00::5' }), {})
})
Validate.run()

const Body = suite('toNicBody')
Body('no IP lets the subnet assign one', () => {
  assert.equal(toNicBody({ ...ok, description: 'd' }), { name: 'nic-2', description: 'd', vpcName: 'mock-vpc', subnetName: 'mock-subnet' })
})
Body('an explicit IPv4 or IPv6 address goes in the matching stack', () => {
  assert.equal(toNicBody({ ...ok, ip: '10.0.0.5' }).ipConfig, { type: 'v4', value: { ip: { type: 'explicit', value: '10.0.0.5' } } })
  assert.equal(toNicBody({ ...ok, ip: 'fd00::5' }).ipConfig, { type: 'v6', value: { ip: { type: 'explicit', value: 'fd00::5' } } })
})
Body.run()

const Show = suite('nicAddresses / sshAddress')
Show('shows v4, v6, or both', () => {
  assert.is(nicAddresses({ ipStack: { type: 'v4', value: { ip: '10.0.0.5', transitIps: [] } } }), '10.0.0.5')
  assert.is(
    nicAddresses({ ipStack: { type: 'dual_stack', value: { v4: { ip: '10.0.0.5', transitIps: [] }, v6: { ip: 'fd00::5', transitIps: [] } } } }),
    '10.0.0.5, fd00::5',
  )
})
Show('SSH goes to the ephemeral IP, else a floating one, never SNAT', () => {
  assert.is(sshAddress([{ kind: 'snat', ip: '1.1.1.1' }]), undefined)
  assert.is(sshAddress([{ kind: 'snat', ip: '1.1.1.1' }, { kind: 'floating', ip: '2.2.2.2' }]), '2.2.2.2')
  assert.is(sshAddress([{ kind: 'floating', ip: '2.2.2.2' }, { kind: 'ephemeral', ip: '3.3.3.3' }]), '3.3.3.3')
})
Show.run()
