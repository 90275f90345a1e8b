import { createHash, randomBytes } from 'node:crypto'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { Sha256, sha256Hex } from '../../web/util/sha256'

const ref = (b: Uint8Array) => createHash('sha256').update(b).digest('hex')

test('known vectors', () => {
  assert.is(sha256Hex(new Uint8Array()), 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855')
  assert.is(
    sha256Hex(new TextEncoder().encode('abc')),
    'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
  )
})

test('every length around the block and padding edges equals node:crypto', () => {
  const data = randomBytes(300)
  for (let n = 0; n <= 300; n++) assert.is(sha256Hex(data.subarray(0, n)), ref(data.subarray(0, n)), `length ${n}`)
})

test('incremental updates of random sizes equal one-shot node:crypto', () => {
  for (let round = 0; round < 20; round++) {
    const data = randomBytes(1 + Math.floor(Math.random() * 200_000))
    const h = new Sha256()
    for (let i = 0; i < data.length;) {
      const n = Math.min(data.length - i, Math.floor(Math.random() * 5000))
      h.update(data.subarray(i, i + n))
      i += n
    }
    assert.is(h.digestHex(), ref(data))
  }
})

test('updateZeros equals hashing that many zero bytes', () => {
  const h = new Sha256().update(new Uint8Array([1, 2, 3])).updateZeros(200_003)
  const all = new Uint8Array(200_006)
  all.set([1, 2, 3])
  assert.is(h.digestHex(), ref(all))
})

test('updateZeros after any partial block, of any length, equals hashing the zero bytes', () => {
  for (const head of [0, 1, 63, 64, 65, 100]) {
    for (const n of [0, 1, 62, 63, 64, 65, 127, 128, 129, 1000, 70_001]) {
      const lead = new Uint8Array(head).map((_, i) => i + 1)
      const all = new Uint8Array(head + n)
      all.set(lead)
      const h = new Sha256()
        .update(lead)
        .updateZeros(n)
        .update(new Uint8Array([9]))
      assert.is(h.digestHex(), ref(new Uint8Array([...all, 9])), `${head} then ${n} zeros`)
    }
  }
})

test.run()
