import { generateKeyPairSync } from 'node:crypto'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'

import {
  DEVICE_CODE_INVALID,
  NAME_PATTERN,
  PORT_RANGE_BACKWARDS,
  PORT_RANGE_INVALID,
  formatDeviceCode,
  normalizeDeviceCode,
  parsePortRange,
  requiredMessage,
  validateDeviceCode,
  validateIp,
  validateIpNet,
  validateName,
  validatePem,
  validatePortRange,
  validateSshPublicKey,
} from '../../web/util/validate'

const Required = suite('requiredMessage')
Required('the rules: validation text', () => {
  assert.is(requiredMessage('Name'), 'Name is required')
  assert.is(requiredMessage('Public key'), 'Public key is required')
})
Required('ip validators are reachable from here too', () => {
  assert.is(validateIp('x'), 'Not a valid IP address')
  assert.is(validateIpNet('10.0.0.0/8'), undefined)
})
Required.run()

const Name = suite('validateName')

Name('messages name the first thing to fix', () => {
  const cases: [string, string | undefined][] = [
    ['db1', undefined],
    ['a', undefined],
    ['my-instance-2', undefined],
    ['a'.repeat(63), undefined],
    ['', 'Name is required'],
    ['1abc', 'Must start with a lowercase letter'],
    ['-abc', 'Must start with a lowercase letter'],
    ['Abc', 'Must start with a lowercase letter'],
    ['abC', 'Can only contain lowercase letters, numbers, and dashes'],
    ['a_b', 'Can only contain lowercase letters, numbers, and dashes'],
    ['a b', 'Can only contain lowercase letters, numbers, and dashes'],
    ['abc-', 'Must end with a letter or number'],
    ['a'.repeat(64), 'Must be 63 characters or fewer'],
    ['deadbeef-1234-4abc-8def-0123456789ab', 'Cannot be a UUID'],
  ]
  for (const [name, want] of cases) assert.is(validateName(name), want, name)
  assert.is(validateName('', 'Disk name'), 'Disk name is required')
  assert.is(validateName('', 'Name', false), undefined)
})

Name('accepts exactly the all-lowercase subset of the API Name pattern', () => {
  // oracle: nexus.json's pattern and maxLength, restricted to lowercase
  const oracle = (n: string) => NAME_PATTERN.test(n) && n.length <= 63 && !/[A-Z]/.test(n)
  const alphabet = 'abcz09-A_'
  let x = 1
  const next = () => ((x = (x * 48271) % 2147483647), x)
  let accepted = 0
  for (let i = 0; i < 5000; i++) {
    let name = ''
    for (let n = next() % 70; n > 0; n--) name += alphabet[next() % alphabet.length]
    if (next() % 2) name = 'a' + name.replace(/[A_]/g, '')
    const ok = validateName(name) === undefined
    assert.is(ok, oracle(name), name)
    if (ok) accepted++
  }
  assert.ok(accepted > 500, `only ${accepted} valid samples`)
})

Name.run()

const Ports = suite('parsePortRange / validatePortRange')

Ports('the rules: validation cases', () => {
  const cases: [string, [number, number] | null][] = [
    ['22', [22, 22]],
    [' 443 ', [443, 443]],
    ['80-90', [80, 90]],
    ['\t8000-8080\n', [8000, 8080]],
    ['80-80', [80, 80]],
    ['0', [0, 0]],
    ['99999', [99999, 99999]],
    ['00080', [80, 80]],
    ['90-80', null],
    ['123456', null],
    ['1-123456', null],
    ['', null],
    ['-80', null],
    ['80-', null],
    ['80 - 90', null],
    ['80,90', null],
    ['8a', null],
    ['1-2-3', null],
  ]
  for (const [s, want] of cases) assert.equal(parsePortRange(s), want, JSON.stringify(s))
  assert.is(validatePortRange('80-90'), undefined)
  assert.is(validatePortRange('90-80'), PORT_RANGE_BACKWARDS)
  assert.is(validatePortRange('http'), PORT_RANGE_INVALID)
})

// Independent oracle: character walk instead of a regex.
function portOracle(raw: string): [number, number] | null {
  const s = raw.replace(/^\s+|\s+$/g, '')
  const dash = s.indexOf('-')
  const parts = dash === -1 ? [s] : [s.slice(0, dash), s.slice(dash + 1)]
  for (const p of parts) {
    if (p.length < 1 || p.length > 5) return null
    for (const c of p) if (c < '0' || c > '9') return null
  }
  const [lo, hi = lo] = parts.map(Number)
  return hi >= lo ? [lo, hi] : null
}

Ports('fuzzed against an independent oracle', () => {
  let x = 7
  const next = () => ((x = (x * 48271) % 2147483647), x)
  const alphabet = '0123456789-- \t1'
  for (let i = 0; i < 10000; i++) {
    let s = ''
    for (let n = next() % 15; n > 0; n--) s += alphabet[next() % alphabet.length]
    const want = portOracle(s)
    assert.equal(parsePortRange(s), want, JSON.stringify(s))
    assert.is(validatePortRange(s) === undefined, want !== null)
  }
})

