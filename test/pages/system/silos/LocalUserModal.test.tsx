import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { LocalUserModal } from '../../../../web/pages/system/silos/LocalUserModal'
import { draftsAt, json, pressButton, typeInto, withDialogPage } from '../../../../test-support/dialog-page'
import { render } from '../../../../test-support/dom'
import { until } from '../../../../test-support/until'

const User = suite('LocalUserModal keeps the username until the user is created')
const HERE = '/system/silos/dev/users'
withDialogPage(User, HERE)
let refuse = false
User.before.each(() => {
  refuse = false
  globalThis.fetch = (async () =>
    refuse
      ? json({ message: 'already exists: user "ana"', error_code: 'ObjectAlreadyExists', request_id: 'r' }, 400)
      : json({ id: 'u-1', displayName: 'ana', siloId: 's-1' })) as typeof fetch
})

const typeAndCreate = () => {
  typeInto('Username', 'ana')
  pressButton('Create user')
}
const kept = () => draftsAt(HERE)

User('a refused create keeps the username: leaving then keeps it as a draft', async () => {
  refuse = true
  render(<LocalUserModal silo="dev" onClose={() => undefined} />)
  typeAndCreate()
  await until(() => document.body.textContent?.includes('User name already exists'), {
    what: () => `the refusal shown: ${document.body.textContent}`,
  })
  render(null)
  assert.is(kept().length, 1, 'the username is kept as a draft')
})

User('a user that is created drops the draft', async () => {
  let closed = false
  render(<LocalUserModal silo="dev" onClose={() => (closed = true)} />)
  typeAndCreate()
  await until(() => closed, { what: 'the modal closed once created' })
  render(null)
  assert.is(kept().length, 0)
})

User.run()
