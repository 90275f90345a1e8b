import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { act } from 'preact/test-utils'
import { LocalUserModal } from '../../../../web/pages/system/silos/LocalUserModal'
import { render, withDom } from '../../../../test-support/dom'
import { until } from '../../../../test-support/until'
// Headless UI decides 'server or browser' when first imported, before happy-dom is
// registered, and then never portals a dialog; re-detect once the DOM exists.
import { env as headlessEnv } from '../../../../node_modules/@headlessui/react/dist/utils/env.js'

const User = suite('LocalUserModal keeps the username until the user is created')
withDom(User)

const HERE = '/system/silos/dev/users'
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
let refuse = false
User.before.each(() => {
  headlessEnv.reset()
  sessionStorage.clear()
  history.replaceState(null, '', HERE)
  refuse = false
  globalThis.fetch = (async () =>
    refuse
      ? json({ message: 'already exists: user "ana"', error_code: 'ObjectAlreadyExists', request_id: 'r' }, 400)
      : json({ id: 'u-1', displayName: 'ana', siloId: 's-1' })) as typeof fetch
})

const typeAndCreate = () => {
  act(() => {
    const label = [...document.querySelectorAll('label')].find((l) => l.textContent?.startsWith('Username'))!
    const input = document.getElementById(label.htmlFor) as HTMLInputElement
    input.value = 'ana'
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
  act(() => [...document.querySelectorAll('button')].find((b) => b.textContent === 'Create user')!.click())
}
const kept = () => Object.keys(sessionStorage).filter((k) => k.includes(HERE))

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
