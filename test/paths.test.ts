import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { pb } from '../web/paths'
import { findRoute } from '../web/routes'

/** Sample params: every pb function reads only the keys it needs. */
const params = {
  project: 'p',
  instance: 'i',
  vpc: 'v',
  router: 'r',
  route: 'rt',
  subnet: 's',
  gateway: 'g',
  rule: 'fw',
  disk: 'd',
  snapshot: 'snap',
  image: 'img',
  group: 'grp',
  floatingIp: 'fip',
  sshKey: 'key',
  silo: 'silo',
  provider: 'idp',
  sledId: '00000000-0000-4000-8000-000000000001',
  pool: 'pool',
  version: '1.0.0',
  trustRootId: '00000000-0000-4000-8000-000000000002',
  bundleId: '00000000-0000-4000-8000-000000000003',
  receiver: 'rcv',
  certificate: 'cert',
  switchId: '00000000-0000-4000-8000-000000000004',
  userId: '00000000-0000-4000-8000-000000000005',
  user: 'builtin',
  portSettings: 'uplink',
  rackId: '00000000-0000-4000-8000-000000000006',
  switchSlot: 'switch0',
  port: 'qsfp0',
  diskId: '00000000-0000-4000-8000-000000000007',
  alertId: '00000000-0000-4000-8000-000000000008',
}

for (const [name, build] of Object.entries(pb)) {
  test(`pb.${name} links to a route in the table`, () => {
    const href = (build as (p: typeof params) => string)(params)
    assert.ok(findRoute(href), `${href} matches no route`)
  })
}

test('links percent-encode what they are given', () => {
  assert.is(pb.instances({ project: 'a b/c' }), '/projects/a%20b%2Fc/instances')
})

test.run()
