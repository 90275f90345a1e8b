import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { holds, until } from '../../test-support/until'

const Until = suite('until and holds')

/** A flag that turns true after `n` polls, counting them. */
function afterPolls(n: number) {
  let polls = 0
  return { check: () => ++polls > n, polls: () => polls }
}

Until('until returns the value of the condition once it holds, polling until then', async () => {
  const later = afterPolls(3)
  assert.is(await until(later.check, { what: 'three polls' }), true)
  assert.is(later.polls(), 4)
  assert.is(await until(() => 'found', { what: 'a value' }), 'found')
})

Until('until treats a failing assertion as "not yet" and repeats it in the timeout message', async () => {
  let n = 0
  await until(() => (assert.is(++n, 3), true), { what: 'the third call' })
  const failed = await until(() => assert.is(1, 2), { what: 'one to be two', timeout: 30 }).catch((e: Error) => e)
  assert.instance(failed, Error)
  assert.match((failed as Error).message, /^waited 30 ms for one to be two; last check: /)
})

Until('until names what it waited for, read at the time it gave up', async () => {
  let state = 'idle'
  const waiting = until(() => false, { what: () => `done; the state is ${state}`, timeout: 30 })
  state = 'stuck'
  const failed = await waiting.catch((e: Error) => e.message)
  assert.is(failed, 'waited 30 ms for done; the state is stuck')
})

Until('holds passes when the condition stays true over the window and fails as soon as it breaks', async () => {
  await holds(() => true, { what: 'truth', window: 20 })
  const broken = afterPolls(2)
  const failed = await holds(() => !broken.check(), { what: 'one call', window: 10_000 }).catch((e: Error) => e.message)
  assert.is(failed, 'expected one call to hold, but it stopped holding')
  assert.is(broken.polls(), 3, 'it stopped at the first break, not at the end of the window')
})

Until.run()
