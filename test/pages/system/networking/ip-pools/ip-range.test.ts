import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { IP_INVALID } from '../../../../../web/util/ip'
import {
  ipToBigInt,
  rangeSize,
  rangeWrongVersion,
  RANGE_BACKWARDS,
  RANGE_MIXED_VERSIONS,
  validateIpRange,
} from '../../../../../web/pages/system/networking/ip-pools/ip-range'

const Validate = suite('validateIpRange')

const cases: [first: string, last: string, expected: ReturnType<typeof validateIpRange>][] = [
  ['10.0.0.1', '10.0.0.20', {}],
  ['10.0.0.5', '10.0.0.5', {}],
  [' 10.0.0.1 ', '10.0.0.2', {}],
  ['2001:db8::10', '2001:db8::ff', {}],
  ['::ffff:10.0.0.1', '::ffff:10.0.0.9', {}],
  ['', '10.0.0.1', { first: 'First address is required', last: undefined }],
  ['10.0.0.1', '', { first: undefined, last: 'Last address is required' }],
  ['10.0.0.256', '10.0.0.1', { first: IP_INVALID, last: undefined }],
  ['10.0.0.1', 'nope', { first: undefined, last: IP_INVALID }],
  ['10.0.0.1', '2001:db8::1', { last: RANGE_MIXED_VERSIONS }],
  ['10.0.0.20', '10.0.0.1', { last: RANGE_BACKWARDS }],
  ['10.0.1.0', '10.0.0.255', { last: RANGE_BACKWARDS }],
  ['2001:db8::1:0', '2001:db8::ffff', { last: RANGE_BACKWARDS }],
]

for (const [first, last, expected] of cases) {
  Validate(`${JSON.stringify(first)} - ${JSON.stringify(last)}`, () => {
    assert.equal(validateIpRange(first, last), expected)
  })
}

Validate('the pool version must match', () => {
  assert.equal(validateIpRange('2001:db8::1', '2001:db8::2', 'v4'), { first: rangeWrongVersion('v4') })
  assert.equal(validateIpRange('10.0.0.1', '10.0.0.2', 'v6'), { first: rangeWrongVersion('v6') })
  assert.equal(validateIpRange('10.0.0.1', '10.0.0.2', 'v4'), {})
})

Validate.run()

const Order = suite('ipToBigInt')

Order('orders IPv4 numerically, not as text', () => {
  assert.ok(ipToBigInt('10.0.0.9') < ipToBigInt('10.0.0.10'))
  assert.is(ipToBigInt('0.0.0.0'), 0n)
  assert.is(ipToBigInt('255.255.255.255'), 2n ** 32n - 1n)
})

Order('expands IPv6 shorthand and embedded IPv4', () => {
  assert.is(ipToBigInt('::'), 0n)
  assert.is(ipToBigInt('::1'), 1n)
  assert.is(ipToBigInt('2001:db8::'), ipToBigInt('2001:db8:0:0:0:0:0:0'))
  assert.is(ipToBigInt('::ffff:1.2.3.4'), ipToBigInt('::ffff:102:304'))
})

Order('range size is inclusive', () => {
  assert.is(rangeSize({ first: '10.0.0.1', last: '10.0.0.1' }), 1n)
  assert.is(rangeSize({ first: '198.51.100.10', last: '198.51.100.250' }), 241n)
})

Order.run()
