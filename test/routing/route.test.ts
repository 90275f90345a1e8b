import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { fill, route } from '../../web/routing/route'

const instances = route('/projects/:project/instances')
const ruleNew = route('/projects/:project/vpcs/:vpc/firewall-rules-new/:rule?')

test('a route keeps its pattern for the route table', () => {
  assert.is(instances.path, '/projects/:project/instances')
})

test('an href percent-encodes the names it is given', () => {
  assert.is(instances({ project: 'a b/c' }), '/projects/a%20b%2Fc/instances')
  assert.is(
    route('/system/silos/:silo/idps/saml/:provider')({ silo: 'ä', provider: '?#' }),
    '/system/silos/%C3%A4/idps/saml/%3F%23',
  )
})

test('an optional param fills its segment when given, and drops it with its slash when not', () => {
  assert.is(ruleNew({ project: 'p', vpc: 'v', rule: 'allow ssh' }), '/projects/p/vpcs/v/firewall-rules-new/allow%20ssh')
  assert.is(ruleNew({ project: 'p', vpc: 'v' }), '/projects/p/vpcs/v/firewall-rules-new')
})

test('a route without params is its pattern', () => {
  assert.is(route('/system/networking/ip-pools')(), '/system/networking/ip-pools')
  assert.is(route('/')(), '/')
})

test('fill leaves an unknown required param as an empty segment rather than guess one', () => {
  // the sidebar fills an area's pattern from the params it has (Params, untyped)
  assert.is(fill('/projects/:project/disks', {}), '/projects//disks')
})

test('the params are typed from the pattern', () => {
  // each line fails the typecheck if the builder's params are not the pattern's
  // @ts-expect-error a required param is missing
  instances({})
  // @ts-expect-error a param the pattern does not have
  instances({ project: 'p', instance: 'i' })
  // @ts-expect-error a route without params takes none
  route('/projects')({ project: 'p' })
  assert.ok(true)
})

test.run()
