import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { docs, DOCS_HOME } from '../../web/util/docs'

const Docs = suite('docs links')

Docs('every topic links to a page of the documentation site over https', () => {
  for (const [topic, link] of Object.entries({ ...docs, home: DOCS_HOME })) {
    const url = new URL(link.href)
    assert.is(url.origin, 'https://docs.oxide.computer', topic)
    assert.ok(url.pathname.startsWith('/guides'), topic)
    assert.ok(link.label.trim().length > 0, topic)
  }
})

Docs('every area the issue names has a topic', () => {
  const areas = [
    'instances',
    'disks',
    'images',
    'snapshots',
    'vpcs',
    'firewallRules',
    'subnets',
    'routers',
    'gateways',
    'floatingIps',
    'ipPools',
    'silos',
    'identityProviders',
    'access',
    'sshKeys',
    'tokens',
    'deviceLogin',
    'metrics',
    'updates',
    'supportBundles',
    'alerts',
    'rackNetworking',
  ]
  for (const a of areas) assert.ok(a in docs, a)
})

Docs.run()
