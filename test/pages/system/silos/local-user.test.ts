import { test } from 'uvu'
import * as assert from 'uvu/assert'
import {
  USERNAME_INVALID,
  localUserDefaults,
  toUserCreate,
  validateLocalUser,
} from '../../../../web/pages/system/silos/local-user'

const cases: [string, Partial<typeof localUserDefaults>, boolean, { name?: string; password?: string }][] = [
  ['create: no username', {}, false, { name: 'Username is required' }],
  ['create: a bad username', { name: 'Not valid' }, false, { name: USERNAME_INVALID }],
  ['create: no password is fine', { name: 'ann' }, false, {}],
  ['create: the username is trimmed', { name: ' ann ' }, false, {}],
  ['set password: no password', {}, true, { password: 'Password is required' }],
  ['set password: the username is not asked', { password: 'pw' }, true, {}],
]
for (const [what, values, settingPassword, expected] of cases)
  test(`validateLocalUser: ${what}`, () => {
    const errors = validateLocalUser({ ...localUserDefaults, ...values }, settingPassword)
    assert.equal(errors, { name: undefined, password: undefined, ...expected })
  })

test('no password disallows password login', () => {
  assert.equal(toUserCreate({ name: ' ann ', password: '' }), {
    externalId: 'ann',
    password: { mode: 'login_disallowed' },
  })
  assert.equal(toUserCreate({ name: 'ann', password: 'pw' }).password, { mode: 'password', value: 'pw' })
})

test.run()
