import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import {
  groupEditHref,
  groupHref,
  listQuery,
  membersQuery,
  viewQuery,
} from '../../../../web/pages/project/affinity/kind'
import { findRoute } from '../../../../web/routes'

const Kind = suite('affinity kinds')
const p = { project: 'mock-project', group: 'web' }

Kind('both kinds use the spec route affinity/{antiAffinityGroup}; affinity adds ?kind=affinity', () => {
  assert.is(groupHref('anti-affinity', p), '/projects/mock-project/affinity/web')
  assert.is(groupHref('affinity', p), '/projects/mock-project/affinity/web?kind=affinity')
  assert.is(groupEditHref('affinity', p), '/projects/mock-project/affinity/web/edit?kind=affinity')
  for (const href of [groupHref('affinity', p), groupEditHref('anti-affinity', p)]) assert.ok(findRoute(href), href)
  assert.is(findRoute(groupHref('affinity', p))?.path, '/projects/:project/affinity/:antiAffinityGroup')
  assert.is(findRoute(groupEditHref('affinity', p))?.path, '/projects/:project/affinity/:antiAffinityGroup/edit')
})

Kind('each kind calls its own operations with its own path key', () => {
  assert.equal(listQuery('affinity', 'pr'), ['affinityGroupList', { query: { project: 'pr' } }])
  assert.equal(listQuery('anti-affinity', 'pr'), ['antiAffinityGroupList', { query: { project: 'pr' } }])
  assert.equal(viewQuery('affinity', p), [
    'affinityGroupView',
    { path: { affinityGroup: 'web' }, query: { project: 'mock-project' } },
  ])
  assert.equal(membersQuery('anti-affinity', p), [
    'antiAffinityGroupMemberList',
    { path: { antiAffinityGroup: 'web' }, query: { project: 'mock-project' } },
  ])
})

Kind.run()
