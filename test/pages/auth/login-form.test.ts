import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { toLocalLogin, validateLocalLogin, type LocalLoginValues } from '../../../web/pages/auth/login-form'

const Local = suite('validateLocalLogin')
const cases: [LocalLoginValues, { username?: string; password?: string }][] = [
  [{ username: 'fleet-admin', password: 'demo-password' }, {}],
  [
    { username: '', password: '' },
    { username: 'Username is required', password: 'Password is required' },
  ],
  [{ username: '  ', password: 'x' }, { username: 'Username is required' }],
  [{ username: 'a', password: ' ' }, {}],
]
Local('both are required; a password of spaces is a password', () => {
  for (const [v, expected] of cases) {
    const e = validateLocalLogin(v)
    assert.equal(
      { username: e.username, password: e.password },
      { username: undefined, password: undefined, ...expected },
    )
  }
})
Local('the username is sent trimmed, the password as typed', () => {
  assert.equal(toLocalLogin({ username: ' fleet-admin ', password: ' pw ' }), {
    username: 'fleet-admin',
    password: ' pw ',
  })
})
Local.run()