Ports.run()

const Device = suite('device code')

Device('normalise: letters only, uppercased, at most 8', () => {
  assert.is(normalizeDeviceCode('abcd-efgh'), 'ABCDEFGH')
  assert.is(normalizeDeviceCode('a1b2 c3d4éz'), 'ABCDZ')
  assert.is(normalizeDeviceCode('abcdefghijk'), 'ABCDEFGH')
})

Device('display: dash after index 3', () => {
  assert.is(formatDeviceCode('abcdefgh'), 'ABCD-EFGH')
  assert.is(formatDeviceCode('ABCD-EFGH'), 'ABCD-EFGH')
  assert.is(formatDeviceCode('abcde'), 'ABCD-E')
  assert.is(formatDeviceCode('abcd'), 'ABCD')
  assert.is(formatDeviceCode(''), '')
  assert.is(formatDeviceCode('abcdefgh').indexOf('-'), 4)
})

Device('validate: 8 letters or Code is invalid', () => {
  assert.is(DEVICE_CODE_INVALID, 'Code is invalid')
  for (const ok of ['ABCDEFGH', 'abcd-efgh', ' ABCD EFGH ']) assert.is(validateDeviceCode(ok), undefined, ok)
  for (const bad of ['', 'ABCDEFG', 'ABCDEFGHI', 'ABCD1EFG', 'ABCD_EFGH']) {
    assert.is(validateDeviceCode(bad), 'Code is invalid', bad)
  }
})

Device.run()

// ------------------------------------------------------------------ SSH keys

const sshString = (b: Uint8Array | string) => {
  const bytes = typeof b === 'string' ? Buffer.from(b, 'latin1') : Buffer.from(b)
  const len = Buffer.alloc(4)
  len.writeUInt32BE(bytes.length)
  return Buffer.concat([len, bytes])
}
const blob = (...fields: (Uint8Array | string)[]) => Buffer.concat(fields.map(sshString)).toString('base64')
const b64url = (s: string) => Buffer.from(s, 'base64url')
/** RFC 4251 mpint: big-endian, with a 0 byte in front when the top bit is set. */
const mpint = (b: Buffer) => (b[0] & 0x80 ? Buffer.concat([Buffer.from([0]), b]) : b)

// Real keys from node:crypto, encoded by hand: an oracle independent of the validator.
function realKeys(): string[] {
  const ed = generateKeyPairSync('ed25519').publicKey.export({ format: 'jwk' })
  const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ format: 'jwk' })
  const keys = [
    `ssh-ed25519 ${blob('ssh-ed25519', b64url(ed.x!))} me@laptop`,
    `ssh-rsa ${blob('ssh-rsa', mpint(b64url(rsa.e!)), mpint(b64url(rsa.n!)))}`,
  ]
  for (const [curve, nist] of [
    ['P-256', 'nistp256'],
    ['P-384', 'nistp384'],
    ['P-521', 'nistp521'],
  ]) {
    const jwk = generateKeyPairSync('ec', { namedCurve: curve }).publicKey.export({ format: 'jwk' })
    const q = Buffer.concat([Buffer.from([4]), b64url(jwk.x!), b64url(jwk.y!)])
    keys.push(`ecdsa-sha2-${nist} ${blob(`ecdsa-sha2-${nist}`, nist, q)} a comment with spaces`)
  }
  keys.push(`sk-ssh-ed25519@openssh.com ${blob('sk-ssh-ed25519@openssh.com', b64url(ed.x!), 'ssh:')}`)
  keys.push(
    `sk-ecdsa-sha2-nistp256@openssh.com ${blob('sk-ecdsa-sha2-nistp256@openssh.com', 'nistp256', Buffer.alloc(65, 4), 'ssh:')}`,
  )
  return keys
}

// Straight from ssh-keygen.
const keygenEd25519 = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIL5IvKkxngQKH3xp0uxn+gJ3yCqTl8gk3cSeknHFsnmJ alice@example'
const keygenEcdsa384 =
  'ecdsa-sha2-nistp384 AAAAE2VjZHNhLXNoYTItbmlzdHAzODQAAAAIbmlzdHAzODQAAABhBFQrJqIMzDETjszyWlC7d/CUH7OoagpoBQd/vL5hCqRoy8y+sbg/4Kf4UGZ3Z15d/nBeM1hoqJ0PphJcreSY+aFSmhmNy9wBZXNHcNeqD9/B0uKzdQP7EiF3ajmgr3/C1A=='

const Ssh = suite('validateSshPublicKey')

Ssh('accepts every supported type', () => {
  for (const key of [...realKeys(), keygenEd25519, keygenEcdsa384, `  ${keygenEd25519}\n`]) {
    assert.is(validateSshPublicKey(key), undefined, key.slice(0, 40))
  }
})

