import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { RoleKey, SpecRole } from '../../../../web/api/roles'
import {
  CHECKING_PERMISSIONS,
  hasRole,
  roleDisabledReason,
  roleRequirement,
} from '../../../../web/pages/common/access/role-reason'

const Reason = suite('roleRequirement / hasRole / roleDisabledReason')

Reason('names the needed role and every stronger one', () => {
  assert.is(roleRequirement('collaborator', 'project'), 'Only project collaborators and admins can do this')
  assert.is(roleRequirement('admin', 'silo'), 'Only silo admins can do this')
  assert.is(roleRequirement('viewer', 'fleet'), 'Only fleet viewers, collaborators and admins can do this')
})

Reason('a role suffices when at least as strong as the one needed (the rules: roles ranks)', () => {
  const cases: [RoleKey | undefined, SpecRole, boolean][] = [
    ['admin', 'admin', true],
    ['admin', 'viewer', true],
    ['collaborator', 'admin', false],
    ['collaborator', 'collaborator', true],
    ['limited_collaborator', 'collaborator', false],
    ['limited_collaborator', 'viewer', true],
    ['viewer', 'collaborator', false],
    [undefined, 'viewer', false],
  ]
  for (const [role, needed, ok] of cases) {
    assert.is(hasRole(role, needed), ok, `${role} for ${needed}`)
    assert.is(roleDisabledReason(role, needed, 'project'), ok ? undefined : roleRequirement(needed, 'project'))
  }
})

Reason('disabled while the role is still loading', () => {
  assert.is(roleDisabledReason('admin', 'admin', 'silo', true), 'Checking your permissions')
  assert.is(CHECKING_PERMISSIONS, 'Checking your permissions')
})

Reason.run()
