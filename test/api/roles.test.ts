import { suite } from 'uvu'
import * as assert from 'uvu/assert'

import {
  type Policy,
  type RoleKey,
  allRoles,
  roleMeaning,
  rolesForScope,
  byGroupThenName,
  frameAllowsWrite,
  frameWriteNeed,
  frameWriteRole,
  deleteRole,
  effectiveRole,
  pickableIdentities,
  roleOf,
  roleOrder,
  roleStrength,
  sortAssignments,
  updateRole,
  userRoleFromPolicies,
} from '../../web/api/roles'
import type { SiloRolePolicy } from '../../web/api/generated/types'

const user = (identityId: string, roleName: RoleKey) =>
  ({ identityId, identityType: 'silo_user', roleName }) as const
const group = (identityId: string, roleName: RoleKey) =>
  ({ identityId, identityType: 'silo_group', roleName }) as const

const Order = suite('roleOrder / effectiveRole')

Order('the rules: roles strengths: admin 0, collaborator 1, viewer 2', () => {
  assert.equal(roleOrder, { admin: 0, collaborator: 1, viewer: 2 })
  assert.equal(allRoles, ['admin', 'collaborator', 'viewer'])
})

Order('the strongest role wins whatever the order', () => {
  const cases: [RoleKey[], RoleKey | undefined][] = [
    [[], undefined],
    [['viewer'], 'viewer'],
    [['viewer', 'admin', 'collaborator'], 'admin'],
    [['collaborator', 'viewer'], 'collaborator'],
    [['viewer', 'collaborator', 'viewer'], 'collaborator'],
    // API-only role sits between collaborator and viewer
    [['viewer', 'limited_collaborator'], 'limited_collaborator'],
    [['limited_collaborator', 'collaborator'], 'collaborator'],
  ]
  for (const [roles, want] of cases) assert.is(effectiveRole(roles), want, roles.join())
  assert.ok(roleStrength('collaborator') < roleStrength('limited_collaborator'))
  assert.ok(roleStrength('limited_collaborator') < roleStrength('viewer'))
})

Order.run()

const FromPolicies = suite('userRoleFromPolicies')

FromPolicies('direct and group assignments across policies, strongest wins', () => {
  const silo: Policy = { roleAssignments: [user('u1', 'viewer'), group('g1', 'collaborator'), user('u2', 'admin')] }
  const project: Policy = { roleAssignments: [user('u1', 'viewer'), group('g2', 'admin')] }
  const u1 = { id: 'u1' }
  assert.is(userRoleFromPolicies(u1, [], [silo, project]), 'viewer')
  assert.is(userRoleFromPolicies(u1, [{ id: 'g1' }], [silo, project]), 'collaborator')
  assert.is(userRoleFromPolicies(u1, [{ id: 'g1' }, { id: 'g2' }], [silo, project]), 'admin')
  assert.is(userRoleFromPolicies({ id: 'nobody' }, [], [silo, project]), undefined)
  assert.is(userRoleFromPolicies(u1, [], []), undefined)
})

FromPolicies.run()

const Update = suite('updateRole / deleteRole / roleOf')

Update('setting a role replaces any earlier one for that identity (the rules: validation)', () => {
  const before: Policy = {
    roleAssignments: [user('u1', 'viewer'), user('u1', 'admin'), group('g1', 'viewer')],
  }
  const after = updateRole(before, user('u1', 'collaborator'))
  assert.equal(after.roleAssignments, [group('g1', 'viewer'), user('u1', 'collaborator')])
  assert.is(roleOf(after, 'u1'), 'collaborator')
  // input untouched
  assert.is(before.roleAssignments.length, 3)
  // adding a new identity keeps the others
  assert.is(updateRole(after, group('g2', 'admin')).roleAssignments.length, 3)
})

Update('each identity holds at most one assignment after any sequence of updates', () => {
  let p: Policy = { roleAssignments: [] }
  const ids = ['a', 'b', 'c']
  for (let i = 0; i < 200; i++) {
    const id = ids[i % 3]
    p = i % 7 === 0 ? deleteRole(p, id) : updateRole(p, user(id, allRoles[i % 3]))
    const seen = p.roleAssignments.map((a) => a.identityId)
    assert.is(new Set(seen).size, seen.length)
  }
})

Update('deleteRole drops every assignment of the identity only', () => {
  const p: Policy = { roleAssignments: [user('u1', 'viewer'), user('u1', 'admin'), group('g1', 'viewer')] }
  assert.equal(deleteRole(p, 'u1').roleAssignments, [group('g1', 'viewer')])
  assert.equal(deleteRole(p, 'missing').roleAssignments, p.roleAssignments)
  assert.is(roleOf(p, 'u1'), 'admin')
  assert.is(roleOf(p, 'missing'), undefined)
})

Update('works on the generated policy types', () => {
  const p: SiloRolePolicy = { roleAssignments: [{ identityId: 'x', identityType: 'silo_user', roleName: 'viewer' }] }
  const next: SiloRolePolicy = updateRole(p, { identityId: 'x', identityType: 'silo_user', roleName: 'admin' })
  assert.is(next.roleAssignments[0].roleName, 'admin')
})

Update.run()

const Sort = suite('sortAssignments / pickableIdentities')

Sort('groups before users, then by name (case-insensitive, numeric)', () => {
  const rows = [
    { identityType: 'silo_user' as const, name: 'bob' },
    { identityType: 'silo_group' as const, name: 'ops' },
    { identityType: 'silo_user' as const, name: 'Alice' },
    { identityType: 'silo_group' as const, name: 'admins' },
    { identityType: 'silo_user' as const, name: 'user10' },
    { identityType: 'silo_user' as const, name: 'user2' },
  ]
  assert.equal(
    sortAssignments(rows).map((r) => r.name),
    ['admins', 'ops', 'Alice', 'bob', 'user2', 'user10']
  )
  assert.is(rows[0].name, 'bob', 'input not sorted in place')
  assert.is(byGroupThenName(rows[0], rows[0]), 0)
})

