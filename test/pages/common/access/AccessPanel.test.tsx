import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { act } from 'preact/test-utils'
import type { Policy, RoleKey } from '../../../../web/api/roles'
import { toIdentities } from '../../../../web/pages/common/access/access-rows'
import { AccessPanel } from '../../../../web/pages/common/access/AccessPanel'
import { render, sleep, withDom } from '../../../../test-support/dom'
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

const Panel = suite('AccessPanel')
withDom(Panel)
Panel.before(() => headlessEnv.reset())

Panel('lists groups before users with type and role', () => {
  const policy: Policy = { roleAssignments: [user('u-bob', 'viewer'), group('g-web', 'collaborator')] }
  const body = render(<AccessPanel scope="silo" policy={policy} identities={identities} save={async () => {}} />)
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
      save={async () => {}}
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
      save={async () => {}}
      writeDisabled={reason}
    />,
  )
  const add = button(body, 'Add role')
  assert.is(add.getAttribute('aria-disabled'), 'true')
  assert.is(add.title, reason)
  assert.ok(body.querySelector('[role=note]')?.textContent?.includes('only silo admins can do this'))
})

Panel('no read-only note while the role is still loading', () => {
  const body = render(
    <AccessPanel
      scope="silo"
      policy={{ roleAssignments: [] }}
      identities={identities}
      save={async () => {}}
      writeDisabled="Checking your permissions"
    />,
  )
  assert.is(body.querySelector('[role=note]'), null)
})

Panel('adding a role offers only identities without one and saves the updated policy', async () => {
  const policy: Policy = { roleAssignments: [user('u-bob', 'viewer'), group('g-web', 'collaborator')] }
  const saved: Policy[] = []
  const body = render(
    <AccessPanel scope="project" policy={policy} identities={identities} save={async (p) => void saved.push(p)} />,
  )
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
  await act(async () => {
    button(body, 'Assign role')
      .closest('form')!
      .dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
    await sleep(0)
  })
  assert.equal(saved, [{ roleAssignments: [...policy.roleAssignments, group('g-ops', 'collaborator')] }])
})

Panel('a failed save keeps the panel open with the server message', async () => {
  const policy: Policy = { roleAssignments: [] }
  const body = render(
    <AccessPanel
      scope="silo"
      policy={policy}
      identities={identities}
      save={async () => {
        throw new Error('Action not authorized')
      }}
    />,
  )
  act(() => button(body, 'Add role').click())
  const picker = [...body.querySelectorAll('select')][0] as HTMLSelectElement
  act(() => {
    picker.value = 'u-amy'
    picker.dispatchEvent(new Event('change', { bubbles: true }))
  })
  await act(async () => {
    button(body, 'Assign role')
      .closest('form')!
      .dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
    await sleep(0)
  })
  assert.ok(body.textContent?.includes('Action not authorized'))
  assert.is(picker.value, 'u-amy')
})

Panel.run()
