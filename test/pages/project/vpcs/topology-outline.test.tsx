import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { layoutTopology, type TopoInput } from '../../../../web/pages/project/vpcs/topology-layout'
import { topologyOutline } from '../../../../web/pages/project/vpcs/topology-outline'
import { TopologyOutline } from '../../../../web/pages/project/vpcs/TopologyOutline'
import { render, withDom } from '../../../../test-support/dom'

const href = {
  subnet: (n: string) => `/s/${n}`,
  instance: (n: string) => `/i/${n}`,
  router: (n: string) => `/r/${n}`,
  gateway: (n: string) => `/g/${n}`,
  rules: () => '/rules',
}
const longAddress = 'gateway-address-with-a-name-too-long-for-its-box 10.0.0.1'
const input: TopoInput = {
  subnets: [
    { id: 's1', name: 'web', ipv4Block: '10.1.1.0/24', ipv6Block: 'fd00::/64' },
    { id: 's2', name: 'db', ipv4Block: '10.1.2.0/24', ipv6Block: 'fd01::/64', customRouterId: 'r2' },
  ],
  nics: [{ id: 'n1', name: 'nic0', subnetId: 's1', instanceName: 'front', ip: '10.1.1.5' }],
  routers: [
    {
      id: 'r1',
      name: 'system',
      kind: 'system',
      routes: [{ name: 'default-v4', target: { type: 'internet_gateway', value: 'default' } }],
    },
    { id: 'r2', name: 'private', kind: 'custom', routes: [{ name: 'drop-local', target: { type: 'drop' } }] },
  ],
  gateways: [{ name: 'default', pools: ['default'], addresses: [longAddress] }],
  rules: [],
}
const layout = layoutTopology('prod', input, href)

const Outline = suite('topology outline')

Outline('says in words what the drawing joins with lines', () => {
  const sections = topologyOutline(layout)
  assert.equal(
    sections.map((s) => s.heading),
    ['VPC', 'Internet gateways', 'Routers', 'Subnets and their interfaces'],
  )
  const [, gateways, routers, subnets] = sections
  assert.ok(gateways.items[0].facts.includes('Routed to by Router system (system)'))
  const system = routers.items.find((r) => r.title === 'Router system (system)')!
  assert.ok(system.facts.includes('Routes to Gateway default'))
  assert.ok(system.facts.includes('Used by Subnet web'))
  const db = subnets.items.find((s) => s.title === 'Subnet db')!
  assert.ok(db.facts.includes('Uses Router private (custom)'), 'a custom router, not the system one')
  const web = subnets.items.find((s) => s.title === 'Subnet web')!
  assert.equal(
    web.children.map((c) => [c.title, c.href, c.facts]),
    [['front · nic0', '/i/front', ['10.1.1.5']]],
  )
})

Outline('keeps text the drawing cuts to fit a box', () => {
  const gw = layout.nodes.find((n) => n.kind === 'gateway')!
  assert.ok(
    gw.lines.some((l) => l.endsWith('…')),
    'the drawing cuts it',
  )
  const [, gateways] = topologyOutline(layout)
  assert.ok(gateways.items[0].facts.includes(`Addresses: ${longAddress}`))
})

withDom(Outline)

Outline('renders as nested lists with a link per box, behind a summary', () => {
  const body = render(<TopologyOutline layout={layout} />)
  assert.is(body.querySelector('summary')?.textContent, 'Show the topology as a list')
  const links = [...body.querySelectorAll('a')].map((a) => a.textContent)
  assert.ok(links.includes('Subnet web') && links.includes('front · nic0'), links.join())
  const nicList = body.querySelector('ul[aria-label="Interfaces in Subnet web"]')
  assert.ok(nicList?.textContent?.includes('10.1.1.5'))
})

Outline.run()
