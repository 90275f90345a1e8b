import { suite } from 'uvu'
import * as assert from 'uvu/assert'

import { generateName } from '../../web/util/names'
import { NAME_PATTERN, validateName } from '../../web/util/validate'

const fixed = (x: number) => () => x

const Gen = suite('generateName')

Gen('parts joined with -, then a 6-hex suffix', () => {
  assert.is(generateName(['db1', 'disk'], fixed(0)), 'db1-disk-000000')
  assert.is(generateName(['db1'], fixed(0.5)), 'db1-800000')
  assert.is(generateName(['db1'], fixed(0.9999999999)), 'db1-ffffff')
  // a misbehaving source that returns 1 still gives six digits
  assert.is(generateName(['db1'], fixed(1)), 'db1-ffffff')
})

Gen('suffix comes from the injected source, and Math.random by default', () => {
  assert.is.not(generateName(['a'], fixed(0.1)), generateName(['a'], fixed(0.2)))
  assert.match(generateName(['a']), /^a-[0-9a-f]{6}$/)
})

Gen('long parts share the 63 characters fairly', () => {
  const long = 'a'.repeat(100)
  const name = generateName([long, 'disk'], fixed(0))
  assert.is(name.length, 63)
  assert.ok(name.endsWith('-disk-000000'), name)
  const two = generateName([long, 'b'.repeat(100)], fixed(0))
  assert.is(two, `${'a'.repeat(28)}-${'b'.repeat(27)}-000000`)
})

Gen('parts are reduced to name characters and always start with a letter', () => {
  assert.is(generateName(['My Disk!', 'Snap_1'], fixed(0)), 'my-disk-snap-1-000000')
  assert.is(generateName(['123', 'x'], fixed(0)), 'x-123-x-000000')
  assert.is(generateName([], fixed(0)), 'x-000000')
  assert.is(generateName(['---', ''], fixed(0)), 'x-000000')
  // a cut landing just after an inner dash does not leave a dangling one
  const cut = generateName(['ab-' + 'c'.repeat(80), 'd'.repeat(80)], fixed(0))
  assert.ok(!cut.includes('--'), cut)
})

Gen('fuzz: always a valid Name of at most 63 characters', () => {
  let x = 42
  const next = () => ((x = (x * 48271) % 2147483647), x)
  const rand = () => next() / 2147483647
  const alphabet = 'abcXYZ019-_ .é/'
  for (let i = 0; i < 3000; i++) {
    const parts = Array.from({ length: next() % 6 }, () => {
      let p = ''
      for (let n = next() % 90; n > 0; n--) p += alphabet[next() % alphabet.length]
      return p
    })
    const name = generateName(parts, rand)
    assert.ok(name.length <= 63, name)
    assert.ok(NAME_PATTERN.test(name), name)
    assert.is(validateName(name), undefined, name)
    assert.match(name, /-[0-9a-f]{6}$/)
  }
})

Gen.run()
