import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { act } from 'preact/test-utils'
import type { Policy, RoleKey } from '../../../../web/api/roles'
import { toIdentities } from '../../../../web/pages/common/access/access-rows'
import { AccessPanel } from '../../../../web/pages/common/access/AccessPanel'
import type { PolicyStore } from '../../../../web/pages/common/access/policy-store'
import { descriptionOf, render, withDom } from '../../../../test-support/dom'
import { until } from '../../../../test-support/until'
// Headless UI decides 'server or browser' when first imported, before happy-dom is
// registered, and then never portals a dialog; re-detect once the DOM exists.
import { env as headlessEnv } from '../../../../node_modules/@headlessui/react/dist/utils/env.js'

const user = (identityId: string, roleName: RoleKey) => ({ identityId, identityType: 'silo_user', roleName }) as const
const group = (identityId: string, roleName: RoleKey) => ({ identityId, identityType: 'silo_group', roleName }) as const

const identities = toIdentities(
  [
    { id: 'u-amy', displayName: 'amy' },
    { id: 'u-bob', displayName: 'bob' },
  ],
  [
    { id: 'g-web', displayName: 'web-devs' },
    { id: 'g-ops', displayName: 'ops' },
  ],
)

const cells = (body: HTMLElement) =>
  [...body.querySelectorAll('tbody tr')].map((tr) =>
    [...tr.querySelectorAll('td')].slice(0, -1).map((td) => td.textContent?.trim()),
  )

const button = (body: HTMLElement, text: string) =>
  [...body.querySelectorAll('button')].find((b) => b.textContent?.startsWith(text)) as HTMLButtonElement

/** A policy held "on the server": reads return what is there now, puts replace it. */
function server(initial: Policy, fail?: string) {
  const state = { now: initial, saved: [] as Policy[] }
  const store: PolicyStore = {
    read: async () => state.now,
    put: async (p) => {
      if (fail) throw new Error(fail)
      state.saved.push(p)
      state.now = p
    },
    preview: () => ({ cli: '', method: 'PUT', url: '/v1/policy' }),
  }
  return { state, store }
}
const nothing = server({ roleAssignments: [] }).store

const submitAssign = (body: HTMLElement) =>
  act(() => {
    button(body, 'Assign role')
      .closest('form')!
      .dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
  })
/** The save read the policy and wrote it. */
const written = (state: { saved: Policy[] }) => until(() => state.saved.length, { what: 'the policy written' })

const Panel = suite('AccessPanel')
withDom(Panel)
Panel.before(() => headlessEnv.reset())

Panel('lists groups before users with type and role', () => {
  const policy: Policy = { roleAssignments: [user('u-bob', 'viewer'), group('g-web', 'collaborator')] }
  const body = render(<AccessPanel scope="silo" policy={policy} identities={identities} store={nothing} />)
  assert.equal(cells(body), [
    ['web-devs', 'Group', 'collaborator'],
    ['bob', 'User', 'viewer'],
  ])
})

Panel('on a project, silo roles are marked inherited and the strongest is the effective role', () => {
  const project: Policy = { roleAssignments: [user('u-amy', 'viewer')] }
  const silo: Policy = { roleAssignments: [user('u-amy', 'admin'), group('g-ops', 'viewer')] }
  const body = render(
    <AccessPanel
      scope="project"
      policy={project}
      inherited={{ scope: 'silo', policy: silo }}
      identities={identities}
      store={nothing}
    />,
  )
  const headers = [...body.querySelectorAll('thead th')].map((th) => th.textContent)
  assert.equal(headers.slice(0, 5), ['Name', 'Type', 'Project role', 'Silo role', 'Effective role'])
  assert.equal(cells(body), [
    ['ops', 'Group', '—', 'viewer inherited from silo', 'viewer'],
    ['amy', 'User', 'viewer', 'admin inherited from silo', 'admin'],
  ])
})

Panel('read-only: Add role is disabled and says why', () => {
  const reason = 'Only silo admins can do this'
  const body = render(
    <AccessPanel
      scope="silo"
      policy={{ roleAssignments: [] }}
      identities={identities}
      store={nothing}
      writeDisabled={reason}
    />,
  )
  const add = button(body, 'Add role')
  assert.is(add.getAttribute('aria-disabled'), 'true')
  assert.is(descriptionOf(add), reason)
  assert.ok(body.querySelector('[role=note]')?.textContent?.includes('only silo admins can do this'))
})

Panel('no read-only note while the role is still loading', () => {
  const body = render(
    <AccessPanel
      scope="silo"
      policy={{ roleAssignments: [] }}
      identities={identities}
      store={nothing}
      writeDisabled="Checking your permissions"
    />,
  )
  assert.is(body.querySelector('[role=note]'), null)
})

