import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { parseCookies } from '../../web/mock/cookies'

test('parseCookies reads name=value pairs, the first of a name, quoted and encoded values', () => {
  assert.equal(parseCookies(null), {})
  assert.equal(parseCookies('session=abc; theme="dark"; session=later; bad; x=a%20b; y=%E0'), {
    session: 'abc',
    theme: 'dark',
    x: 'a b',
    y: '%E0',
  })
})

test.run()
