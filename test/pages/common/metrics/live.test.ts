import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { intervalText, refreshIntervalFor } from '../../../../web/pages/common/metrics/live'

const live = suite('live metrics refresh')

live('a range ending now refreshes about once per new point, the last hour every 10 s', () => {
  assert.is(refreshIntervalFor({ preset: '1h' }, false), 10_000)
  assert.is(refreshIntervalFor({ preset: '1d' }, false), 60_000)
  assert.is(refreshIntervalFor({ preset: '1w' }, false), 300_000)
})

live('paused, or a range with a fixed end, does not refresh', () => {
  assert.is(refreshIntervalFor({ preset: '1h' }, true), 0)
  const fixed = { start: new Date('2026-01-01T00:00:00Z'), end: new Date('2026-01-01T01:00:00Z') }
  assert.is(refreshIntervalFor(fixed, false), 0)
})

live('the interval in words', () => {
  assert.is(intervalText(10_000), '10s')
  assert.is(intervalText(60_000), '1m')
  assert.is(intervalText(300_000), '5m')
})

live.run()
