import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { problems } from '../../../../test-support/form-errors'
import { IP_INVALID, IPNET_NO_SLASH } from '../../../../web/util/ip'
import {
  addressLotBody,
  addressLotDefaults,
  addressLotErrors,
  ASN_INVALID,
  BLOCK_BACKWARDS,
  BLOCK_MIXED_VERSIONS,
  BLOCKS_REQUIRED,
  MASK_INVALID,
  parseNetworks,
  validateAddressLot,
  validateAsn,
  validateBlock,
  validateLoopback,
  validateLoopbackForm,
  loopbackBody,
  loopbackDefaults,
  validateMaxPaths,
  MAX_PATHS_INVALID,
  bgpConfigUpdateBody,
  validateBgpEdit,
} from '../../../../web/pages/system/networking/validate'

const test = suite('rack-networking validate')

test('block: valid v4 and v6, single address', () => {
  assert.equal(validateBlock('192.0.2.1', '192.0.2.31'), {})
  assert.equal(validateBlock('192.0.2.1', '192.0.2.1'), {})
  assert.equal(validateBlock(' fd00::1 ', 'fd00::ff'), {})
})

test('block: invalid, mixed, backwards, required', () => {
  assert.equal(validateBlock('192.0.2.300', '192.0.2.1').first, IP_INVALID)
  assert.equal(validateBlock('192.0.2.1', 'fd00::1'), { last: BLOCK_MIXED_VERSIONS })
  assert.equal(validateBlock('192.0.2.10', '192.0.2.9'), { last: BLOCK_BACKWARDS })
  assert.equal(validateBlock('fd00::10', 'fd00::9'), { last: BLOCK_BACKWARDS })
  assert.equal(validateBlock('', '').first, 'First address is required')
  assert.equal(validateBlock('', '').last, 'Last address is required')
})

test('address lot form: name, blocks', () => {
  assert.equal(
    addressLotErrors({
      name: 'lot-1',
      description: '',
      kind: 'infra',
      blocks: [{ first: '10.0.0.1', last: '10.0.0.9' }],
    }),
    [],
  )
  assert.ok(addressLotErrors({ name: 'lot-1', description: '', kind: 'pool', blocks: [] }).includes(BLOCKS_REQUIRED))
  assert.equal(
    addressLotErrors({
      name: 'lot-1',
      description: '',
      kind: 'pool',
      blocks: [{ first: '10.0.0.9', last: '10.0.0.1' }],
    }),
    [`Block 1: ${BLOCK_BACKWARDS}`],
  )
  assert.is(
    addressLotErrors({
      name: 'Bad Name',
      description: '',
      kind: 'pool',
      blocks: [{ first: '10.0.0.1', last: '10.0.0.1' }],
    }).length,
    1,
  )
})

test('address lot form: a message per field, blocks keyed by row', () => {
  const lot = (patch: Partial<typeof addressLotDefaults>) => ({ ...addressLotDefaults, name: 'lot-1', ...patch })
  const cases: [string, ReturnType<typeof lot>, Record<string, string>][] = [
    ['valid', lot({ blocks: [{ first: '10.0.0.1', last: '10.0.0.9' }] }), {}],
    ['no name', lot({ name: ' ', blocks: [{ first: '10.0.0.1', last: '10.0.0.9' }] }), { name: 'Name is required' }],
    ['no blocks', lot({ blocks: [] }), { blocks: BLOCKS_REQUIRED }],
    [
      'empty first block',
      lot({}),
      { 'block-0-first': 'First address is required', 'block-0-last': 'Last address is required' },
    ],
    [
      'second block backwards',
      lot({
        blocks: [
          { first: '10.0.0.1', last: '10.0.0.9' },
          { first: 'fd00::9', last: 'fd00::1' },
        ],
      }),
      { 'block-1-last': BLOCK_BACKWARDS },
    ],
  ]
  for (const [what, values, expected] of cases) {
    assert.equal(problems(validateAddressLot(values)), expected, what)
  }
  assert.equal(
    addressLotErrors(
      lot({
        name: '',
        blocks: [
          { first: '10.0.0.1', last: '10.0.0.1' },
          { first: '', last: '10.0.0.1' },
        ],
      }),
    ),
    ['Name is required', 'Block 2: First address is required'],
  )
  assert.equal(addressLotBody(lot({ name: ' lot-1 ', blocks: [{ first: ' 10.0.0.1', last: '10.0.0.9 ' }] })), {
    name: 'lot-1',
    description: '',
    kind: 'infra',
    blocks: [{ firstAddress: '10.0.0.1', lastAddress: '10.0.0.9' }],
  })
})

