import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import {
  nicAddresses,
  nicDefaults,
  nicEditDefaults,
  nicTransitIps,
  parseTransitIps,
  sshAddress,
  toNicBody,
  toNicUpdateBody,
  validateNic,
  validateNicEdit,
} from '../../../../web/pages/project/instances/nic'

const Validate = suite('validateNic')
const ok = { ...nicDefaults, name: 'nic-2', vpc: 'mock-vpc', subnet: 'mock-subnet' }

Validate("required fields say '{label} is required' (the rules: validation)", () => {
  assert.equal(validateNic(nicDefaults), {
    name: 'Name is required',
    vpc: 'VPC is required',
    subnet: 'Subnet is required',
  })
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
  assert.equal(toNicBody({ ...ok, description: 'd' }), {
    name: 'nic-2',
    description: 'd',
    vpcName: 'mock-vpc',
    subnetName: 'mock-subnet',
  })
})
Body('an explicit IPv4 or IPv6 address goes in the matching stack', () => {
  assert.equal(toNicBody({ ...ok, ip: '10.0.0.5' }).ipConfig, {
    type: 'v4',
    value: { ip: { type: 'explicit', value: '10.0.0.5' } },
  })
  assert.equal(toNicBody({ ...ok, ip: 'fd00::5' }).ipConfig, {
    type: 'v6',
    value: { ip: { type: 'explicit', value: 'fd00::5' } },
  })
})
Body.run()

const Show = suite('nicAddresses / sshAddress')
Show('shows v4, v6, or both', () => {
  assert.is(nicAddresses({ ipStack: { type: 'v4', value: { ip: '10.0.0.5', transitIps: [] } } }), '10.0.0.5')
  assert.is(
    nicAddresses({
      ipStack: {
        type: 'dual_stack',
        value: { v4: { ip: '10.0.0.5', transitIps: [] }, v6: { ip: 'fd00::5', transitIps: [] } },
      },
    }),
    '10.0.0.5, fd00::5',
  )
})
Show('SSH goes to the ephemeral IP, else a floating one, never SNAT', () => {
  assert.is(sshAddress([{ kind: 'snat', ip: '1.1.1.1' }]), undefined)
  assert.is(
    sshAddress([
      { kind: 'snat', ip: '1.1.1.1' },
      { kind: 'floating', ip: '2.2.2.2' },
    ]),
    '2.2.2.2',
  )
  assert.is(
    sshAddress([
      { kind: 'floating', ip: '2.2.2.2' },
      { kind: 'ephemeral', ip: '3.3.3.3' },
    ]),
    '3.3.3.3',
  )
})
Show.run()

const Edit = suite('network interface edit')
const dual = {
  name: 'nic0',
  description: 'd',
  ipStack: {
    type: 'dual_stack' as const,
    value: { v4: { ip: '10.0.0.5', transitIps: ['10.9.0.0/16'] }, v6: { ip: 'fd00::5', transitIps: ['fd00:9::/64'] } },
  },
}

Edit('the form starts from every transit network, one a line', () => {
  assert.equal(nicTransitIps(dual), ['10.9.0.0/16', 'fd00:9::/64'])
  assert.equal(nicEditDefaults(dual), { name: 'nic0', description: 'd', transitIps: '10.9.0.0/16\nfd00:9::/64' })
})
Edit('lines and commas split, blanks and repeats are dropped', () => {
  assert.equal(parseTransitIps(' 10.1.0.0/24\n\n10.2.0.0/16, 10.1.0.0/24 '), { ips: ['10.1.0.0/24', '10.2.0.0/16'] })
  assert.equal(parseTransitIps(''), { ips: [] })
})
Edit('a bad network is named in the error', () => {
  assert.equal(validateNicEdit({ name: 'nic0', description: '', transitIps: '10.1.0.0/24\n10.3.0.0' }), {
    transitIps: '10.3.0.0: Must contain an IP address and a width, separated by a /',
  })
  assert.ok(validateNicEdit({ name: '', description: '', transitIps: '' }).name)
})
Edit('the body sent (and previewed) is the parsed list; empty clears them', () => {
  assert.equal(toNicUpdateBody({ name: ' nic0 ', description: 'x', transitIps: '10.1.0.0/24\n' }), {
    name: 'nic0',
    description: 'x',
    transitIps: ['10.1.0.0/24'],
  })
  assert.equal(toNicUpdateBody({ name: 'nic0', description: '', transitIps: '' }).transitIps, [])
})
Edit.run()
