import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import {
  firstSteps,
  firstStepsComplete,
  portRangeHas,
  ruleAllowsSsh,
  type FirstStepsInput,
  type RuleLike,
} from '../../../web/api/rules/first-steps'

// Nexus's default VPC rule for SSH (omicron nexus/defaults/src/lib.rs: allow-ssh)
const allowSsh: RuleLike = {
  status: 'enabled',
  direction: 'inbound',
  action: 'allow',
  targets: [{ type: 'vpc', value: 'default' }],
  filters: { ports: ['22'], protocols: [{ type: 'tcp' }], hosts: null },
}
const filters = (f: Partial<RuleLike['filters']>) => ({ ...allowSsh.filters, ...f })

const Rule = suite('ruleAllowsSsh')
const ruleCases: [string, RuleLike, boolean][] = [
  ['the default allow-ssh rule', allowSsh, true],
  ['disabled', { ...allowSsh, status: 'disabled' }, false],
  ['outbound', { ...allowSsh, direction: 'outbound' }, false],
  ['deny', { ...allowSsh, action: 'deny' }, false],
  ['no targets: applies to nothing', { ...allowSsh, targets: [] }, false],
  ['a subnet target', { ...allowSsh, targets: [{ type: 'subnet', value: 'default' }] }, true],
  ['every protocol', { ...allowSsh, filters: filters({ protocols: null }) }, true],
  ['UDP only', { ...allowSsh, filters: filters({ protocols: [{ type: 'udp' }] }) }, false],
  ['every port', { ...allowSsh, filters: filters({ ports: [] }) }, true],
  ['a range holding 22', { ...allowSsh, filters: filters({ ports: ['20-25'] }) }, true],
  ['other ports only', { ...allowSsh, filters: filters({ ports: ['80', '443', '2200-2299'] }) }, false],
  ['from an outside network', { ...allowSsh, filters: filters({ hosts: [{ type: 'ip_net', value: '0.0.0.0/0' }] }) }, true],
  ['from inside the VPC only', { ...allowSsh, filters: filters({ hosts: [{ type: 'vpc', value: 'default' }] }) }, false],
]
for (const [name, rule, expected] of ruleCases) Rule(name, () => assert.is(ruleAllowsSsh(rule), expected))

Rule('portRangeHas', () => {
  const cases: [string, boolean][] = [['22', true], ['21', false], ['1-1024', true], ['23-30', false], ['x', false]]
  for (const [range, expected] of cases) assert.is(portRangeHas(range, 22), expected, range)
})

const Steps = suite('firstSteps')
const empty: FirstStepsInput = { hasProject: true, images: 0, sshKeys: 0, defaultVpcRules: [], instances: [] }
const done = (s: FirstStepsInput) =>
  firstSteps(s)
    .filter((x) => x.done)
    .map((x) => x.id)

const stepCases: [string, Partial<FirstStepsInput>, string[]][] = [
  ['nothing yet', {}, []],
  ['a silo or project image', { images: 2 }, ['image']],
  ['an SSH key', { sshKeys: 1 }, ['sshKey']],
  ['the default VPC lets SSH in', { defaultVpcRules: [allowSsh] }, ['sshRule']],
  ['no default VPC', { defaultVpcRules: null }, []],
  ['a stopped instance without an address', { instances: [{ runState: 'stopped', externalIps: 0 }] }, ['instance']],
  [
    'an instance with an address',
    { instances: [{ runState: 'starting', externalIps: 1 }] },
    ['instance', 'address'],
  ],
]
for (const [name, patch, expected] of stepCases)
  Steps(name, () => assert.equal(done({ ...empty, ...patch }), expected))

Steps('in order; a project first when there is none, and no rule can count without one', () => {
  assert.equal(
    firstSteps(empty).map((s) => s.id),
    ['image', 'sshKey', 'sshRule', 'instance', 'address'],
  )
  const none = firstSteps({ ...empty, hasProject: false, images: 1, defaultVpcRules: [allowSsh] })
  assert.equal(
    none.map((s) => [s.id, s.done]),
    [
      ['project', false],
      ['image', true],
      ['sshKey', false],
      ['sshRule', false],
      ['instance', false],
      ['address', false],
    ],
  )
})

const Complete = suite('firstStepsComplete')
const completeCases: [string, FirstStepsInput['instances'], boolean][] = [
  ['no instance', [], false],
  ['running, no address', [{ runState: 'running', externalIps: 0 }], false],
  ['stopped, with an address', [{ runState: 'stopped', externalIps: 1 }], false],
  ['running with an address', [{ runState: 'running', externalIps: 1 }], true],
  [
    'one of several',
    [
      { runState: 'stopped', externalIps: 0 },
      { runState: 'running', externalIps: 2 },
    ],
    true,
  ],
]
for (const [name, instances, expected] of completeCases)
  Complete(name, () => assert.is(firstStepsComplete({ instances }), expected))

Rule.run()
Steps.run()
Complete.run()