Sort('identities holding a role are not offered', () => {
  const all = [
    { id: 'u1', displayName: 'zed', identityType: 'silo_user' as const },
    { id: 'u2', displayName: 'amy', identityType: 'silo_user' as const },
    { id: 'g1', displayName: 'web', identityType: 'silo_group' as const },
    { id: 'g2', displayName: 'db', identityType: 'silo_group' as const },
  ]
  const policy: Policy = { roleAssignments: [user('u2', 'viewer'), group('g1', 'admin')] }
  assert.equal(pickableIdentities(all, policy).map((i) => i.id), ['g2', 'u1'])
  assert.equal(pickableIdentities(all, { roleAssignments: [] }).map((i) => i.displayName), ['db', 'web', 'amy', 'zed'])
})

Sort.run()

const Frame = suite('frame writes')

Frame('each role writes where its strength allows; a limited collaborator everywhere but networking', () => {
  const allowed = (kind: Parameters<typeof frameWriteNeed>[0], role: RoleKey | undefined, path: string) =>
    frameAllowsWrite(frameWriteNeed(kind, path)!, role)
  assert.ok(allowed('project', 'admin', '/projects/p/vpcs'))
  assert.ok(allowed('project', 'collaborator', '/projects/p/vpcs/v/firewall-rules'))
  assert.not.ok(allowed('project', 'viewer', '/projects/p/instances'))
  assert.not.ok(allowed('project', undefined, '/projects/p/instances'))
  assert.ok(allowed('project', 'limited_collaborator', '/projects/p/instances'))
  assert.ok(allowed('project', 'limited_collaborator', '/projects/p/floating-ips'))
  assert.ok(allowed('project', 'limited_collaborator', '/projects/p/vpcs-lookalike'))
  assert.not.ok(allowed('project', 'limited_collaborator', '/projects/p/vpcs'))
  assert.not.ok(allowed('project', 'limited_collaborator', '/projects/p/vpcs/v/routers/r'))
  assert.not.ok(allowed('project', 'limited_collaborator', '/projects/p/vpcs-new'))
  assert.not.ok(allowed('project', 'limited_collaborator', '/projects/p/vpcs/v/internet-gateways/g'))
  // a limited collaborator falls short wherever an admin is needed
  assert.not.ok(allowed('system', 'limited_collaborator', '/system/silos'))
  assert.not.ok(allowed('system', 'viewer', '/system/silos'))
  assert.not.ok(allowed('system', 'collaborator', '/system/ip-pools'))
})

Frame('a project itself is changed by its admins; the silo creates projects with collaborators, silo images with limited ones', () => {
  const reason = (kind: Parameters<typeof frameWriteNeed>[0], path: string) => {
    const need = frameWriteNeed(kind, path)!
    return `${frameWriteRole(need)} ${need.scope}`
  }
  assert.is(reason('silo', '/projects/p/edit'), 'admin project')
  assert.is(reason('silo', '/projects'), 'collaborator silo')
  assert.is(reason('silo', '/projects-new'), 'collaborator silo')
  assert.is(reason('silo', '/images'), 'collaborator silo')
  assert.is(reason('project', '/projects/p/instances'), 'collaborator project')
  assert.is(reason('system', '/system/silos'), 'collaborator fleet')
  assert.is(reason('system', '/system/ip-pools'), 'admin fleet')
  assert.is(frameWriteNeed('settings', '/settings/ssh-keys'), undefined)
  // the silo's access pages say who may on each write (fleet roles count there); a silo's policy from the system pages is its fleet collaborators'
  assert.is(frameWriteNeed('silo', '/access'), undefined)
  assert.is(frameWriteNeed('silo', '/lookup/users/u1'), undefined)
  assert.is(reason('system', '/system/silos/maze-war/access'), 'collaborator fleet')
  assert.is(reason('system', '/system/silos/maze-war/quotas'), 'collaborator fleet')
  assert.is(reason('system', '/system/silos/maze-war/idps'), 'admin fleet')
  const need = (kind: Parameters<typeof frameWriteNeed>[0], path: string) => frameWriteNeed(kind, path)!
  // a project collaborator may not rename or delete the project; a silo limited collaborator may change silo images, not create projects
  assert.not.ok(frameAllowsWrite(need('silo', '/projects/p/edit'), 'collaborator'))
  assert.ok(frameAllowsWrite(need('silo', '/projects/p/edit'), 'admin'))
  assert.ok(frameAllowsWrite(need('silo', '/images'), 'limited_collaborator'))
  assert.not.ok(frameAllowsWrite(need('silo', '/projects'), 'limited_collaborator'))
  assert.ok(frameAllowsWrite(need('system', '/system/silos'), 'collaborator'))
})

Frame.run()

const Scope = suite('rolesForScope / roleMeaning')

Scope('silo and project grant the limited collaborator role, the fleet does not (nexus.json enums)', () => {
  assert.equal([...rolesForScope('fleet')], ['admin', 'collaborator', 'viewer'])
  assert.equal([...rolesForScope('project')], ['admin', 'collaborator', 'limited_collaborator', 'viewer'])
  assert.equal([...rolesForScope('silo')], [...rolesForScope('project')])
  for (const r of rolesForScope('silo')) assert.ok(roleMeaning[r].length > 10, r)
  assert.match(roleMeaning.limited_collaborator, 'networking')
})

Scope.run()
