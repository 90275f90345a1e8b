import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { ICMP6_TYPES, ICMP_TYPES, icmpCodesText, icmpType, icmpTypeLabel } from '../../web/util/icmp'
import { protocolLabel } from '../../web/pages/project/vpcs/firewall-rules'

test('ICMP type tables: one entry per number, every number a byte', () => {
  for (const table of [ICMP_TYPES, ICMP6_TYPES]) {
    const numbers = table.map((t) => t.type)
    assert.is(new Set(numbers).size, numbers.length)
    assert.ok(numbers.every((n) => Number.isInteger(n) && n >= 0 && n <= 255))
  }
})

test('a typed number finds its name per family; unnamed numbers stay numbers', () => {
  assert.is(icmpType(false, ' 8 ')?.name, 'Echo request')
  assert.is(icmpType(true, '128')?.name, 'Echo request')
  assert.is(icmpType(false, '128'), undefined)
  assert.is(icmpType(false, 'x'), undefined)
  assert.is(icmpTypeLabel(false, 3), 'Destination unreachable (3)')
  assert.is(icmpTypeLabel(false, 200), '200')
})

test('codes are listed for the types that name them', () => {
  assert.ok(icmpCodesText(false, '3')?.startsWith('0 Net unreachable, 1 Host unreachable'))
  assert.is(icmpCodesText(false, '8'), undefined)
})

test('rules show the ICMP type by name', () => {
  assert.is(
    protocolLabel({ type: 'icmp', value: { icmpType: 3, code: '3' } }),
    'ICMP Destination unreachable (3) code 3',
  )
  assert.is(protocolLabel({ type: 'icmp6', value: { icmpType: 128 } }), 'ICMPv6 Echo request (128)')
  assert.is(protocolLabel({ type: 'icmp', value: null }), 'ICMP')
})

test.run()
