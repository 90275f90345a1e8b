import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { VpcFirewallRule, VpcFirewallRuleUpdate } from '../../../../web/api/generated/types'
import {
  firewallRuleDefaults,
  ruleToValues,
  splitPorts,
  valuesToRule,
} from '../../../../web/pages/project/vpcs/firewall-rule-form'
import {
  PRIORITY_INVALID,
  validateHostValue,
  validatePorts,
  validateRule,
} from '../../../../web/pages/project/vpcs/firewall-rule-validate'
import {
  byPriority,
  cloneName,
  rulesWithSaved,
  rulesWithStatus,
  rulesWithout,
  toRuleUpdate,
} from '../../../../web/pages/project/vpcs/firewall-rules'
import { PORT_RANGE_BACKWARDS, PORT_RANGE_INVALID } from '../../../../web/util/validate'

const KEPT = ['action', 'description', 'direction', 'filters', 'name', 'priority', 'status', 'targets']

/** A rule as the API returns it: with the server-owned fields the PUT must not carry. */
function apiRule(name: string, over: Partial<VpcFirewallRule> = {}): VpcFirewallRule {
  return {
    id: `id-${name}`,
    vpcId: 'vpc-1',
    timeCreated: new Date(0),
    timeModified: new Date(0),
    name,
    description: `${name} rule`,
    action: 'allow',
    direction: 'inbound',
    priority: 100,
    status: 'enabled',
    targets: [{ type: 'vpc', value: 'web' }],
    filters: { ports: ['22'], protocols: [{ type: 'tcp' }] },
    ...over,
  }
}

const Save = suite('save mapping (the rules: entities)')

Save('toRuleUpdate keeps exactly the eight fields', () => {
  const out = toRuleUpdate(apiRule('a'))
  assert.equal(Object.keys(out).sort(), KEPT)
  assert.equal(out.filters, { ports: ['22'], protocols: [{ type: 'tcp' }] })
})

Save('create appends, and strips every existing rule too', () => {
  const current = [apiRule('a'), apiRule('b')]
  const added = valuesToRule({ ...firewallRuleDefaults, name: 'c', priority: '5' })
  const out = rulesWithSaved(current, added)
  assert.equal(
    out.map((r) => r.name),
    ['a', 'b', 'c'],
  )
  for (const r of out) assert.equal(Object.keys(r).sort(), KEPT)
})

Save('edit replaces in place, also under a new name', () => {
  const current = [apiRule('a'), apiRule('b'), apiRule('c')]
  const edited = { ...toRuleUpdate(current[1]), name: 'b2', priority: 7 }
  const out = rulesWithSaved(current, edited, 'b')
  assert.equal(
    out.map((r) => [r.name, r.priority]),
    [
      ['a', 100],
      ['b2', 7],
      ['c', 100],
    ],
  )
})

Save('edit of a rule someone else deleted meanwhile appends it', () => {
  const out = rulesWithSaved([apiRule('a')], toRuleUpdate(apiRule('gone')), 'gone')
  assert.equal(
    out.map((r) => r.name),
    ['a', 'gone'],
  )
})

Save('delete and status changes touch only the named rule', () => {
  const current = [apiRule('a'), apiRule('b')]
  assert.equal(
    rulesWithout(current, 'a').map((r) => r.name),
    ['b'],
  )
  const toggled = rulesWithStatus(current, 'b', 'disabled')
  assert.equal(
    toggled.map((r) => r.status),
    ['enabled', 'disabled'],
  )
  for (const r of [...rulesWithout(current, 'a'), ...toggled]) assert.equal(Object.keys(r).sort(), KEPT)
})

Save('byPriority: lowest number first, ties by name', () => {
  const sorted = byPriority([
    apiRule('z', { priority: 5 }),
    apiRule('b', { priority: 65534 }),
    apiRule('a', { priority: 5 }),
  ])
  assert.equal(
    sorted.map((r) => r.name),
    ['a', 'z', 'b'],
  )
})

Save.run()

const Convert = suite('form <-> API')

const full: VpcFirewallRuleUpdate = {
  name: 'web',
  description: 'web traffic',
  action: 'deny',
  direction: 'outbound',
  priority: 42,
  status: 'disabled',
  targets: [
    { type: 'instance', value: 'db1' },
    { type: 'ip_net', value: '10.0.0.0/8' },
  ],
  filters: {
    hosts: [
      { type: 'ip', value: '192.0.2.1' },
      { type: 'subnet', value: 'mock-subnet' },
    ],
    protocols: [
      { type: 'tcp' },
      { type: 'udp' },
      { type: 'icmp', value: { icmpType: 8, code: '0-3' } },
      { type: 'icmp6', value: null },
    ],
    ports: ['22', '8000-8080'],
  },
}

