import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { layoutTopology, ruleSummary, type TopoInput } from '../../../../web/pages/project/vpcs/topology-layout'
import { bigVpc } from '../../../../web/pages/project/vpcs/topology-fixture'

const href = {
  subnet: (n: string) => `/s/${n}`,
  instance: (n: string) => `/i/${n}`,
  router: (n: string) => `/r/${n}`,
  gateway: (n: string) => `/g/${n}`,
  rules: () => '/rules',
}

const small: TopoInput = {
  subnets: [
    { id: 's1', name: 'mock-subnet', ipv4Block: '10.1.1.0/24', ipv6Block: 'fd00::/64' },
    { id: 's2', name: 'mock-subnet-2', ipv4Block: '10.1.2.0/24', ipv6Block: 'fd01::/64', customRouterId: 'r2' },
  ],
  nics: [
    { id: 'n1', name: 'nic0', subnetId: 's1', instanceName: 'db1', ip: '10.1.1.5' },
    { id: 'n2', name: 'nic1', subnetId: 's1', instanceName: 'db1', ip: '10.1.1.6' },
  ],
  routers: [
    {
      id: 'r1',
      name: 'system',
      kind: 'system',
      routes: [{ name: 'default-v4', target: { type: 'internet_gateway', value: 'default' } }],
    },
    {
      id: 'r2',
      name: 'mock-custom-router',
      kind: 'custom',
      routes: [{ name: 'drop-local', target: { type: 'drop' } }],
    },
  ],
  gateways: [{ name: 'default', pools: ['default'], addresses: ['gateway-address 10.0.0.1'] }],
  rules: [
    {
      name: 'allow-https',
      status: 'enabled',
      direction: 'inbound',
      action: 'allow',
      targets: [{ type: 'vpc', value: 'mock-vpc' }],
    },
    {
      name: 'deny-office',
      status: 'disabled',
      direction: 'inbound',
      action: 'deny',
      targets: [{ type: 'subnet', value: 'mock-subnet' }],
    },
    {
      name: 'db',
      status: 'enabled',
      direction: 'inbound',
      action: 'allow',
      targets: [{ type: 'instance', value: 'db1' }],
    },
  ],
}

const Layout = suite('layoutTopology')

Layout('every subnet with its blocks, every interface with its instance, each linked to its page', () => {
  const { nodes } = layoutTopology('mock-vpc', small, href)
  const sn = nodes.find((n) => n.title === 'Subnet mock-subnet')!
  assert.equal(sn.lines.slice(0, 2), ['10.1.1.0/24', 'fd00::/64'])
  assert.is(sn.href, '/s/mock-subnet')
  const nics = nodes.filter((n) => n.kind === 'nic')
  assert.equal(
    nics.map((n) => n.title),
    ['db1 · nic0', 'db1 · nic1'],
  )
  assert.ok(nics.every((n) => n.href === '/i/db1'))
  assert.equal(nics[0].lines, ['10.1.1.5 · 1 inbound allow'])
  // interfaces sit beside their subnet, below one another
  assert.is(nics[0].y, sn.y)
  assert.ok(nics[1].y >= nics[0].y + nics[0].h)
  for (const n of nodes) assert.ok(n.title.length > 0 && n.href.length > 0, n.id)
})

Layout(
  'a subnet joins its custom router, else the system router; a router joins the gateways its routes target',
  () => {
    const { nodes, edges } = layoutTopology('mock-vpc', small, href)
    const id = (title: string) => nodes.find((n) => n.title.startsWith(title))!.id
    const has = (a: string, b: string) => edges.some((e) => e.from === a && e.to === b)
    assert.ok(has(id('Subnet mock-subnet-2'), id('Router mock-custom-router')))
    assert.ok(has(id('Subnet mock-subnet'), id('Router system')))
    assert.ok(has(id('Router system'), id('Gateway default')))
    assert.ok(
      nodes.find((n) => n.title === 'Router system (system)')!.lines.includes('default-v4 → internet gateway default'),
    )
    assert.equal(nodes.find((n) => n.kind === 'gateway')!.lines, [
      'Pools: default',
      'Addresses: gateway-address 10.0.0.1',
    ])
  },
)

Layout('the firewall summary counts enabled rules by direction and action, per target', () => {
  const { nodes } = layoutTopology('mock-vpc', small, href)
  assert.equal(nodes.find((n) => n.kind === 'vpc')!.lines, ['Firewall: 1 inbound allow'])
  // deny-office is disabled: the subnet shows no firewall line
  assert.is(nodes.find((n) => n.title === 'Subnet mock-subnet')!.lines.length, 2)
  assert.is(ruleSummary([]), '')
})

Layout('a VPC of 300 subnets and 1,000 interfaces: every one laid out, none overlapping in its column', () => {
  const input = bigVpc()
  const { nodes, edges, height } = layoutTopology('big', input, href)
  assert.is(nodes.filter((n) => n.kind === 'subnet').length, 300)
  assert.is(nodes.filter((n) => n.kind === 'nic').length, 1000)
  assert.is(edges.length, 300 + 1000 + 1)
  for (const kind of ['subnet', 'nic'] as const) {
    const col = nodes.filter((n) => n.kind === kind)
    for (let i = 1; i < col.length; i++) assert.ok(col[i].y >= col[i - 1].y + col[i - 1].h, `${kind} ${i}`)
  }
  assert.ok(nodes.every((n) => n.y + n.h <= height))
})

Layout.run()