Panel('adding a role offers only identities without one and saves the updated policy', async () => {
  const policy: Policy = { roleAssignments: [user('u-bob', 'viewer'), group('g-web', 'collaborator')] }
  const { state, store } = server(policy)
  const body = render(<AccessPanel scope="project" policy={policy} identities={identities} store={store} />)
  act(() => button(body, 'Add role').click())
  const selects = [...body.querySelectorAll('select')] as HTMLSelectElement[]
  const picker = selects.find((s) => [...s.options].some((o) => o.text === 'Select a user or group'))!
  assert.equal(
    [...picker.options].map((o) => o.text),
    ['Select a user or group', 'ops (group)', 'amy (user)'],
  )
  const role = selects.find((s) => s !== picker)!
  act(() => {
    picker.value = 'g-ops'
    picker.dispatchEvent(new Event('change', { bubbles: true }))
    role.value = 'collaborator'
    role.dispatchEvent(new Event('change', { bubbles: true }))
  })
  submitAssign(body)
  await written(state)
  assert.equal(state.saved, [{ roleAssignments: [...policy.roleAssignments, group('g-ops', 'collaborator')] }])
})

Panel('a failed save keeps the panel open with the server message', async () => {
  const policy: Policy = { roleAssignments: [] }
  const body = render(
    <AccessPanel
      scope="silo"
      policy={policy}
      identities={identities}
      store={server(policy, 'Action not authorized').store}
    />,
  )
  act(() => button(body, 'Add role').click())
  const picker = [...body.querySelectorAll('select')][0] as HTMLSelectElement
  act(() => {
    picker.value = 'u-amy'
    picker.dispatchEvent(new Event('change', { bubbles: true }))
  })
  submitAssign(body)
  await until(() => body.textContent?.includes('Action not authorized'), { what: "the server's message" })
  assert.is(picker.value, 'u-amy')
})

/** Opens Add role, picks `identity` with `role` and submits; the save goes on after it returns. */
function addRole(body: HTMLElement, identity: string, role: RoleKey) {
  act(() => button(body, 'Add role').click())
  const [picker, roleSelect] = [...body.querySelectorAll('select')] as HTMLSelectElement[]
  act(() => {
    picker.value = identity
    picker.dispatchEvent(new Event('change', { bubbles: true }))
    roleSelect.value = role
    roleSelect.dispatchEvent(new Event('change', { bubbles: true }))
  })
  submitAssign(body)
}

Panel('a role someone else granted since the page loaded is kept', async () => {
  const loaded: Policy = { roleAssignments: [] }
  const { state, store } = server({ roleAssignments: [user('u-bob', 'admin')] })
  const body = render(<AccessPanel scope="silo" policy={loaded} identities={identities} store={store} />)
  addRole(body, 'u-amy', 'viewer')
  await written(state)
  assert.equal(state.saved, [{ roleAssignments: [user('u-bob', 'admin'), user('u-amy', 'viewer')] }])
})

Panel('the same identity changed by someone else: both values shown, nothing written until chosen', async () => {
  const loaded: Policy = { roleAssignments: [] }
  const { state, store } = server({ roleAssignments: [user('u-amy', 'admin')] })
  const body = render(<AccessPanel scope="silo" policy={loaded} identities={identities} store={store} />)
  addRole(body, 'u-amy', 'viewer')
  // the save stops at the conflict, instead of a write
  const notice = await until(() => body.querySelector('[aria-label="Changed by someone else"]'), {
    what: 'the conflict notice',
  })
  assert.equal(state.saved, [])
  assert.equal(
    [...notice.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((c) => c.firstChild?.textContent)),
    [["amy's role", 'no role', 'admin', 'viewer']],
  )
  act(() => button(notice as HTMLElement, 'Apply mine').click())
  await written(state)
  assert.equal(state.saved, [{ roleAssignments: [user('u-amy', 'viewer')] }])
})

Panel('the form lists what the save will change', () => {
  const policy: Policy = { roleAssignments: [user('u-bob', 'viewer')] }
  const body = render(<AccessPanel scope="silo" policy={policy} identities={identities} store={nothing} />)
  act(() => button(body, 'Add role').click())
  const picker = [...body.querySelectorAll('select')][0] as HTMLSelectElement
  act(() => {
    picker.value = 'u-amy'
    picker.dispatchEvent(new Event('change', { bubbles: true }))
  })
  const preview = body.querySelector('[aria-label="Changes to apply"]')!
  assert.match(preview.textContent!, "Add amy's role: viewer")
})

Panel.run()
