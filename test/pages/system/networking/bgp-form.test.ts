import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { problems } from '../../../../test-support/form-errors'
import { IPNET_NO_SLASH } from '../../../../web/util/ip'
import {
  announceSetBody,
  announceSetDefaults,
  bgpConfigBody,
  bgpConfigDefaults,
  validateAnnounceSet,
  validateBgpConfig,
} from '../../../../web/pages/system/networking/bgp-form'
import { ASN_INVALID, NETWORKS_REQUIRED } from '../../../../web/pages/system/networking/validate'

const Config = suite('BGP configuration create form')

Config('a message per field', () => {
  const ok = { ...bgpConfigDefaults, name: 'as65000', asn: '65000', announceSet: 'set-1' }
  const cases: [string, typeof ok, Record<string, string>][] = [
    ['valid', ok, {}],
    ['valid with a VRF', { ...ok, vrf: 'vrf-a' }, {}],
    ['bad ASN', { ...ok, asn: '0' }, { asn: ASN_INVALID }],
    ['bad VRF', { ...ok, vrf: 'Bad' }, { vrf: 'Must start with a lowercase letter' }],
    ['no set', { ...ok, announceSet: '' }, { announceSet: 'Announce set is required' }],
    [
      'empty',
      bgpConfigDefaults,
      { name: 'Name is required', asn: 'ASN is required', announceSet: 'Announce set is required' },
    ],
  ]
  for (const [what, values, expected] of cases) assert.equal(problems(validateBgpConfig(values)), expected, what)
})

Config('the body: a number ASN, an empty VRF as null', () => {
  const v = { name: ' as1 ', description: 'd', asn: ' 65001 ', vrf: ' ', announceSet: 'set-1' }
  assert.equal(bgpConfigBody(v), { name: 'as1', description: 'd', asn: 65001, vrf: null, bgpAnnounceSetId: 'set-1' })
  assert.is(bgpConfigBody({ ...v, vrf: 'vrf-a' }).vrf, 'vrf-a')
})

Config.run()

const AnnounceSet = suite('announce set form')

AnnounceSet('a message per field; the networks one line each', () => {
  const ok = { ...announceSetDefaults, name: 'set-1', lot: 'lot-1', networks: '198.51.100.0/24\n\n203.0.113.0/24' }
  const cases: [string, typeof ok, Record<string, string>][] = [
    ['valid', ok, {}],
    ['no lot', { ...ok, lot: '' }, { lot: 'Address lot is required' }],
    ['no networks', { ...ok, networks: ' \n ' }, { networks: NETWORKS_REQUIRED }],
    ['bad network', { ...ok, networks: '198.51.100.0/24\n10.0.0.1' }, { networks: `10.0.0.1: ${IPNET_NO_SLASH}` }],
  ]
  for (const [what, values, expected] of cases) assert.equal(problems(validateAnnounceSet(values)), expected, what)
  assert.equal(announceSetBody(ok), {
    name: 'set-1',
    description: '',
    announcement: [
      { network: '198.51.100.0/24', addressLotBlock: 'lot-1' },
      { network: '203.0.113.0/24', addressLotBlock: 'lot-1' },
    ],
  })
})

AnnounceSet.run()
