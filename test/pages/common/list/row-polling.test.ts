import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { mapLimit, MAX_POLLED_ROWS, rowsToPoll } from '../../../../web/pages/common/list/row-polling'

const Poll = suite('row polling')

const rows = Array.from({ length: 5000 }, (_, i) => ({
  name: `inst-${i}`,
  state: i % 4 === 0 ? 'starting' : 'running',
}))
const transitional = (r: { state: string }) => r.state === 'starting'

Poll('reads only the transitional rows in view, never the whole list', () => {
  assert.equal(
    rowsToPoll(rows, 100, 120, transitional).map((r) => r.name),
    ['inst-100', 'inst-104', 'inst-108', 'inst-112', 'inst-116'],
  )
  assert.equal(rowsToPoll(rows, 0, 0, transitional), [])
  // a window that somehow spans everything is still capped
  assert.is(rowsToPoll(rows, 0, 5000, transitional).length, MAX_POLLED_ROWS)
})

Poll('mapLimit keeps at most `limit` calls in flight and answers in order, a failure as undefined', async () => {
  let inFlight = 0
  let most = 0
  const out = await mapLimit([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 4, async (n) => {
    inFlight++
    most = Math.max(most, inFlight)
    await new Promise((r) => setTimeout(r, 5))
    inFlight--
    if (n === 5) throw new Error('gone')
    return n * 2
  })
  assert.is(most, 4)
  assert.equal(out, [2, 4, 6, 8, undefined, 12, 14, 16, 18, 20])
})

Poll.run()
