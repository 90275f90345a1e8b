import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { unstable_serialize } from 'swr'
import type { RoleAssignment } from '../../../../web/api/roles'
import {
  useFleetRole,
  useProjectRole,
  useScopeRole,
  useSiloRole,
  type RoleState,
} from '../../../../web/pages/common/access/use-role'
import { withDom } from '../../../../test-support/dom'
import { hookWith } from '../../../../test-support/swr'

const me = (siloAdmin = false) => ({
  id: 'u1',
  displayName: 'amy',
  siloAdmin,
  fleetViewer: false,
  siloId: 's',
  siloName: 'silo',
  timeCreated: new Date(),
  timeModified: new Date(),
})
const policy = (...roleAssignments: RoleAssignment[]) => ({ roleAssignments })
const user = (identityId: string, roleName: RoleAssignment['roleName']): RoleAssignment => ({
  identityId,
  identityType: 'silo_user',
  roleName,
})
const group = (identityId: string, roleName: RoleAssignment['roleName']): RoleAssignment => ({
  identityId,
  identityType: 'silo_group',
  roleName,
})

type Answers = {
  me: ReturnType<typeof me>
  groups?: string[]
  silo?: ReturnType<typeof policy>
  project?: ReturnType<typeof policy>
  fleet?: ReturnType<typeof policy>
}

/** Runs a role hook against canned answers (SWR fallback, no revalidation, so nothing is fetched). */
function roleWith(answers: Answers, hook: () => RoleState): RoleState {
  const key = (method: string, params: unknown, ...rest: string[]) => unstable_serialize([method, params, ...rest])
  const fallback: Record<string, unknown> = {
    [key('currentUserView', {})]: answers.me,
    // every group, as useList caches it (all pages read)
    [key('currentUserGroups', { query: {} }, 'all-pages')]: {
      items: (answers.groups ?? []).map((id) => ({ id, displayName: id })),
      complete: true,
    },
  }
  if (answers.silo) fallback[key('policyView', {})] = answers.silo
  if (answers.project) fallback[key('projectPolicyView', { path: { project: 'p' } })] = answers.project
  if (answers.fleet) fallback[key('systemPolicyView', {})] = answers.fleet
  return hookWith(fallback, hook)
}

const Hooks = suite('useSiloRole / useProjectRole / useFleetRole')
withDom(Hooks)

Hooks('siloAdmin on /v1/me is admin on the silo and every project, without the policies', () => {
  assert.equal(roleWith({ me: me(true) }, useSiloRole), { role: 'admin', isLoading: false })
  assert.equal(
    roleWith({ me: me(true) }, () => useProjectRole('p')),
    { role: 'admin', isLoading: false },
  )
})

Hooks('silo role through a group', () => {
  const r = roleWith(
    { me: me(), groups: ['g1'], silo: policy(group('g1', 'collaborator'), user('u1', 'viewer')) },
    useSiloRole,
  )
  assert.equal(r, { role: 'collaborator', isLoading: false, isUnknown: false })
})

Hooks('project role: the strongest of silo and project, direct or through groups', () => {
  const silo = policy(user('u1', 'viewer'))
  assert.is(
    roleWith({ me: me(), silo, project: policy(group('g1', 'admin')), groups: ['g1'] }, () => useProjectRole('p')).role,
    'admin',
  )
  assert.is(
    roleWith({ me: me(), silo, project: policy(user('u1', 'collaborator')) }, () => useProjectRole('p')).role,
    'collaborator',
  )
  // a silo collaborator administers every project of the silo (Nexus's policy), a limited one stays limited
  assert.is(
    roleWith({ me: me(), silo: policy(user('u1', 'collaborator')), project: policy(user('u1', 'viewer')) }, () =>
      useProjectRole('p'),
    ).role,
    'admin',
  )
  assert.is(
    roleWith({ me: me(), silo: policy(user('u1', 'limited_collaborator')), project: policy() }, () =>
      useProjectRole('p'),
    ).role,
    'limited_collaborator',
  )
})

Hooks('no assignment anywhere is no role', () => {
  assert.is(roleWith({ me: me(), silo: policy(), project: policy() }, () => useProjectRole('p')).role, undefined)
  assert.is(roleWith({ me: me(), fleet: policy(user('someone-else', 'admin')) }, useFleetRole).role, undefined)
  assert.is(roleWith({ me: me(), fleet: policy(user('u1', 'admin')) }, useFleetRole).role, 'admin')
})

Hooks('siloAdmin says nothing about the fleet; no scope is no role and nothing to load', () => {
  assert.is(roleWith({ me: me(true), fleet: policy() }, useFleetRole).role, undefined)
  assert.is(roleWith({ me: me(true), fleet: policy(user('u1', 'viewer')) }, useFleetRole).role, 'viewer')
  assert.equal(
    roleWith({ me: me() }, () => useScopeRole(undefined)),
    { role: undefined, isLoading: false },
  )
})

Hooks.run()
