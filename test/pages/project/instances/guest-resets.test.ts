import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { InstanceState } from '../../../../web/api/generated/types'
import { observeRunState, type ResetWatch } from '../../../../web/pages/project/instances/guest-resets'

/** Feed a sequence of (state, time) reads; return the times of the resets reported. */
function resets(reads: [InstanceState, number][]) {
  let watch: ResetWatch | undefined
  const out: number[] = []
  for (const [runState, t] of reads) {
    const seen = observeRunState(watch, { runState, timeRunStateUpdated: new Date(t) })
    watch = seen.watch
    if (seen.resetAt) out.push(seen.resetAt.getTime())
  }
  return out
}

const Watch = suite('observeRunState')
Watch('the first read reports nothing, even mid-reboot', () => {
  assert.equal(resets([['rebooting', 5]]), [])
  assert.equal(resets([['running', 5]]), [])
})
Watch('a reboot is one reset, at the server time it began', () => {
  assert.equal(
    resets([
      ['running', 1],
      ['rebooting', 10],
      ['rebooting', 10],
      ['running', 12],
      ['running', 12],
    ]),
    [10],
  )
})
Watch('a stop and start is one reset, whether or not the poll saw starting', () => {
  assert.equal(
    resets([
      ['running', 1],
      ['stopping', 2],
      ['stopped', 3],
      ['starting', 20],
      ['running', 22],
    ]),
    [20],
  )
  assert.equal(
    resets([
      ['running', 1],
      ['stopped', 3],
      ['running', 22],
    ]),
    [22],
  )
})
Watch('a reboot that fell between two polls shows as a newer running time', () => {
  assert.equal(
    resets([
      ['running', 1],
      ['running', 30],
    ]),
    [30],
  )
})
Watch('a migration seen while it lasts is not a reset', () => {
  assert.equal(
    resets([
      ['running', 1],
      ['migrating', 5],
      ['running', 9],
    ]),
    [],
  )
})
Watch.run()
