import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { problems } from '../../../../test-support/form-errors'
import { IP_INVALID, IPNET_NO_SLASH } from '../../../../web/util/ip'
import {
  allowListBody,
  allowListValues,
  bfdBody,
  bfdDefaults,
  REQUIRED_RX_INVALID,
  THRESHOLD_INVALID,
  validateAllowList,
  validateBfd,
} from '../../../../web/pages/system/networking/allow-list-form'
import { NETWORKS_REQUIRED } from '../../../../web/pages/system/networking/validate'

const AllowList = suite('allow list form')

AllowList('starts from the server; checks the networks only for a list', () => {
  assert.equal(allowListValues({ allow: 'any' }), { allow: 'any', text: '' })
  assert.equal(allowListValues({ allow: 'list', ips: ['10.0.0.0/8', 'fd00::/8'] }), {
    allow: 'list',
    text: '10.0.0.0/8\nfd00::/8',
  })
  const cases: [string, Parameters<typeof validateAllowList>[0], Record<string, string>][] = [
    ['any ignores the text', { allow: 'any', text: 'junk' }, {}],
    ['a list', { allow: 'list', text: '203.0.113.0/24\n' }, {}],
    ['an empty list', { allow: 'list', text: '\n' }, { text: NETWORKS_REQUIRED }],
    ['a bad line', { allow: 'list', text: '203.0.113.0/24\n10.1.1.1' }, { text: `10.1.1.1: ${IPNET_NO_SLASH}` }],
  ]
  for (const [what, values, expected] of cases) assert.equal(problems(validateAllowList(values)), expected, what)
  assert.equal(allowListBody({ allow: 'any', text: '10.0.0.0/8' }), { allowedIps: { allow: 'any' } })
  assert.equal(allowListBody({ allow: 'list', text: ' 10.0.0.0/8 \n\nfd00::/8' }), {
    allowedIps: { allow: 'list', ips: ['10.0.0.0/8', 'fd00::/8'] },
  })
})

AllowList.run()

const Bfd = suite('BFD enable form')

Bfd('a message per field; the body as BfdSessionEnable', () => {
  const ok = { ...bfdDefaults, remote: '192.0.2.9' }
  const cases: [string, typeof ok, Record<string, string>][] = [
    ['valid', ok, {}],
    ['no remote', bfdDefaults, { remote: 'Remote address is required' }],
    ['bad local', { ...ok, local: '192.0.2' }, { local: IP_INVALID }],
    ['threshold 0', { ...ok, threshold: '0' }, { threshold: THRESHOLD_INVALID }],
    ['threshold 256', { ...ok, threshold: '256' }, { threshold: THRESHOLD_INVALID }],
    ['RX not a number', { ...ok, requiredRx: '1.5' }, { requiredRx: REQUIRED_RX_INVALID }],
  ]
  for (const [what, values, expected] of cases) assert.equal(problems(validateBfd(values)), expected, what)
  assert.equal(bfdBody({ ...ok, remote: ' 192.0.2.9 ', local: ' ' }), {
    remote: '192.0.2.9',
    local: null,
    switchSlot: 'switch0',
    mode: 'single_hop',
    detectionThreshold: 3,
    requiredRx: 300000,
  })
})

Bfd.run()
