import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { childPage, formOver, formOverAt } from '../../web/routing/area-children'
import { to } from '../../web/urls'

const Children = suite('area children')
const load = () => Promise.resolve({ default: () => null })

Children('a form over the list: over is the list, a label is the one crumb, the page loads lazily', () => {
  const c = formOver(to.ipPoolsNew, 'New IP pool', load)
  assert.is(c.route, to.ipPoolsNew)
  assert.is(c.over, 'list')
  assert.equal(c.crumbs!({}), [{ label: 'New IP pool' }])
  assert.type(c.page, 'function')
})

Children('a form over a detail names the route beneath it; crumbs may come from the params', () => {
  const c = formOverAt(to.ipPool, to.ipPoolEdit, (p) => [{ label: p.pool }, { label: 'Edit' }], load)
  assert.is(c.over, to.ipPool)
  assert.equal(c.crumbs!({ pool: 'p1' }), [{ label: 'p1' }, { label: 'Edit' }])
})

Children('a page of its own renders over nothing', () => {
  const c = childPage(to.ipPool, 'Pool', load)
  assert.is(c.over, undefined)
  assert.equal(c.crumbs!({}), [{ label: 'Pool' }])
})

Children.run()
