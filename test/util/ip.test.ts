import { isIP } from 'node:net'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'

import { canonicalIpNet, ipVersion, isIPv4, isIPv6, parseIpNet, validateIp, validateIpNet } from '../../web/util/ip'

// Seeded so a failure can be replayed: FUZZ_SEED=123 npm run test:unit
const seed = Number(process.env.FUZZ_SEED ?? 0x5eed)
function prng(s: number) {
  return () => {
    s = (s + 0x6d2b79f5) | 0
    let t = Math.imul(s ^ (s >>> 15), 1 | s)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
const rand = prng(seed)
const int = (n: number) => Math.floor(rand() * n)
const pick = <T>(xs: readonly T[]) => xs[int(xs.length)]

/** The oracle: node's isIP, except that we reject zone ids on purpose (see ip.ts). */
const oracle = (s: string) => (s.includes('%') ? 0 : isIP(s))

function randomV4(): string {
  return Array.from({ length: 4 }, () => String(pick([0, 1, 9, 10, 99, 100, 199, 200, 249, 250, 255, int(256)]))).join(
    '.',
  )
}

function randomV6(): string {
  const hex = () => {
    const g = int(0x10000)
      .toString(16)
      .slice(0, 1 + int(4))
    return rand() < 0.3 ? g.toUpperCase() : g
  }
  const embed = rand() < 0.25
  const groups = Array.from({ length: embed ? 6 : 8 }, hex)
  if (embed) groups.push(randomV4())
  if (rand() < 0.7) {
    // compress a run of groups (not the embedded v4) into '::'
    const last = embed ? 6 : 8
    const start = int(last)
    const len = 1 + int(last - start)
    const head = groups.slice(0, start).join(':')
    const tail = groups.slice(start + len).join(':')
    return `${head}::${tail}`
  }
  return groups.join(':')
}

const noise = '0123456789abcdefABCDEFg:.%/- xz'
function mutate(s: string): string {
  const edits = 1 + int(3)
  for (let i = 0; i < edits; i++) {
    const at = int(s.length + 1)
    const c = pick([...noise])
    switch (int(5)) {
      case 0:
        s = s.slice(0, at) + c + s.slice(at)
        break
      case 1:
        s = s.slice(0, at) + s.slice(at + 1)
        break
      case 2:
        s = s.slice(0, at) + c + s.slice(at + 1)
        break
      case 3:
        s = s.slice(0, at) + ':' + s.slice(at)
        break
      default:
        s = s.slice(0, at) + s.slice(at, at + 1).repeat(2) + s.slice(at + 1)
    }
  }
  return s
}

const Known = suite('ipVersion known cases')

const known: [string, 0 | 4 | 6][] = [
  ['0.0.0.0', 4],
  ['255.255.255.255', 4],
  ['10.1.2.3', 4],
  ['256.1.1.1', 0],
  ['01.2.3.4', 0],
  ['1.2.3', 0],
  ['1.2.3.4.5', 0],
  ['1.2.3.4 ', 0],
  ['', 0],
  ['::', 6],
  ['::1', 6],
  ['1::', 6],
  ['fe80::1', 6],
  ['FE80::A', 6],
  ['2001:db8::8a2e:370:7334', 6],
  ['1:2:3:4:5:6:7:8', 6],
  ['1:2:3:4:5:6:7::', 6],
  ['::2:3:4:5:6:7:8', 6],
  ['1:2:3:4:5:6:7:8::', 0],
  ['1:2:3:4:5:6:7', 0],
  [':::', 0],
  ['1::2::3', 0],
  [':1::', 0],
  ['::ffff:1.2.3.4', 6],
  ['::1.2.3.4', 6],
  ['1:2:3:4:5:6:1.2.3.4', 6],
  ['1:2:3:4:5::1.2.3.4', 6],
  ['1:2:3:4:5:6:7:1.2.3.4', 0],
  ['::ffff:01.2.3.4', 0],
  ['1.2.3.4::', 0],
  ['00000::', 0],
  // zone ids: isIP says 6, the API cannot take them
  ['fe80::1%eth0', 0],
  ['::1%1', 0],
]

Known('agrees with the table (and the table with isIP, zones aside)', () => {
  for (const [s, v] of known) {
    assert.is(ipVersion(s), v, JSON.stringify(s))
    assert.is(oracle(s), v, `oracle ${JSON.stringify(s)}`)
    assert.is(isIPv4(s), v === 4)
    assert.is(isIPv6(s), v === 6)
    assert.is(validateIp(s), v ? undefined : 'Not a valid IP address')
  }
  assert.is(isIP('fe80::1%eth0'), 6, 'documents the one deliberate difference')
})

Known.run()

const Fuzz = suite('ipVersion fuzzed against node:net isIP')

Fuzz('valid generated addresses', () => {
  for (let i = 0; i < 3000; i++) {
    const s = rand() < 0.4 ? randomV4() : randomV6()
    assert.is(ipVersion(s), oracle(s), `${JSON.stringify(s)} seed=${seed}`)
    assert.ok(ipVersion(s) !== 0, s)
  }
})

Fuzz('mutations of valid addresses', () => {
  for (let i = 0; i < 15000; i++) {
    const s = mutate(rand() < 0.4 ? randomV4() : randomV6())
    assert.is(ipVersion(s), oracle(s), `${JSON.stringify(s)} seed=${seed}`)
  }
})

Fuzz('random strings over the address alphabet', () => {
  for (let i = 0; i < 5000; i++) {
    const s = Array.from({ length: int(20) }, () => pick([...'0123456789abcdef:.:.'])).join('')
    assert.is(ipVersion(s), oracle(s), `${JSON.stringify(s)} seed=${seed}`)
  }
})

Fuzz.run()

const Net = suite('validateIpNet')

Net('the rules: validation messages', () => {
  const cases: [string, string | undefined][] = [
    ['10.0.0.0/8', undefined],
    ['10.0.0.0/0', undefined],
    ['10.0.0.0/32', undefined],
    ['fd00::/64', undefined],
    ['::/128', undefined],
    ['10.0.0.0', 'Must contain an IP address and a width, separated by a /'],
    ['10.0.0.0/8/8', 'Must contain an IP address and a width, separated by a /'],
    ['', 'Must contain an IP address and a width, separated by a /'],
    ['10.0.0/8', 'Not a valid IP address'],
    ['/8', 'Not a valid IP address'],
    ['10.0.0.0/', 'Width must be an integer'],
    ['10.0.0.0/8.5', 'Width must be an integer'],
    ['10.0.0.0/-1', 'Width must be an integer'],
    ['10.0.0.0/ 8', 'Width must be an integer'],
    ['10.0.0.0/33', 'Max width for IPv4 is 32'],
    ['fd00::/129', 'Max width for IPv6 is 128'],
    ['fd00::/99999999999999999999', 'Max width for IPv6 is 128'],
  ]
  for (const [s, want] of cases) assert.is(validateIpNet(s), want, s)
  assert.equal(parseIpNet('fd00::/48'), { ok: true, version: 6, address: 'fd00::', width: 48 })
})

// An oracle written differently: regex split and isIP for the address.
function netOracle(s: string): string | undefined {
  const m = /^([^/]*)\/([^/]*)$/.exec(s)
  if (!m) return 'Must contain an IP address and a width, separated by a /'
  const v = oracle(m[1])
  if (!v) return 'Not a valid IP address'
  if (m[2] === '' || [...m[2]].some((c) => c < '0' || c > '9')) return 'Width must be an integer'
  const max = v === 4 ? 32 : 128
  if (parseInt(m[2], 10) > max) return `Max width for IPv${v} is ${max}`
  return undefined
}

Net('fuzzed against an independent oracle', () => {
  for (let i = 0; i < 8000; i++) {
    const addr = rand() < 0.5 ? randomV4() : randomV6()
    let s = rand() < 0.9 ? `${addr}/${int(140)}` : addr
    if (rand() < 0.5) s = mutate(s)
    assert.is(validateIpNet(s), netOracle(s), `${JSON.stringify(s)} seed=${seed}`)
  }
})

Net.run()

const Canonical = suite('canonicalIpNet: a network as the API writes it back')
for (const [typed, written] of [
  ['10.20.0.0/24', '10.20.0.0/24'],
  ['10.20.0.0/024', '10.20.0.0/24'],
  ['FD00:0:0::/64', 'fd00::/64'],
  ['fd00:0000:0000:0000:0000:0000:0000:0001/128', 'fd00::1/128'],
  ['2001:db8:0:0:1:0:0:1/64', '2001:db8::1:0:0:1/64'],
  ['::ffff:10.0.0.1/128', '::ffff:10.0.0.1/128'],
  ['::FFFF:a00:1/128', '::ffff:10.0.0.1/128'],
  ['1:0:0:2:0:0:0:3/64', '1:0:0:2::3/64'],
  ['0:0:0:0:0:0:0:0/0', '::/0'],
  ['1:0:3:4:5:6:7:8/64', '1:0:3:4:5:6:7:8/64'],
  ['not a network', 'not a network'],
] as const) {
  Canonical(`${typed} -> ${written}`, () => assert.is(canonicalIpNet(typed), written))
}
Canonical.run()
