import { isIPv6 } from 'node:net'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { bigToIp, cidrRange, firstFree, inCidr, ipToBig, overlaps } from '../../web/mock/ip'

test('v4 and v6 round-trip through bigints', () => {
  for (const ip of ['0.0.0.0', '10.1.2.3', '255.255.255.255']) assert.is(bigToIp(ipToBig(ip), false), ip)
  for (const ip of ['::', '::1', '2001:db8::10', 'fd00:1122:3344:1::', '1:2:3:4:5:6:7:8']) {
    const out = bigToIp(ipToBig(ip), true)
    assert.ok(isIPv6(out), out)
    assert.is(ipToBig(out), ipToBig(ip))
  }
  assert.is(bigToIp(ipToBig('2001:db8:0:0:1:0:0:1'), true), '2001:db8::1:0:0:1')
})

test('cidr ranges, overlap and membership', () => {
  assert.equal(
    cidrRange('10.1.1.7/24').map((n) => bigToIp(n, false)),
    ['10.1.1.0', '10.1.1.255'],
  )
  assert.ok(overlaps('10.0.0.0/8', '10.1.1.0/24'))
  assert.not.ok(overlaps('10.1.1.0/24', '10.1.2.0/24'))
  assert.ok(inCidr('fd00::5', 'fd00::/48'))
  assert.not.ok(inCidr('10.0.0.1', 'fd00::/48'))
})

test('firstFree skips used addresses and returns null when full', () => {
  const r = [{ first: '192.0.2.1', last: '192.0.2.3' }]
  assert.is(firstFree(r, new Set(['192.0.2.1'])), '192.0.2.2')
  assert.is(firstFree(r, new Set(['192.0.2.1', '192.0.2.2', '192.0.2.3'])), null)
})

test.run()
