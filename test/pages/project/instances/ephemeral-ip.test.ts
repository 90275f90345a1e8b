import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { toCreateBody } from '../../../../web/pages/project/instances/create-body'
import { createDefaults, nicDefaults, type CreateValues } from '../../../../web/pages/project/instances/create-values'
import { ephemeralIpBlocked } from '../../../../web/pages/project/instances/ephemeral-ip'
import { GiB } from '../../../../web/util/format'

const Blocked = suite('ephemeralIpBlocked')

const NONE = 'An instance without a network interface cannot have an ephemeral IP address'
const nic = (stack: 'v4' | 'v6' | 'dual_stack') => ({ ...nicDefaults(0, 'mock-vpc', 'mock-subnet'), stack })
const cases: [string, Partial<CreateValues>, string | undefined, string | undefined][] = [
  ['no interface', { network: 'none' }, NONE, NONE],
  ['custom, none added yet', { network: 'custom', nics: [] }, NONE, NONE],
  ['default IPv4', { network: 'default', defaultStack: 'v4' }, undefined, 'needs'],
  ['default IPv6', { network: 'default', defaultStack: 'v6' }, 'needs', undefined],
  ['default dual stack', { network: 'default', defaultStack: 'dual_stack' }, undefined, undefined],
  ['custom IPv4 and IPv6 interfaces', { network: 'custom', nics: [nic('v4'), nic('v6')] }, undefined, undefined],
]

for (const [name, patch, v4, v6] of cases) {
  Blocked(name, () => {
    const values = { ...createDefaults, ...patch }
    for (const [version, expected] of [
      ['v4', v4],
      ['v6', v6],
    ] as const) {
      const reason = ephemeralIpBlocked(values, version)
      if (expected === 'needs') assert.match(reason ?? '', /needs a network interface with an IPv[46] address$/)
      else assert.is(reason, expected, version)
    }
  })
}

Blocked('the create body leaves out an ephemeral address the interfaces cannot take', () => {
  const image = { id: '11111111-1111-4111-8111-111111111111', name: 'debian-12', size: 2.5 * GiB }
  const values = { ...createDefaults, name: 'web-9', imageId: image.id, ephemeralIp: true, ephemeralIpv6: true }
  const ctx = { image, sshKeyIds: [], random: () => 0.5 }
  const ips = (network: 'none' | 'default') => toCreateBody({ ...values, network }, ctx).externalIps
  assert.equal(ips('none'), [])
  assert.equal(
    (ips('default') ?? []).map((ip) => ip.type),
    ['ephemeral'],
    'the default interface is IPv4 only: the IPv4 one stays',
  )
})

Blocked.run()
