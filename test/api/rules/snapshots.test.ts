import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { parseSpecColors } from '../../../test-support/spec-table'
import type { SnapshotState } from '../../../web/api/rules/api-types'
import { snapshotStateColor, snapshotTransitional, snapshotUsableAsSource } from '../../../web/api/rules/snapshots'

const snapshotStates: SnapshotState[] = ['creating', 'ready', 'destroyed', 'faulted']


const Snapshot = suite('snapshot rules')

Snapshot('the rules: states: only creating spins', () => {
  for (const s of snapshotStates) assert.is(snapshotTransitional(s), s === 'creating', s)
})

Snapshot('a disk is made only from a ready snapshot', () => {
  for (const s of snapshotStates) assert.is(snapshotUsableAsSource(s), s === 'ready', s)
})

// the rules: states "Badge colours", verbatim.
const colorSpec = 'creating default; ready default; destroyed neutral; faulted destructive'

Snapshot('every state has its SPEC colour and nothing else', () => {
  assert.equal(snapshotStateColor, parseSpecColors(colorSpec))
  assert.equal(Object.keys(snapshotStateColor).sort(), [...snapshotStates].sort())
})

Snapshot.run()
