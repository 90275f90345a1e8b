import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { AuditLogEntry } from '../../../../web/api/generated/types'
import type { HistoryTarget } from '../../../../web/api/rules/history'
import type { Job } from '../../../../web/pages/common/activity/activity-store'
import { auditHistory, jobHistory, mergeHistory, seenHistory } from '../../../../web/pages/common/history/merge'

const target: HistoryTarget = {
  kind: 'instance',
  id: 'i-1',
  name: 'db1',
  timeCreated: new Date('2026-11-26T06:00:00.500Z'),
  parent: { name: 'mock-project' },
}
const at = (hh: string) => new Date(`2026-11-26T${hh}Z`)
const audit = (
  id: string,
  operationId: string,
  requestUri: string,
  when: string,
  over: Partial<AuditLogEntry> = {},
): AuditLogEntry => ({
  id,
  operationId,
  requestUri,
  requestId: 'r',
  sourceIp: '10.0.0.1',
  userAgent: 'Firefox',
  actor: { kind: 'silo_user', siloId: 's', siloUserId: 'me' },
  result: { kind: 'success', httpStatusCode: 202 },
  timeStarted: at(when),
  timeCompleted: at(when),
  ...over,
})

test('audit entries: only the resource, who (you or by ID), from where, the result', () => {
  const rows = auditHistory(
    [
      // the request that made it: started before its creation time, completed after
      audit('1', 'instance_create', '/v1/instances?project=mock-project', '06:00:00.600', {
        timeStarted: at('06:00:00.400'),
      }),
      audit('2', 'instance_stop', '/v1/instances/db1/stop?project=mock-project', '07:00:00', {
        actor: { kind: 'silo_user', siloId: 's', siloUserId: 'someone' },
        result: { kind: 'error', httpStatusCode: 400, errorCode: 'InvalidRequest', errorMessage: 'cannot stop' },
      }),
      audit('3', 'instance_stop', '/v1/instances/db2/stop?project=mock-project', '07:00:00'),
    ],
    target,
    { id: 'me', name: 'fleet-admin' },
  )
  assert.equal(
    rows.map((r) => [r.what, r.who, r.from, r.result, r.failed]),
    [
      ['Instance create', 'You (fleet-admin)', '10.0.0.1, Firefox', 'Succeeded (202)', false],
      ['Instance stop', 'Silo user someone', '10.0.0.1, Firefox', 'Failed (400 InvalidRequest): cannot stop', true],
    ],
  )
})

test('jobs: those with an item for the resource, at the time the item settled', () => {
  const job = (id: number, items: Job['items']): Job => ({
    id,
    title: `Job ${id}`,
    items,
    startedAt: '2026-11-26T06:30:00Z',
  })
  const rows = jobHistory(
    [
      job(1, [{ key: 'i-1', label: 'db1', status: 'done', at: '2026-11-26T06:31:00Z' }]),
      job(2, [{ key: 'i-2', label: 'db2', status: 'done' }]),
      job(3, [{ key: 'i-1', label: 'db1', status: 'interrupted' }]),
    ],
    'i-1',
    'You',
  )
  assert.equal(
    rows.map((r) => [r.what, r.at.toISOString(), r.result, r.failed]),
    [
      ['Job 1', '2026-11-26T06:31:00.000Z', 'Done', false],
      ['Job 3', '2026-11-26T06:30:00.000Z', 'Interrupted by leaving the page', true],
    ],
  )
})

test('merged newest first across the sources; saves keep their before and after', () => {
  const merged = mergeHistory(
    auditHistory([audit('1', 'instance_stop', '/v1/instances/i-1/stop', '07:00:00')], target),
    seenHistory(
      [
        { kind: 'observed', resourceId: 'i-1', at: '2026-11-26T07:00:02Z', from: 'running', to: 'stopping' },
        {
          kind: 'change',
          resourceId: 'i-1',
          at: '2026-11-26T06:10:00Z',
          title: 'Resized',
          lines: [{ kind: 'change', label: 'CPUs', from: '2', to: '4' }],
        },
      ],
      'You',
    ),
  )
  assert.equal(
    merged.map((r) => r.what),
    ['State running → stopping', 'Instance stop', 'Resized'],
  )
  assert.equal(merged[2].lines, [{ kind: 'change', label: 'CPUs', from: '2', to: '4' }])
  assert.is(merged[0].who, 'Not known (seen while polling)')
})

test.run()
