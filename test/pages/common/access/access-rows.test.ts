import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { Policy, RoleKey } from '../../../../web/api/roles'
import { accessRows, identityTypeLabel, roleLabel, toIdentities } from '../../../../web/pages/common/access/access-rows'

const user = (identityId: string, roleName: RoleKey) => ({ identityId, identityType: 'silo_user', roleName }) as const
const group = (identityId: string, roleName: RoleKey) => ({ identityId, identityType: 'silo_group', roleName }) as const

const identities = toIdentities(
  [
    { id: 'u-zed', displayName: 'zed' },
    { id: 'u-amy', displayName: 'amy' },
    { id: 'u-bob', displayName: 'bob' },
  ],
  [
    { id: 'g-web', displayName: 'web-devs' },
    { id: 'g-adm', displayName: 'admins' },
  ],
)

const Rows = suite('accessRows')

Rows('groups first, then users, each by display name (the rules: roles)', () => {
  const policy: Policy = {
    roleAssignments: [
      user('u-zed', 'viewer'),
      group('g-web', 'collaborator'),
      user('u-amy', 'admin'),
      group('g-adm', 'admin'),
    ],
  }
  const rows = accessRows(policy, identities)
  assert.equal(
    rows.map((r) => [r.name, r.identityType, r.role]),
    [
      ['admins', 'silo_group', 'admin'],
      ['web-devs', 'silo_group', 'collaborator'],
      ['amy', 'silo_user', 'admin'],
      ['zed', 'silo_user', 'viewer'],
    ],
  )
  assert.ok(rows.every((r) => r.inheritedRole === undefined && r.effective === r.role))
})

Rows('an identity missing from the lists is named by its id', () => {
  const rows = accessRows({ roleAssignments: [user('u-gone', 'viewer')] }, identities)
  assert.is(rows[0].name, 'u-gone')
})

Rows('project rows merge the silo policy: inherited role kept apart, effective is the strongest', () => {
  const project: Policy = { roleAssignments: [user('u-amy', 'viewer'), group('g-web', 'collaborator')] }
  const silo: Policy = {
    roleAssignments: [user('u-amy', 'collaborator'), user('u-bob', 'admin'), group('g-web', 'viewer')],
  }
  const rows = accessRows(project, identities, silo)
  const byName = Object.fromEntries(rows.map((r) => [r.name, r]))
  assert.equal(
    rows.map((r) => r.name),
    ['web-devs', 'amy', 'bob'],
  )
  assert.equal(
    [byName.amy.role, byName.amy.inheritedRole, byName.amy.effective],
    ['viewer', 'collaborator', 'collaborator'],
  )
  assert.equal([byName.bob.role, byName.bob.inheritedRole, byName.bob.effective], [undefined, 'admin', 'admin'])
  assert.equal(
    [byName['web-devs'].role, byName['web-devs'].inheritedRole, byName['web-devs'].effective],
    ['collaborator', 'viewer', 'collaborator'],
  )
})

Rows('a duplicate assignment from another client collapses to one row with the strongest role', () => {
  const rows = accessRows({ roleAssignments: [user('u-amy', 'viewer'), user('u-amy', 'admin')] }, identities)
  assert.is(rows.length, 1)
  assert.is(rows[0].role, 'admin')
})

Rows('an empty policy gives no rows', () => {
  assert.equal(accessRows({ roleAssignments: [] }, identities), [])
  assert.equal(accessRows({ roleAssignments: [] }, identities, { roleAssignments: [] }), [])
})

Rows.run()

const Labels = suite('labels')

Labels('roles read as words; identity types as User / Group', () => {
  assert.is(roleLabel('limited_collaborator'), 'limited collaborator')
  assert.is(roleLabel('admin'), 'admin')
  assert.equal(identityTypeLabel, { silo_group: 'Group', silo_user: 'User' })
})

Labels('toIdentities tags users and groups', () => {
  assert.equal(
    identities.map((i) => i.identityType),
    ['silo_group', 'silo_group', 'silo_user', 'silo_user', 'silo_user'],
  )
})

Labels.run()
