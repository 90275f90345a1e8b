import { randomBytes } from 'node:crypto'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { base64Into, base64Length, BulkWriteBodies } from '../../web/upload/body'

const text = (b: Uint8Array) => Buffer.from(b).toString('latin1')

test('base64Into gives what Buffer gives, for every tail length and empty input', () => {
  for (const n of [0, 1, 2, 3, 4, 5, 6, 7, 512, 4095, 4096, 4097, 512 * 1024]) {
    const src = randomBytes(n)
    const dst = new Uint8Array(base64Length(n) + 2)
    const end = base64Into(src, dst, 2)
    assert.is(end, 2 + base64Length(n))
    assert.is(text(dst.subarray(2, end)), src.toString('base64'), `${n} bytes`)
  }
})

test('base64Into covers the whole alphabet, both ends of every 12-bit pair', () => {
  // 0x00, 0x10, 0x83, ... all 64 values land in each of the four sextet positions
  const src = new Uint8Array(3 * 256)
  for (let i = 0; i < 256; i++) src.set([i, (i * 7) & 255, 255 - i], i * 3)
  const dst = new Uint8Array(base64Length(src.length))
  base64Into(src, dst, 0)
  assert.is(text(dst), Buffer.from(src).toString('base64'))
})

test('base64Into refuses an odd start: its main loop stores two characters at a time', () => {
  assert.throws(() => base64Into(new Uint8Array(3), new Uint8Array(8), 1), /even offset/)
})

test('a bulk-write body is the JSON the API takes, whatever the offset digits, in one reused buffer', () => {
  const bodies = new BulkWriteBodies()
  let buffer: ArrayBufferLike | null = null
  for (const [offset, n] of [
    [4096, 512 * 1024],
    [0, 4096],
    [123456789 * 4096, 1000],
    [1 << 20, 2],
  ] as const) {
    const data = randomBytes(n)
    const body = bodies.of(offset, data)
    assert.equal(JSON.parse(text(body)), { offset, base64_encoded_data: data.toString('base64') })
    if (buffer) assert.is(body.buffer, buffer, 'no new buffer for a body that fits')
    buffer = body.buffer
  }
})

test.run()
