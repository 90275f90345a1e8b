import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { SwitchPortSettingsCreateSchema } from '../../../../web/api/generated/schemas'
import { snakeify } from '../../../../web/api/http'
import * as v from 'valibot'
import {
  newAddress,
  newLink,
  newPeer,
  newRoute,
  portSettingsDefaults,
  toPortSettingsBody,
  type PortSettingsValues,
} from '../../../../web/pages/system/networking/port-settings-form'
import {
  GW_VERSION,
  KEEPALIVE_TOO_LONG,
  LINK_DUPLICATE,
  LINK_UNKNOWN,
  LINKS_REQUIRED,
  MTU_INVALID,
  portSettingsErrorList,
  SECONDS_INVALID,
  TOO_MANY_LINKS,
  validatePortSettings,
  VLAN_INVALID,
} from '../../../../web/pages/system/networking/port-settings-validate'
import { IP_INVALID, IPNET_NO_SLASH, IPNET_V4_MAX } from '../../../../web/util/ip'

const test = suite('port settings form')

const full = (): PortSettingsValues => ({
  ...portSettingsDefaults(),
  name: 'uplink-a',
  description: 'core',
  geometry: 'qsfp28x2',
  links: [newLink(0), { ...newLink(1), mtu: '9000', fec: 'rs', autoneg: true, lldp: false, v6: true }],
  addresses: [
    { link: 'phy0', lot: 'initial-infra', address: '192.0.2.20/24', vlan: '' },
    { link: 'phy1', lot: 'initial-infra', address: ' 192.0.2.21/24 ', vlan: '300' },
    { link: 'phy0', lot: 'initial-infra', address: '192.0.2.22/24', vlan: '' },
  ],
  routes: [{ link: 'phy0', dst: '0.0.0.0/0', gw: '192.0.2.1', vid: '' }],
  peers: [{ ...newPeer('phy1'), bgpConfig: 'as65547', address: '192.0.2.1' }],
})

test('a complete form has no errors', () => {
  assert.equal(portSettingsErrorList(validatePortSettings(full())), [])
  assert.equal(portSettingsErrorList(validatePortSettings({ ...portSettingsDefaults(), name: 'x' })), [])
})

test('per-field messages: name, links, MTU, duplicates, geometry', () => {
  const e = validatePortSettings({
    ...portSettingsDefaults(),
    name: 'Bad',
    links: [{ ...newLink(0), mtu: '100' }, newLink(0)],
  })
  assert.is(e.name, 'Must start with a lowercase letter')
  assert.is(e.link[0].mtu, MTU_INVALID)
  assert.is(e.link[1].name, LINK_DUPLICATE)
  assert.is(e.links, TOO_MANY_LINKS('qsfp28x1', 1))
  assert.is(validatePortSettings({ ...portSettingsDefaults(), name: 'x', links: [] }).links, LINKS_REQUIRED)
  assert.is(
    validatePortSettings({ ...portSettingsDefaults(), name: 'x', links: [{ ...newLink(0), name: '' }] }).link[0].name,
    'Link name is required',
  )
})

test('addresses: IP network, lot, link, VLAN', () => {
  const v = full()
  v.addresses = [
    { ...newAddress('phy0'), lot: 'l', address: '192.0.2.20' },
    { ...newAddress('phy9'), lot: '', address: '192.0.2.20/33', vlan: '5000' },
    { ...newAddress(''), lot: 'l', address: 'nope/24' },
  ]
  const e = validatePortSettings(v).address
  assert.equal(e[0], { address: IPNET_NO_SLASH })
  assert.equal(e[1], { link: LINK_UNKNOWN, lot: 'Address lot is required', address: IPNET_V4_MAX, vlan: VLAN_INVALID })
  assert.equal(e[2], { link: 'Link is required', address: IP_INVALID })
  const list = portSettingsErrorList(validatePortSettings(v))
  assert.ok(list.includes(`Address 2 address: ${IPNET_V4_MAX}`))
  assert.ok(list.includes('Address 2: Address lot is required'))
  assert.ok(
    list.includes(`Address 2 VLAN ID: ${VLAN_INVALID}`) === false && list.includes(`Address 2: ${VLAN_INVALID}`),
  )
})

