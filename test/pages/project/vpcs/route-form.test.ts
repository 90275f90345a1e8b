import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { RouterRouteCreate } from '../../../../web/api/generated/types'
import {
  destinationLabel,
  routeDefaults,
  routeToValues,
  targetLabel,
  validateRoute,
  valuesToRoute,
} from '../../../../web/pages/project/vpcs/route-form'
import { routeActionDisabled, routerActionDisabled } from '../../../../web/api/rules/routers'

const Convert = suite('route form <-> API')

const routes: RouterRouteCreate[] = [
  {
    name: 'out',
    description: '',
    destination: { type: 'ip_net', value: '0.0.0.0/0' },
    target: { type: 'internet_gateway', value: 'default' },
  },
  { name: 'drop', description: 'x', destination: { type: 'ip', value: '10.0.0.1' }, target: { type: 'drop' } },
  {
    name: 'peer',
    description: '',
    destination: { type: 'vpc', value: 'other-vpc' },
    target: { type: 'instance', value: 'db1' },
  },
  {
    name: 'sub',
    description: '',
    destination: { type: 'subnet', value: 'mock-subnet' },
    target: { type: 'ip', value: '10.1.1.254' },
  },
]

for (const r of routes) {
  Convert(`${r.name} survives the round trip`, () => assert.equal(valuesToRoute(routeToValues(r)), r))
}

Convert('drop has no value; values are trimmed', () => {
  const r = valuesToRoute({
    ...routeDefaults,
    name: ' a ',
    destinationValue: ' 10.0.0.0/8 ',
    targetType: 'drop',
    targetValue: 'ignored',
  })
  assert.equal(r.target, { type: 'drop' })
  assert.equal(r.destination, { type: 'ip_net', value: '10.0.0.0/8' })
  assert.is(r.name, 'a')
})

Convert('labels', () => {
  assert.is(destinationLabel({ type: 'ip_net', value: '::/0' }), 'IP network: ::/0')
  assert.is(targetLabel({ type: 'internet_gateway', value: 'default' }), 'Internet gateway: default')
  assert.is(targetLabel({ type: 'drop' }), 'Drop')
})

Convert.run()

const Validate = suite('route validation')

Validate('the rules: validation texts by kind', () => {
  const v = (over: object) => validateRoute({ ...routeDefaults, name: 'r', ...over })
  assert.is(v({ destinationType: 'ip', destinationValue: 'nope' }).destinationValue, 'Not a valid IP address')
  assert.is(
    v({ destinationValue: '10.0.0.0' }).destinationValue,
    'Must contain an IP address and a width, separated by a /',
  )
  assert.is(v({ destinationValue: '10.0.0.0/40' }).destinationValue, 'Max width for IPv4 is 32')
  assert.is(v({ destinationValue: '10.0.0.0/8', targetValue: '' }).targetValue, 'Target value is required')
  assert.is(v({ destinationValue: '10.0.0.0/8', targetType: 'drop' }).targetValue, undefined)
  assert.equal(v({ destinationValue: '10.0.0.0/8', targetValue: 'default' }), {
    name: undefined,
    destinationValue: undefined,
    targetValue: undefined,
  })
})

Validate('system routers and system routes are read-only, with a reason', () => {
  assert.is(routerActionDisabled('edit', { kind: 'custom' }), undefined)
  assert.is(routerActionDisabled('addRoute', { kind: 'system' }), 'Only available when the router is custom')
  assert.is(routeActionDisabled('edit', { kind: 'custom' }), undefined)
  for (const kind of ['default', 'vpc_subnet', 'vpc_peering'] as const)
    assert.ok(routeActionDisabled('delete', { kind }))
})

Validate.run()