test('ASN', () => {
  assert.is(validateAsn('65547'), undefined)
  assert.is(validateAsn('4294967295'), undefined)
  assert.is(validateAsn('0'), ASN_INVALID)
  assert.is(validateAsn('4294967296'), ASN_INVALID)
  assert.is(validateAsn('65a'), ASN_INVALID)
  assert.is(validateAsn(' '), 'ASN is required')
})

test('networks: one per line, each validated', () => {
  assert.equal(parseNetworks('198.51.100.0/24\n\n fd00::/64 '), {
    networks: ['198.51.100.0/24', 'fd00::/64'],
    errors: [],
  })
  const r = parseNetworks('198.51.100.0/24\n10.0.0.1')
  assert.equal(r.errors, [`10.0.0.1: ${IPNET_NO_SLASH}`])
  assert.is(parseNetworks('10.0.0.0/33').errors.length, 1)
  assert.equal(parseNetworks(''), { networks: [], errors: [] })
})

test('loopback address and mask', () => {
  assert.equal(validateLoopback('192.0.2.5', '32'), {})
  assert.equal(validateLoopback('fd00::5', '128'), {})
  assert.equal(validateLoopback('192.0.2.5', '33'), { mask: MASK_INVALID(32) })
  assert.equal(validateLoopback('nope', '32'), { address: IP_INVALID })
  assert.equal(validateLoopback('', '32'), { address: 'Address is required' })
})

test('loopback form: rack and address lot required, the body as LoopbackAddressCreate', () => {
  const ok = { ...loopbackDefaults, lot: 'initial-infra', address: ' 192.0.2.5 ' }
  const cases: [string, typeof ok, string, Record<string, string | undefined>][] = [
    ['valid', ok, 'rack-1', { rack: undefined, lot: undefined }],
    ['no rack', ok, '', { rack: 'Rack is required', lot: undefined }],
    ['no lot', { ...ok, lot: '' }, 'rack-1', { rack: undefined, lot: 'Address lot is required' }],
    ['bad mask', { ...ok, mask: '33' }, 'rack-1', { mask: MASK_INVALID(32), rack: undefined, lot: undefined }],
  ]
  for (const [what, values, rack, expected] of cases) assert.equal(validateLoopbackForm(values, rack), expected, what)
  assert.equal(loopbackBody({ ...ok, mask: ' 31 ', anycast: true }, 'rack-1'), {
    rackId: 'rack-1',
    switchSlot: 'switch0',
    addressLot: 'initial-infra',
    address: '192.0.2.5',
    mask: 31,
    anycast: true,
  })
})

test('BGP config edit: maximum paths 1 to 32; the body leaves the announce set out to keep it', () => {
  for (const ok of ['1', ' 8 ', '32']) assert.is(validateMaxPaths(ok), undefined, ok)
  for (const bad of ['0', '33', '1.5', '', 'x']) assert.is(validateMaxPaths(bad), MAX_PATHS_INVALID, bad)
  const edit = { name: 'as1', description: '', maxPaths: '4', announceSet: '' }
  assert.equal(validateBgpEdit(edit), { name: undefined, maxPaths: undefined })
  assert.equal(validateBgpEdit({ ...edit, name: ' ', maxPaths: '0' }), {
    name: 'Name is required',
    maxPaths: MAX_PATHS_INVALID,
  })
  assert.equal(bgpConfigUpdateBody({ name: ' as1 ', description: 'd', maxPaths: '4', announceSet: '' }), {
    name: 'as1',
    description: 'd',
    maxPaths: 4,
  })
  assert.equal(bgpConfigUpdateBody({ name: 'as1', description: '', maxPaths: '1', announceSet: 'set-2' }), {
    name: 'as1',
    description: '',
    maxPaths: 1,
    bgpAnnounceSetId: 'set-2',
  })
})

test.run()