Ssh('rejects with a message saying what is wrong', () => {
  const [, body] = keygenEd25519.split(' ')
  const cases: [string, string][] = [
    ['', 'Must start with a key type such as ssh-ed25519 or ssh-rsa'],
    ['ssh-dss AAAA', 'Must start with a key type such as ssh-ed25519 or ssh-rsa'],
    ['toString AAAA', 'Must start with a key type such as ssh-ed25519 or ssh-rsa'],
    [body, 'Must start with a key type such as ssh-ed25519 or ssh-rsa'],
    ['ssh-ed25519', 'Key data is missing after the key type'],
    ['ssh-ed25519 not*base64', 'Key data is not valid base64'],
    ['ssh-ed25519 AAAAC3Nza', 'Key data is not valid base64'],
    [`ssh-rsa ${body}`, 'Key data is not a valid ssh-rsa key'],
    [`ssh-ed25519 ${body.slice(0, 40)}`, 'Key data is not a valid ssh-ed25519 key'],
    [`ssh-ed25519 ${blob('ssh-ed25519', Buffer.alloc(31))}`, 'Key data is not a valid ssh-ed25519 key'],
    [
      `ecdsa-sha2-nistp256 ${blob('ecdsa-sha2-nistp256', 'nistp384', Buffer.alloc(65))}`,
      'Key data is not a valid ecdsa-sha2-nistp256 key',
    ],
    [`ssh-ed25519 ${body}\nssh-ed25519 ${body}`, 'Must be a single line'],
  ]
  for (const [key, want] of cases) assert.is(validateSshPublicKey(key), want, key.slice(0, 50))
})

Ssh.run()

// ----------------------------------------------------------------------- PEM

const Pem = suite('validatePem')

const keys = generateKeyPairSync('ec', {
  namedCurve: 'P-256',
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
})
const sec1 = generateKeyPairSync('ec', {
  namedCurve: 'P-256',
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'sec1', format: 'pem' },
}).privateKey
// A certificate-shaped block; the validator checks framing and base64, not X.509.
const cert = `-----BEGIN CERTIFICATE-----\n${Buffer.alloc(300, 7)
  .toString('base64')
  .replace(/(.{64})/g, '$1\n')}\n-----END CERTIFICATE-----\n`

Pem('accepts real keys, chains, CRLF, headers and surrounding text', () => {
  const good: [string, string?][] = [
    [keys.privateKey, 'PRIVATE KEY'],
    [keys.publicKey, 'PUBLIC KEY'],
    [sec1, 'PRIVATE KEY'],
    [cert, 'CERTIFICATE'],
    [cert + cert, 'CERTIFICATE'],
    [`Bag Attributes\n    friendlyName: x\n${cert}`, 'CERTIFICATE'],
    [cert.replaceAll('\n', '\r\n')],
    [
      '-----BEGIN RSA PRIVATE KEY-----\nProc-Type: 4,ENCRYPTED\nDEK-Info: AES-128-CBC,00\n\nAAAA\n-----END RSA PRIVATE KEY-----',
      'PRIVATE KEY',
    ],
  ]
  for (const [text, expect] of good) assert.is(validatePem(text, expect), undefined, text.slice(0, 40))
})

Pem('rejects with a message saying what is wrong', () => {
  const body = cert.split('\n').slice(1, -2).join('\n')
  const cases: [string, string | undefined, string][] = [
    ['', undefined, 'Must be PEM-encoded, starting with a -----BEGIN …----- line'],
    ['just text', undefined, 'Must be PEM-encoded, starting with a -----BEGIN …----- line'],
    [`-----BEGIN CERTIFICATE-----\n${body}\n`, undefined, 'Missing the -----END CERTIFICATE----- line'],
    [
      `-----BEGIN CERTIFICATE-----\n${body}\n-----END PRIVATE KEY-----`,
      undefined,
      'Missing the -----END CERTIFICATE----- line',
    ],
    [`-----BEGIN CERTIFICATE-----\n${body}\n${cert}`, undefined, 'Missing the -----END CERTIFICATE----- line'],
    ['-----BEGIN CERTIFICATE-----\n-----END CERTIFICATE-----', undefined, 'The CERTIFICATE block is not valid base64'],
    [
      '-----BEGIN CERTIFICATE-----\nnot base64!\n-----END CERTIFICATE-----',
      undefined,
      'The CERTIFICATE block is not valid base64',
    ],
    [
      '-----BEGIN CERTIFICATE-----\nAAA\n-----END CERTIFICATE-----',
      undefined,
      'The CERTIFICATE block is not valid base64',
    ],
    [cert, 'PRIVATE KEY', 'Must contain a PRIVATE KEY block'],
    [keys.privateKey, 'CERTIFICATE', 'Must contain a CERTIFICATE block'],
  ]
  for (const [text, expect, want] of cases) assert.is(validatePem(text, expect), want, text.slice(0, 60))
})

Pem.run()
