import { randomBytes } from 'node:crypto'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { decodeBase64 } from '../../web/mock/base64'

test('decodes strict base64 of every padding, byte for byte', () => {
  for (const n of [0, 1, 2, 3, 4, 5, 511, 512 * 1024]) {
    const bytes = randomBytes(n)
    const out = decodeBase64(bytes.toString('base64'))
    assert.ok(out, `length ${n}`)
    assert.ok(Buffer.from(out).equals(bytes), `length ${n}`)
  }
})

test('refuses what the server refuses: bad length, other alphabets, whitespace, stray padding', () => {
  for (const bad of [
    'A',
    'AAA',
    'AAAAA',
    'AB-_',
    'AB$D',
    'AB D',
    'AB\nD',
    'A=AA',
    'AA=A',
    'A===',
    'AAAA====',
    'QUJD\u00e9QUJD',
  ]) {
    assert.is(decodeBase64(bad), null, JSON.stringify(bad))
  }
})

test.run()
