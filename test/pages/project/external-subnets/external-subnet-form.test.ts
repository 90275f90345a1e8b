import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { requestPreview } from '../../../../web/api/request-preview'
import {
  externalSubnetDefaults,
  prefixMax,
  toExternalSubnetCreate,
  validateExternalSubnet,
} from '../../../../web/pages/project/external-subnets/external-subnet-form'

const Form = suite('external subnet form')
const base = { ...externalSubnetDefaults, name: 'ext', prefixLength: '28' }

Form('auto, auto from a pool and explicit become the right ExternalSubnetAllocator', () => {
  assert.equal(toExternalSubnetCreate(base).allocator, { type: 'auto', prefixLength: 28 })
  assert.equal(toExternalSubnetCreate({ ...base, pool: 'subnet-pool-v6', prefixLength: ' 64 ' }).allocator, {
    type: 'auto',
    prefixLength: 64,
    poolSelector: { type: 'explicit', pool: 'subnet-pool-v6' },
  })
  assert.equal(toExternalSubnetCreate({ ...base, allocation: 'explicit', subnet: ' 198.18.4.0/24 ' }).allocator, {
    type: 'explicit',
    subnet: '198.18.4.0/24',
  })
})

Form('the request preview is the wire body the form sends', () => {
  const p = requestPreview('externalSubnetCreate', {
    query: { project: 'mock-project' },
    body: toExternalSubnetCreate({ ...base, pool: 'subnet-pool-1' }),
  })
  assert.is(p.url, '/v1/external-subnets?project=mock-project')
  assert.equal(JSON.parse(p.body!), {
    name: 'ext',
    description: '',
    allocator: { type: 'auto', prefix_length: 28, pool_selector: { type: 'explicit', pool: 'subnet-pool-1' } },
  })
})

Form('prefix length and subnet are checked with clear texts', () => {
  assert.equal(validateExternalSubnet(base, true), {})
  assert.is(validateExternalSubnet({ ...base, prefixLength: '' }, true).prefixLength, 'Prefix length is required')
  assert.is(validateExternalSubnet({ ...base, prefixLength: '2x' }, true).prefixLength, 'Must be a whole number')
  assert.is(validateExternalSubnet({ ...base, prefixLength: '33' }, true, 'v4').prefixLength, prefixMax(32))
  assert.is(validateExternalSubnet({ ...base, prefixLength: '64' }, true, 'v6').prefixLength, undefined)
  const explicit = { ...base, allocation: 'explicit' as const }
  assert.is(validateExternalSubnet({ ...explicit, subnet: '' }, true).subnet, 'Subnet is required')
  assert.is(
    validateExternalSubnet({ ...explicit, subnet: '198.18.0.0' }, true).subnet,
    'Must contain an IP address and a width, separated by a /',
  )
  assert.is(validateExternalSubnet({ ...explicit, subnet: '198.18.0.0/24' }, true).subnet, undefined)
  // editing checks only the name
  assert.equal(validateExternalSubnet({ ...base, prefixLength: '' }, false), {})
})

Form.run()
