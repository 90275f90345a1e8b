import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import {
  instanceDeleteEffects,
  ipPoolDeleteRefusal,
  nameList,
  projectDeleteRefusal,
  vpcDeleteRefusal,
} from '../../../web/api/rules/delete-effects'

const Names = suite('nameList')
Names('joins names as a sentence does, counting past five', () => {
  assert.is(nameList([]), '')
  assert.is(nameList(['a']), 'a')
  assert.is(nameList(['a', 'b']), 'a and b')
  assert.is(nameList(['a', 'b', 'c']), 'a, b and c')
  assert.is(nameList(['a', 'b', 'c', 'd', 'e', 'f', 'g']), 'a, b, c, d, e and 2 more')
})
Names.run()

const Instance = suite('instanceDeleteEffects')
Instance('disks, the boot disk too, are detached and kept; the ephemeral IP released; floating IPs kept', () => {
  assert.equal(
    instanceDeleteEffects({
      disks: [
        { id: 'd1', name: 'db1-boot' },
        { id: 'd2', name: 'data' },
      ],
      bootDiskId: 'd1',
      externalIps: [
        { kind: 'snat', ip: '10.0.0.2' },
        { kind: 'ephemeral', ip: '172.20.0.5' },
        { kind: 'floating', ip: '172.20.0.9', name: 'web-ip' },
      ],
      interfaces: ['nic0'],
    }),
    [
      'Its disks db1-boot (boot disk) and data are detached and kept.',
      'Its ephemeral IP 172.20.0.5 is released.',
      'Floating IP web-ip (172.20.0.9) is detached and kept.',
      'Its network interface nic0 is deleted.',
    ],
  )
})
Instance('an instance with one disk and no external address or interface says so', () => {
  assert.equal(instanceDeleteEffects({ disks: [{ id: 'd', name: 'only' }], externalIps: [], interfaces: [] }), [
    'Its disk only is detached and kept.',
  ])
  assert.equal(instanceDeleteEffects({ disks: [], externalIps: [], interfaces: [] }), ['It has no disks attached.'])
})
Instance.run()

const Refusals = suite('delete refusals')
Refusals('a VPC with subnets cannot be deleted until they are; one without can', () => {
  assert.is(vpcDeleteRefusal(['default', 'web']), 'Delete its subnets first: default and web')
  assert.is(vpcDeleteRefusal(['default']), 'Delete its subnet first: default')
  assert.is(vpcDeleteRefusal([]), undefined)
})
Refusals('an IP pool with ranges cannot be deleted until they are removed; its silo links do not stop it', () => {
  assert.is(ipPoolDeleteRefusal([{ first: '10.0.0.1', last: '10.0.0.9' }]), 'Remove its range first: 10.0.0.1–10.0.0.9')
  assert.is(ipPoolDeleteRefusal([]), undefined)
})
Refusals('a project that holds anything Nexus checks for cannot be deleted; an empty one can', () => {
  assert.is(
    projectDeleteRefusal({ VPC: 'default', instance: 'db1' }),
    'Delete what it contains first: instance db1 and VPC default',
  )
  assert.is(projectDeleteRefusal({}), undefined)
  // every kind it holds is named, however many
  assert.is(
    projectDeleteRefusal({
      instance: 'i',
      disk: 'd',
      'floating IP': 'f',
      image: 'm',
      snapshot: 's',
      VPC: 'v',
      'affinity group': 'a',
    }),
    'Delete what it contains first: instance i, disk d, floating IP f, image m, snapshot s, VPC v and affinity group a',
  )
})
Refusals.run()
