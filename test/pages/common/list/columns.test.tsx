import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { attachedInstanceCol, poolCol } from '../../../../web/pages/common/list/columns'
import { render, withDom } from '../../../../test-support/dom'

type Row = { id: string; poolId: string; instanceId?: string | null }
const pools = [{ id: 'p1', name: 'default' }]
const instances = [{ id: 'i1', name: 'db1' }]

const test = suite('pages/common/columns')
withDom(test)

test('poolCol names the pool, or shows its id when the pool is not listed', () => {
  const col = poolCol<Row>('IP pool', pools, (r) => r.poolId)
  assert.is(col.header, 'IP pool')
  assert.is(render(<>{col.cell({ id: 'a', poolId: 'p1' })}</>).textContent, 'default')
  const unknown = render(<>{col.cell({ id: 'b', poolId: 'p9' })}</>)
  assert.is(unknown.textContent, 'p9')
  assert.ok(unknown.querySelector('.muted'))
})

test('attachedInstanceCol links the instance, shows a dash when detached and the id when unknown', () => {
  const col = attachedInstanceCol<Row>(instances, (name) => `/instances/${name}`)
  assert.is(col.header, 'Attached to')
  const linked = render(<>{col.cell({ id: 'a', poolId: 'p1', instanceId: 'i1' })}</>)
  assert.is(linked.querySelector('a')?.getAttribute('href'), '/instances/db1')
  assert.is(linked.textContent, 'db1')
  assert.is(render(<>{col.cell({ id: 'b', poolId: 'p1', instanceId: null })}</>).textContent, '—')
  assert.is(render(<>{col.cell({ id: 'c', poolId: 'p1', instanceId: 'i9' })}</>).textContent, 'i9')
})

test.run()
