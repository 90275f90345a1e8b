import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { projectHistoryTarget } from '../../../../web/pages/common/history/project-target'

const timeCreated = new Date('2026-01-02T03:04:05Z')

test('a project resource is its own target, scoped by its project', () => {
  const disk = { id: 'd-1', name: 'disk-1', timeCreated, projectId: 'p-1', size: 1 }
  assert.equal(projectHistoryTarget('disk', disk, 'mock-project'), {
    kind: 'disk',
    id: 'd-1',
    name: 'disk-1',
    timeCreated,
    parent: { name: 'mock-project', id: 'p-1' },
  })
})

test('an image without a project ID (a silo image seen from a project) names the project only', () => {
  const image = { id: 'i-1', name: 'image-1', timeCreated, projectId: null }
  assert.equal(projectHistoryTarget('image', image, 'p').parent, { name: 'p', id: undefined })
})

test.run()
