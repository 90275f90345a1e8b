// msw 3 needs Promise.withResolvers (Node 22+); Node 20 gets this polyfill before any call
const P = Promise as unknown as { withResolvers?: unknown }
P.withResolvers ??= <T>() => {
  let resolve!: (v: T) => void, reject!: (e: unknown) => void
  const promise = new Promise<T>((a, b) => ((resolve = a), (reject = b)))
  return { promise, resolve, reject }
}

import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { mockFetch } from '../../../web/mock/fetch'
import { fid } from '../../../web/mock/fixtures/util'
import { createMockApi } from '../../../web/mock/index'

const rack = fid('rack', 1)
const sel = `rack_id=${rack}&switch_slot=switch1`

const body = (over: Record<string, unknown> = {}) => ({
  name: 'uplink-t',
  description: '',
  port_config: { geometry: 'qsfp28x1' },
  links: [{ link_name: 'phy0', mtu: 1500, speed: 'speed100_g', fec: null, autoneg: false, lldp: { enabled: true } }],
  interfaces: [{ link_name: 'phy0', kind: { type: 'primary' }, v6_enabled: false }],
  addresses: [
    { link_name: 'phy0', addresses: [{ address: '192.0.2.20/24', address_lot: 'initial-infra', vlan_id: null }] },
  ],
  routes: [{ link_name: 'phy0', routes: [{ dst: '0.0.0.0/0', gw: '192.0.2.1', vid: null }] }],
  bgp_peers: [],
  ...over,
})

test('port settings: seeded, created, refused when they name an unknown link, an address outside the lot, or too many links', async () => {
  const fetch = mockFetch(createMockApi({ mode: 'preview' }))
  const list = await (await fetch('/v1/system/networking/switch-port-settings')).json()
  assert.equal(list.items.map((s: { name: string }) => s.name).sort(), [
    'bgp-uplink',
    'default-uplink0',
    'default-uplink1',
  ])
  const post = (b: unknown) => fetch('/v1/system/networking/switch-port-settings', { method: 'POST', json: b })
  assert.is((await post(body({ routes: [{ link_name: 'phy1', routes: [] }] }))).status, 400)
  assert.is(
    (
      await post(
        body({
          addresses: [{ link_name: 'phy0', addresses: [{ address: '203.0.113.5/24', address_lot: 'initial-infra' }] }],
        }),
      )
    ).status,
    400,
  )
  assert.is((await post(body({ links: [body().links[0], { ...body().links[0], link_name: 'phy1' }] }))).status, 400)
  assert.is(
    (await post(body({ routes: [{ link_name: 'phy0', routes: [{ dst: '::/0', gw: '192.0.2.1' }] }] }))).status,
    400,
  )
  const ok = await post(body())
  assert.is(ok.status, 201)
  const view = await (await fetch('/v1/system/networking/switch-port-settings/uplink-t')).json()
  assert.is(view.addresses[0].address_lot_name, 'initial-infra')
  assert.is(view.routes[0].interface_name, 'phy0')
})

test('apply and clear settings mutate the port; applied settings cannot be deleted', async () => {
  const fetch = mockFetch(createMockApi({ mode: 'preview' }))
  const port = async () =>
    (await (await fetch('/v1/system/hardware/switch-port?limit=100')).json()).items.find(
      (p: { switch_slot: string; port_name: string }) => p.switch_slot === 'switch1' && p.port_name === 'qsfp3',
    )
  assert.is((await port()).port_settings_id, null)
  const apply = await fetch(`/v1/system/hardware/switch-port/qsfp3/settings?${sel}`, {
    method: 'POST',
    json: { port_settings: 'bgp-uplink' },
  })
  assert.is(apply.status, 204)
  assert.is((await port()).port_settings_id, fid('portSettings', 3))
  assert.is((await (await fetch(`/v1/system/hardware/switch-port/qsfp3/status?${sel}`)).json()).link, 'up')
  assert.is(
    (await fetch('/v1/system/networking/switch-port-settings?port_settings=bgp-uplink', { method: 'DELETE' })).status,
    400,
  )
  assert.is((await fetch(`/v1/system/hardware/switch-port/qsfp3/settings?${sel}`, { method: 'DELETE' })).status, 204)
  assert.is((await port()).port_settings_id, null)
  assert.is(
    (await fetch('/v1/system/networking/switch-port-settings?port_settings=bgp-uplink', { method: 'DELETE' })).status,
    204,
  )
})

test('LLDP config is stored per port', async () => {
  const fetch = mockFetch(createMockApi({ mode: 'preview' }))
  const url = `/v1/system/hardware/switch-port/qsfp2/lldp/config?${sel}`
  const before = await (await fetch(url)).json()
  assert.is(before.enabled, false)
  const cfg = { ...before, enabled: true, system_name: 'sw1', management_ip: '192.0.2.12' }
  assert.is((await fetch(url, { method: 'POST', json: cfg })).status, 204)
  const after = await (await fetch(url)).json()
  assert.equal(
    [after.enabled, after.system_name, after.management_ip, after.id],
    [true, 'sw1', '192.0.2.12', before.id],
  )
  // another port is untouched
  assert.is((await (await fetch(`/v1/system/hardware/switch-port/qsfp1/lldp/config?${sel}`)).json()).enabled, false)
})

test('BGP message history: per switch and peer of the ASN, the same messages each time', async () => {
  const fetch = mockFetch(createMockApi({ mode: 'preview' }))
  const get = async () =>
    (await (await fetch('/v1/system/networking/bgp-message-history?asn=65547')).json()).switch_histories
  const h = await get()
  assert.equal(
    h.map((s: { switch: string }) => s.switch),
    ['switch0', 'switch1'],
  )
  const peer = h[0].history['192.0.2.1']
  assert.equal(
    peer.received.map((e: { message: { type: string } }) => e.message.type),
    ['open', 'keep_alive', 'update', 'keep_alive', 'keep_alive'],
  )
  assert.is(peer.received[0].message.value.asn, 65000)
  assert.is(h[1].history['192.0.2.2'].received[0].message.type, 'notification')
  const strip = (x: unknown) => JSON.stringify(x).replace(/"timestamp":"[^"]+"/g, '')
  assert.is(strip(await get()), strip(h))
  assert.is((await fetch('/v1/system/networking/bgp-message-history?asn=1')).status, 404)
  assert.is((await fetch('/v1/system/networking/bgp-message-history')).status, 400)
})

test.run()
