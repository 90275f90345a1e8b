import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { RackMembershipStatus } from '../../../web/api/generated/types'
import {
  membershipActions,
  membershipCan,
  membershipStateColor,
  membershipStateLabel,
  progressText,
  type RackMembershipState,
} from '../../../web/api/rules/rack-membership'

const states: RackMembershipState[] = ['in_progress', 'committed', 'aborted']

test('every state has a label and a colour', () => {
  assert.equal(Object.keys(membershipStateLabel).sort(), [...states].sort())
  assert.equal(membershipStateColor, { in_progress: 'blue', committed: 'default', aborted: 'notice' })
})

test('abort and polling only while a change is in progress', () => {
  for (const [action, allowed] of Object.entries(membershipActions) as [keyof typeof membershipActions, string[]][]) {
    assert.equal(membershipCan[action].states, allowed)
    for (const state of states) assert.is(membershipCan[action]({ state }), state === 'in_progress', `${action} ${state}`)
  }
})

test('progress names the sleds still to join, only while in progress', () => {
  const base = { rackId: 'r', version: 2, members: [], timeCreated: new Date() }
  const st = (state: RackMembershipStatus['state'], serials: string[]): RackMembershipStatus => ({
    ...base,
    state,
    unacknowledgedMembers: serials.map((s) => ({ partNumber: 'p', serialNumber: s })),
  })
  assert.is(progressText(st('in_progress', ['a'])), 'Waiting for sled a to join')
  assert.is(progressText(st('in_progress', ['a', 'b'])), 'Waiting for sleds a, b to join')
  assert.is(progressText(st('in_progress', [])), 'All new sleds joined; committing')
  assert.is(progressText(st('committed', [])), undefined)
  assert.is(progressText(st('aborted', ['a'])), undefined)
})

test.run()
