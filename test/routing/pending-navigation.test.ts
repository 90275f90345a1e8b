import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { NAVIGATION_WAIT_MS, navigateWhenStarted } from '../../web/routing/pending-navigation'
import type { StartedRoute } from '../../web/routing/route-data'

/**
 * : a click's page renders once its reads have answered, for a moment at most, so it
 * renders once with its rows instead of empty tables and then the rows.
 */
const Pending = suite('navigation waits a moment for its reads')

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
/** A started route whose reads answer when `answer` is called. */
function started() {
  let answer = () => {}
  const reads = new Promise<void>((r) => (answer = r))
  return { route: { code: Promise.resolve(), reads } satisfies Pick<StartedRoute, 'code' | 'reads'>, answer }
}

Pending('it goes once the reads have answered, before the wait is over', async () => {
  const went: string[] = []
  const { route, answer } = started()
  navigateWhenStarted('/a', route, (to) => went.push(to))
  await sleep(5)
  assert.equal(went, [], 'not before its reads')
  answer()
  await sleep(0)
  assert.equal(went, ['/a'])
  await sleep(NAVIGATION_WAIT_MS)
  assert.equal(went, ['/a'], 'once')
})

Pending('reads that take longer than the wait: it goes without them', async () => {
  const went: string[] = []
  const { route, answer } = started()
  navigateWhenStarted('/slow', route, (to) => went.push(to))
  await sleep(NAVIGATION_WAIT_MS + 20)
  assert.equal(went, ['/slow'])
  answer()
  await sleep(0)
  assert.equal(went, ['/slow'], 'the answer does not go there again')
})

Pending('a later click wins: the earlier one, still waiting, goes nowhere', async () => {
  const went: string[] = []
  const first = started()
  navigateWhenStarted('/first', first.route, (to) => went.push(to))
  const second = started()
  navigateWhenStarted('/second', second.route, (to) => went.push(to))
  first.answer()
  second.answer()
  await sleep(NAVIGATION_WAIT_MS + 20)
  assert.equal(went, ['/second'])
})

Pending('nothing started (no route to read for): it goes at once', () => {
  const went: string[] = []
  navigateWhenStarted('/now', undefined, (to) => went.push(to))
  assert.equal(went, ['/now'])
})

Pending.run()
