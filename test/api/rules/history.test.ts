import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { AuditLogEntry } from '../../../web/api/generated/types'
import { entryTouches, historyRules, historyStart, type HistoryTarget } from '../../../web/api/rules/history'

const made = new Date('2026-11-26T06:00:00.500Z')
const db1: HistoryTarget = {
  kind: 'instance',
  id: 'i-1',
  name: 'db1',
  timeCreated: made,
  parent: { name: 'mock-project', id: 'p-1' },
}

const entry = (operationId: string, requestUri: string, over: Partial<AuditLogEntry> = {}): AuditLogEntry => ({
  id: `${operationId}:${requestUri}`,
  operationId,
  requestUri,
  requestId: 'r',
  sourceIp: '10.0.0.1',
  actor: { kind: 'silo_user', siloId: 's', siloUserId: 'u' },
  result: { kind: 'success', httpStatusCode: 200 },
  timeStarted: new Date('2026-11-26T06:00:00Z'),
  timeCompleted: new Date('2026-11-26T06:00:01Z'),
  ...over,
})
const later = { timeStarted: new Date('2026-11-26T07:00:00Z'), timeCompleted: new Date('2026-11-26T07:00:01Z') }

test('entries at the resource path, by name in its project or by ID, and what follows it', () => {
  assert.ok(entryTouches(entry('instance_stop', '/v1/instances/db1/stop?project=mock-project', later), db1))
  assert.ok(entryTouches(entry('instance_stop', '/v1/instances/i-1/stop', later), db1))
  assert.ok(entryTouches(entry('instance_stop', '/v1/instances/db1/stop?project=p-1', later), db1), 'project by ID')
  assert.ok(entryTouches(entry('instance_disk_attach', '/v1/instances/db1/disks/attach?project=mock-project', later), db1))
  // an HTTP/2 request's URI carries the scheme and host
  assert.ok(entryTouches(entry('instance_stop', 'https://rack.example/v1/instances/db1/stop?project=mock-project', later), db1))
})

test("not another project's namesake, nor a namesake from before this one was made, nor another kind", () => {
  assert.not.ok(entryTouches(entry('instance_stop', '/v1/instances/db1/stop?project=other', later), db1))
  const before = { timeStarted: new Date('2026-11-25T00:00:00Z'), timeCompleted: new Date('2026-11-25T00:00:01Z') }
  assert.not.ok(entryTouches(entry('instance_delete', '/v1/instances/db1?project=mock-project', before), db1))
  assert.not.ok(entryTouches(entry('disk_delete', '/v1/disks/db1?project=mock-project', later), db1))
  assert.not.ok(entryTouches(entry('instance_stop', '/v1/instances/db10/stop?project=mock-project', later), db1))
  assert.not.ok(entryTouches(entry('x', '::not a uri', later), db1))
})

test('the create that made it: the collection, its project, its creation time within the request', () => {
  assert.ok(entryTouches(entry('instance_create', '/v1/instances?project=mock-project'), db1))
  assert.not.ok(entryTouches(entry('instance_create', '/v1/instances?project=mock-project', later), db1), 'another create')
  assert.not.ok(entryTouches(entry('instance_create', '/v1/instances?project=other'), db1))
  const failed = { result: { kind: 'error', httpStatusCode: 400, errorMessage: 'no' } } as const
  assert.not.ok(entryTouches(entry('instance_create', '/v1/instances?project=mock-project', failed), db1))
})

test('of two creates in one project a moment apart, each resource has its own and not the other', () => {
  // two disks made 392 ms apart, each by its own request, as two tests (or two people) do at once
  const disk = (name: string, at: string): HistoryTarget => ({
    kind: 'disk',
    id: `d-${name}`,
    name,
    timeCreated: new Date(at),
    parent: { name: 'mock-project' },
  })
  const first = disk('first', '2026-11-28T21:38:32.684Z')
  const second = disk('second', '2026-11-28T21:38:33.076Z')
  const create = (started: string, completed: string) =>
    entry('disk_create', '/v1/disks?project=mock-project', {
      id: started,
      result: { kind: 'success', httpStatusCode: 201 },
      timeStarted: new Date(started),
      timeCompleted: new Date(completed),
    })
  const madeFirst = create('2026-11-28T21:38:32.683Z', '2026-11-28T21:38:32.686Z')
  const madeSecond = create('2026-11-28T21:38:33.075Z', '2026-11-28T21:38:33.076Z')
  assert.ok(entryTouches(madeFirst, first))
  assert.not.ok(entryTouches(madeSecond, first), "the second disk's create is not the first's")
  assert.ok(entryTouches(madeSecond, second))
  assert.not.ok(entryTouches(madeFirst, second), "the first disk's create is not the second's")
  // times read to the millisecond: a resource stamped in the request's first or last millisecond is still its own
  assert.ok(entryTouches(create('2026-11-28T21:38:32.684Z', '2026-11-28T21:38:32.684Z'), first))
})

test("a VPC's firewall rule saves are its own, named by the vpc parameter", () => {
  const vpc: HistoryTarget = { kind: 'vpc', id: 'v-1', name: 'mock-vpc', timeCreated: made, parent: { name: 'mock-project' } }
  const save = (q: string) => entry('vpc_firewall_rules_update', `/v1/vpc-firewall-rules?${q}`, later)
  assert.ok(entryTouches(save('project=mock-project&vpc=mock-vpc'), vpc))
  assert.ok(entryTouches(save('vpc=v-1'), vpc))
  assert.not.ok(entryTouches(save('project=mock-project&vpc=other-vpc'), vpc))
  assert.not.ok(entryTouches(save('project=other&vpc=mock-vpc'), vpc))
})

test('silo paths are under /v1/system/silos, projects have no scope', () => {
  const silo: HistoryTarget = { kind: 'silo', id: 's-1', name: 'default-silo', timeCreated: made }
  assert.ok(entryTouches(entry('silo_quotas_update', '/v1/system/silos/default-silo/quotas', later), silo))
  assert.not.ok(entryTouches(entry('silo_quotas_update', '/v1/silos/default-silo/quotas', later), silo))
  const project: HistoryTarget = { kind: 'project', id: 'p-1', name: 'mock-project', timeCreated: made }
  assert.ok(entryTouches(entry('project_policy_update', '/v1/projects/mock-project/policy', later), project))
})

test('every kind says what the log does not record, and names audited operations of its own', () => {
  for (const [kind, rule] of Object.entries(historyRules)) {
    assert.ok(rule.unrecorded.length > 0, kind)
    assert.ok(rule.audited.includes(rule.create), kind)
  }
  assert.is(historyStart(db1).getTime(), made.getTime() - 60_000)
})

test.run()
