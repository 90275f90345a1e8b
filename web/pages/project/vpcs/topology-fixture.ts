import type { TopoInput } from './topology-layout'

/** A large VPC for the layout's test and bench: `subnets` subnets sharing `nics` interfaces round-robin. */
export function bigVpc(subnets = 300, nics = 1000): TopoInput {
  return {
    subnets: Array.from({ length: subnets }, (_, i) => ({
      id: `s${i}`,
      name: `subnet-${i}`,
      ipv4Block: `10.${i >> 8}.${i & 255}.0/24`,
      ipv6Block: `fd00:0:0:${i.toString(16)}::/64`,
      customRouterId: i % 10 === 0 ? 'r1' : null,
    })),
    nics: Array.from({ length: nics }, (_, i) => ({
      id: `n${i}`,
      name: 'nic0',
      subnetId: `s${i % subnets}`,
      instanceName: `inst-${i}`,
      ip: `10.0.0.${i % 250}`,
    })),
    routers: [
      {
        id: 'r0',
        name: 'system',
        kind: 'system',
        routes: [{ name: 'default-v4', target: { type: 'internet_gateway', value: 'default' } }],
      },
      { id: 'r1', name: 'custom', kind: 'custom', routes: [{ name: 'drop-local', target: { type: 'drop' } }] },
    ],
    gateways: [{ name: 'default', pools: ['default'], addresses: [] }],
    rules: Array.from({ length: 50 }, (_, i) => ({
      name: `r${i}`,
      status: 'enabled',
      direction: 'inbound',
      action: 'allow',
      targets: [{ type: 'subnet', value: `subnet-${i}` }],
    })),
  }
}
