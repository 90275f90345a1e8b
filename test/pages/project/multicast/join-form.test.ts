import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { isMulticastIp, isSsmIp, memberStateColor, multicastMemberStates } from '../../../../web/api/rules/multicast'
import {
  GROUP_INVALID,
  NEW_GROUP,
  NOT_MULTICAST,
  SOURCES_VERSION,
  SSM_NEEDS_SOURCES,
  TOO_MANY_SOURCES,
  joinDefaults,
  joinParams,
  parseSources,
  validateGroupId,
  validateJoin,
  validateJoinForm,
} from '../../../../web/pages/project/multicast/join-form'

const Rules = suite('multicast address rules (nexus.json InstanceMulticastGroupJoin)')

Rules('multicast and SSM ranges, v4 and v6', () => {
  for (const ip of ['224.0.0.1', '239.255.255.255', 'ff0e::1', 'ff38::1']) assert.ok(isMulticastIp(ip), ip)
  for (const ip of ['223.255.255.255', '240.0.0.1', '10.0.0.1', 'fe80::1', 'nope']) assert.not.ok(isMulticastIp(ip), ip)
  for (const ip of ['232.0.0.1', '232.255.0.1', 'ff3e::1', 'FF35::1']) assert.ok(isSsmIp(ip), ip)
  for (const ip of ['224.1.0.1', '233.0.0.1', 'ff0e::1', 'ff3::1']) assert.not.ok(isSsmIp(ip), ip)
})

Rules('every member state has a colour; unknown ones are neutral', () => {
  for (const s of multicastMemberStates) assert.ok(memberStateColor(s))
  assert.is(memberStateColor('Joined'), 'default')
  assert.is(memberStateColor('Exploded'), 'neutral')
})
Rules.run()

const Form = suite('join form')

Form('a group id is a name, a multicast IP or a UUID', () => {
  assert.is(validateGroupId(''), 'Group is required')
  assert.is(validateGroupId('video-feed'), undefined)
  assert.is(validateGroupId('224.1.0.3'), undefined)
  assert.is(validateGroupId('00000000-0000-4000-8000-000000000000'), undefined)
  assert.is(validateGroupId('10.0.0.1'), NOT_MULTICAST)
  assert.is(validateGroupId('Video'), GROUP_INVALID)
  assert.is(validateGroupId('feed-'), 'Must end with a letter or number')
})

Form('sources: split on lines, spaces or commas, duplicates removed, at most 64', () => {
  assert.equal(parseSources(' 198.51.100.1\n198.51.100.1, 198.51.100.2 '), { ips: ['198.51.100.1', '198.51.100.2'] })
  assert.is(parseSources('198.51.100.1 nope').error, 'nope is not a valid IP address')
  const many = Array.from({ length: 65 }, (_, i) => `198.51.100.${i}`).join('\n')
  assert.is(parseSources(many).error, TOO_MANY_SOURCES)
})

Form('an existing group is checked against its address; a new IP against itself', () => {
  assert.equal(validateJoin(joinDefaults), { group: 'Group is required' })
  assert.equal(validateJoin({ ...joinDefaults, group: 'ssm-feed' }, '232.1.1.1'), { sources: SSM_NEEDS_SOURCES })
  assert.equal(validateJoin({ ...joinDefaults, group: 'feed', sources: 'fd00::1' }, '224.1.0.1'), {
    sources: SOURCES_VERSION,
  })
  assert.equal(validateJoin({ ...joinDefaults, group: NEW_GROUP }), { newGroup: 'Group is required' })
  assert.equal(validateJoin({ ...joinDefaults, group: NEW_GROUP, newGroup: '232.9.9.9' }), {
    sources: SSM_NEEDS_SOURCES,
  })
  assert.equal(validateJoin({ ...joinDefaults, group: NEW_GROUP, newGroup: 'new-feed' }), {})
})

Form('the join modal also needs an instance; the join checks are the same', () => {
  const cases: [Parameters<typeof validateJoinForm>, ReturnType<typeof validateJoinForm>][] = [
    [[{ ...joinDefaults, instance: '' }], { group: 'Group is required', instance: 'Instance is required' }],
    [[{ ...joinDefaults, group: 'feed', instance: 'db1' }], { instance: undefined }],
    [
      [{ ...joinDefaults, group: 'ssm-feed', instance: 'db1' }, '232.1.1.1'],
      { sources: SSM_NEEDS_SOURCES, instance: undefined },
    ],
    [
      [{ ...joinDefaults, group: NEW_GROUP, newGroup: '10.0.0.1', instance: 'db1' }],
      { newGroup: NOT_MULTICAST, instance: undefined },
    ],
  ]
  for (const [args, expected] of cases) assert.equal(validateJoinForm(...args), expected)
})

Form('params: no sources is any source (null); the IP version only for a new group by name', () => {
  assert.equal(joinParams('mock-project', 'db1', { ...joinDefaults, group: 'video-feed', ipVersion: 'v6' }), {
    path: { instance: 'db1', multicastGroup: 'video-feed' },
    query: { project: 'mock-project' },
    body: { sourceIps: null, ipVersion: null },
  })
  assert.equal(
    joinParams('p', 'i', { group: NEW_GROUP, newGroup: ' feed-6 ', ipVersion: 'v6', sources: 'fd00::1' }).body,
    { sourceIps: ['fd00::1'], ipVersion: 'v6' },
  )
  assert.equal(joinParams('p', 'i', { group: NEW_GROUP, newGroup: '224.1.0.9', ipVersion: 'v6', sources: '' }), {
    path: { instance: 'i', multicastGroup: '224.1.0.9' },
    query: { project: 'p' },
    body: { sourceIps: null, ipVersion: null },
  })
})
Form.run()