test('routes: destination network, gateway address of the same version', () => {
  const v = full()
  v.routes = [
    { ...newRoute('phy0'), dst: '0.0.0.0/0', gw: 'fd00::1' },
    { ...newRoute('phy0'), dst: '::/0', gw: '192.0.2.300' },
    { ...newRoute('phy0'), dst: '', gw: '', vid: '0' },
  ]
  const e = validatePortSettings(v).route
  assert.equal(e[0], { gw: GW_VERSION })
  assert.equal(e[1], { gw: IP_INVALID })
  assert.equal(e[2], { dst: 'Destination is required', gw: 'Gateway is required', vid: VLAN_INVALID })
})

test('BGP peers: configuration, address, times', () => {
  const v = full()
  v.peers = [
    { ...newPeer('phy0'), address: '192.0.2.1', bgpConfig: '', holdTime: '6', keepalive: '6' },
    { ...newPeer('phy0'), address: 'x', bgpConfig: 'c', holdTime: '-1', idleHoldTime: '', connectRetry: '70000' },
  ]
  const e = validatePortSettings(v).peer
  assert.equal(e[0], { bgpConfig: 'BGP configuration is required', keepalive: KEEPALIVE_TOO_LONG })
  assert.equal(e[1], {
    address: IP_INVALID,
    holdTime: SECONDS_INVALID('Hold time'),
    idleHoldTime: 'Idle hold time is required',
    connectRetry: SECONDS_INVALID('Connect retry'),
  })
})

test('body: grouped by link, numbers parsed, optional fields null, matches the nexus schema', () => {
  const body = toPortSettingsBody(full())
  assert.equal(body.portConfig, { geometry: 'qsfp28x2' })
  assert.equal(body.links[1], {
    linkName: 'phy1',
    mtu: 9000,
    speed: 'speed100_g',
    fec: 'rs',
    autoneg: true,
    lldp: { enabled: false },
  })
  assert.is(body.links[0].fec, null)
  assert.equal(body.interfaces, [
    { linkName: 'phy0', kind: { type: 'primary' }, v6Enabled: false },
    { linkName: 'phy1', kind: { type: 'primary' }, v6Enabled: true },
  ])
  assert.equal(body.addresses, [
    {
      linkName: 'phy0',
      addresses: [
        { address: '192.0.2.20/24', addressLot: 'initial-infra', vlanId: null },
        { address: '192.0.2.22/24', addressLot: 'initial-infra', vlanId: null },
      ],
    },
    { linkName: 'phy1', addresses: [{ address: '192.0.2.21/24', addressLot: 'initial-infra', vlanId: 300 }] },
  ])
  assert.equal(body.routes, [{ linkName: 'phy0', routes: [{ dst: '0.0.0.0/0', gw: '192.0.2.1', vid: null }] }])
  assert.is(body.bgpPeers?.length, 1)
  const peer = body.bgpPeers![0]
  assert.is(peer.linkName, 'phy1')
  assert.equal(peer.peers[0].addr, { type: 'numbered', ip: '192.0.2.1' })
  assert.equal(
    [peer.peers[0].holdTime, peer.peers[0].idleHoldTime, peer.peers[0].connectRetry, peer.peers[0].keepalive],
    [6, 3, 3, 2],
  )
  // what the server receives validates against the generated nexus schema
  const wire = snakeify(body) as Record<string, unknown>
  const parsed = v.safeParse(SwitchPortSettingsCreateSchema, wire)
  assert.ok(parsed.success, JSON.stringify(parsed.issues))
  assert.ok('port_config' in wire && 'bgp_peers' in wire)
})

test.run()
