import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { bulkCall, bulkDisabledReason, bulkPlan, type Bulk } from '../../../../web/pages/common/bulk/bulk'
import type { Write } from '../../../../web/api/writes'

type Row = { name: string; state: 'running' | 'stopped' | 'failed' }
const rows: Row[] = [
  { name: 'a', state: 'running' },
  { name: 'b', state: 'stopped' },
  { name: 'c', state: 'running' },
  { name: 'd', state: 'failed' },
  { name: 'e', state: 'stopped' },
]
const bulk: Bulk<Row> = {
  noun: { one: 'instance', many: 'instances' },
  actions: [
    {
      label: 'Stop',
      disabled: (r) => r.state !== 'running' && `Only available when the instance is running, not ${r.state}`,
      run: async () => undefined,
    },
  ],
}
const stop = bulk.actions[0]

const Plan = suite('bulkPlan')

Plan('the job names every selected row; the action only those it is sent for', () => {
  const plan = bulkPlan(bulk, stop, rows)
  assert.is(plan.title, 'Stop 5 instances')
  assert.is(plan.sending, 'Stop 2 instances')
  assert.equal(
    plan.allowed.map((r) => r.name),
    ['a', 'c'],
  )
})

Plan('skipped rows are grouped by reason, in the order they first appear', () => {
  const plan = bulkPlan(bulk, stop, rows)
  assert.equal(
    plan.skipped.map((g) => [g.reason, g.rows.map((r) => r.name)]),
    [
      ['Only available when the instance is running, not stopped', ['b', 'e']],
      ['Only available when the instance is running, not failed', ['d']],
    ],
  )
})

Plan('one row reads in the singular; an action with no rule skips nothing', () => {
  const plan = bulkPlan(bulk, { label: 'Delete', run: async () => undefined }, [rows[1]])
  assert.is(plan.title, 'Delete 1 instance')
  assert.is(plan.sending, 'Delete 1 instance')
  assert.equal(plan.skipped, [])
})

Plan('the button is disabled only when no selected row allows the action', () => {
  assert.is(bulkDisabledReason(bulk, stop, []), 'Select rows first')
  assert.is(bulkDisabledReason(bulk, stop, rows), undefined)
  assert.is(
    bulkDisabledReason(bulk, stop, [rows[1], rows[3]]),
    'None of the selected instances allow this: Only available when the instance is running, not stopped',
  )
})

Plan('bulkCall: what an item runs and what its preview shows are the one call with the same params', async () => {
  const params = (r: Row) => ({ path: { instance: r.name }, query: { project: 'p' } })
  const call = bulkCall('instanceStop', params)
  const sent: unknown[] = []
  const write = (async (method: string, p: unknown) => void sent.push([method, p])) as unknown as Write
  await call.run(rows[0], write)
  assert.equal(sent, [['instanceStop', params(rows[0])]])
  const preview = call.request(rows[0])
  assert.is(preview.method, 'POST')
  assert.match(preview.url, '/v1/instances/a/stop?project=p')
})

Plan.run()