Convert('a rule survives the round trip', () => {
  assert.equal(valuesToRule(ruleToValues(full)), full)
})

Convert('form values of a rule', () => {
  const v = ruleToValues(full)
  assert.is(v.priority, '42')
  assert.is(v.ports, '22, 8000-8080')
  assert.equal(v.icmp, { enabled: true, type: '8', code: '0-3' })
  assert.equal(v.icmp6, { enabled: true, type: '', code: '' })
  assert.ok(v.tcp && v.udp)
})

Convert('empty filters are sent as absent; ports are split and trimmed', () => {
  const r = valuesToRule({ ...firewallRuleDefaults, name: ' x ', priority: ' 10 ', ports: ' 80 , 90-99,, ' })
  assert.is(r.name, 'x')
  assert.is(r.priority, 10)
  assert.equal(r.filters, { hosts: null, protocols: null, ports: ['80', '90-99'] })
})

Convert('ICMP without a type is any ICMP (value null); a code without one is refused', () => {
  const r = valuesToRule({ ...firewallRuleDefaults, name: 'x', icmp: { enabled: true, type: '', code: '' } })
  assert.equal(r.filters.protocols, [{ type: 'icmp', value: null }])
  const e = validateRule({ ...firewallRuleDefaults, name: 'x', icmp: { enabled: true, type: '', code: '3' } }, [])
  assert.ok(e.icmpCode)
})

Convert.run()

const Validate = suite('validation')

Validate('ports: the first bad entry, with the validator’s exact text', () => {
  assert.is(validatePorts('22, 8000-8080'), undefined)
  assert.is(validatePorts(''), undefined)
  assert.is(validatePorts('22, http'), PORT_RANGE_INVALID)
  assert.is(validatePorts('90-80'), PORT_RANGE_BACKWARDS)
  assert.is(validatePorts('123456'), PORT_RANGE_INVALID)
  assert.equal(splitPorts('1,2 , ,3-4'), ['1', '2', '3-4'])
})

Validate('priority 0..65535', () => {
  assert.is(validateRule({ ...firewallRuleDefaults, name: 'a', priority: '0' }, []).priority, undefined)
  assert.is(validateRule({ ...firewallRuleDefaults, name: 'a', priority: '65535' }, []).priority, undefined)
  assert.is(validateRule({ ...firewallRuleDefaults, name: 'a', priority: '65536' }, []).priority, PRIORITY_INVALID)
  assert.is(validateRule({ ...firewallRuleDefaults, name: 'a', priority: '-1' }, []).priority, PRIORITY_INVALID)
  assert.is(validateRule({ ...firewallRuleDefaults, name: 'a', priority: '' }, []).priority, 'Priority is required')
})

Validate('names are unique among the VPC’s rules, except the one being edited', () => {
  const existing = [{ name: 'a' }, { name: 'b' }]
  assert.ok(validateRule({ ...firewallRuleDefaults, name: 'a' }, existing).name)
  assert.is(validateRule({ ...firewallRuleDefaults, name: 'a' }, existing, 'a').name, undefined)
  assert.ok(validateRule({ ...firewallRuleDefaults, name: 'b' }, existing, 'a').name)
  assert.equal(validateRule({ ...firewallRuleDefaults, name: 'c' }, existing), {})
})

Validate('host values by kind use the validation texts', () => {
  assert.is(validateHostValue('ip', '10.0.0.300'), 'Not a valid IP address')
  assert.is(validateHostValue('ip_net', '10.0.0.0'), 'Must contain an IP address and a width, separated by a /')
  assert.is(validateHostValue('ip_net', '10.0.0.0/33'), 'Max width for IPv4 is 32')
  assert.is(validateHostValue('ip_net', '::/129'), 'Max width for IPv6 is 128')
  assert.is(validateHostValue('ip_net', '10.0.0.0/x'), 'Width must be an integer')
  assert.is(validateHostValue('ip', '::1'), undefined)
  assert.is(validateHostValue('vpc', 'mock-vpc'), undefined)
  assert.is(validateHostValue('instance', 'Bad Name'), 'Must start with a lowercase letter')
  assert.is(validateHostValue('subnet', ''), 'Value is required')
})

Validate('cloneName picks a name no rule has', () => {
  assert.is(cloneName('ssh', [{ name: 'ssh' }]), 'ssh-copy')
  assert.is(cloneName('ssh', [{ name: 'ssh' }, { name: 'ssh-copy' }, { name: 'ssh-copy-2' }]), 'ssh-copy-3')
  assert.ok(cloneName('a'.repeat(63), []).length <= 63)
})

Validate.run()
