import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { decoderFailure, GZIP_MEMBERS } from '../../web/upload/decode'
import { FormatError } from '../../web/upload/formats'

test('a decoder failure becomes the reason the form shows', () => {
  const own = new FormatError('The xz file is truncated or corrupt (its index is missing)')
  assert.is(decoderFailure(own, 'xz'), own)
  assert.is(
    decoderFailure(new Error('xz decoding failed with code 7'), 'xz').message,
    'The xz data is truncated or corrupt',
  )
  assert.match(
    decoderFailure(new Error('WebAssembly.instantiate(): Refused to compile'), 'xz').message,
    'The server does not allow the xz decoder to run',
  )
  // what Chromium's DecompressionStream says of a second gzip member
  assert.is(decoderFailure(new TypeError('Junk found after end of compressed data.'), 'gzip').message, GZIP_MEMBERS)
  assert.is(
    decoderFailure(new TypeError('incorrect header check'), 'gzip').message,
    'The gzip data is truncated or corrupt',
  )
})

test.run()
