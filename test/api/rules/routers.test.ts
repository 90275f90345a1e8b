import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { RouterRouteKind, VpcRouterKind } from '../../../web/api/generated/types'
import { routeActions, routeCan, routeKindColor, routerActions, routerCan, routerKindColor } from '../../../web/api/rules/routers'

const routerKinds: VpcRouterKind[] = ['system', 'custom']
const routeKinds: RouterRouteKind[] = ['default', 'vpc_subnet', 'vpc_peering', 'custom']

test('every router action allows exactly the kinds in its row, and says so in .states', () => {
  for (const [action, kinds] of Object.entries(routerActions) as [keyof typeof routerActions, VpcRouterKind[]][]) {
    assert.equal(routerCan[action].states, kinds)
    for (const kind of routerKinds) assert.is(routerCan[action]({ kind }), kinds.includes(kind), `${action} ${kind}`)
  }
})

test('every route action allows exactly the kinds in its row', () => {
  for (const [action, kinds] of Object.entries(routeActions) as [keyof typeof routeActions, RouterRouteKind[]][]) {
    for (const kind of routeKinds) assert.is(routeCan[action]({ kind }), kinds.includes(kind), `${action} ${kind}`)
  }
})

test('only custom routers can be a subnet router; colours mark the user’s own kind', () => {
  assert.equal(routerCan.attachToSubnet.states, ['custom'])
  for (const kind of routerKinds) assert.is(routerKindColor[kind], kind === 'custom' ? 'default' : 'neutral')
  for (const kind of routeKinds) assert.is(routeKindColor[kind], kind === 'custom' ? 'default' : 'neutral')
})

test.run()
