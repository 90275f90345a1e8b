import { suite } from 'uvu'
import * as assert from 'uvu/assert'

import { formatDate, formatDateTime, timeAgo, timeDistance } from '../../web/util/time'

const now = new Date('2024-06-01T12:00:00Z')
const ago = (ms: number) => new Date(now.getTime() - ms)
const s = 1000
const m = 60 * s
const h = 60 * m
const d = 24 * h

const Distance = suite('timeDistance')

Distance('short labels from the rules: constants, rounded down', () => {
  const cases: [number, string][] = [
    [0, '0s'],
    [999, '0s'],
    [30 * s, '30s'],
    [59 * s + 999, '59s'],
    [m, '1m'],
    [5 * m, '5m'],
    [59 * m, '59m'],
    [h, '1h'],
    [2 * h + 59 * m, '2h'],
    [23 * h, '23h'],
    [d, '1d'],
    [3 * d, '3d'],
    [29 * d, '29d'],
    [30 * d, '1mo'],
    [200 * d, '6mo'],
    [364 * d, '12mo'],
    [365 * d, '1y'],
    [800 * d, '2y'],
  ]
  for (const [ms, want] of cases) {
    assert.is(timeDistance(ago(ms), now), want, `${ms}ms`)
    // same label whether given a Date, an ISO string or epoch ms
    assert.is(timeDistance(ago(ms).toISOString(), now.getTime()), want)
  }
})

Distance('future dates read as the same distance; bad input gives empty text', () => {
  assert.is(timeDistance(new Date(now.getTime() + 5 * m), now), '5m')
  assert.is(timeDistance('not a date', now), '')
  assert.is(timeAgo(ago(2 * h), now), '2h ago')
  assert.is(timeAgo('nope', now), '')
})

Distance('defaults to the current time', () => {
  assert.is(timeDistance(new Date(Date.now() - 3 * d)), '3d')
})

Distance.run()

const DateTime = suite('formatDateTime')

DateTime('local time, fixed English format', () => {
  // built from local fields so the test holds in every time zone
  const t = new Date(2024, 0, 5, 9, 4, 7)
  assert.is(formatDateTime(t), 'Jan 5, 2024, 09:04')
  assert.is(formatDateTime(t, { seconds: true }), 'Jan 5, 2024, 09:04:07')
  assert.is(formatDateTime(new Date(2023, 11, 31, 23, 59)), 'Dec 31, 2023, 23:59')
  assert.is(formatDateTime(t.getTime()), 'Jan 5, 2024, 09:04')
  assert.is(formatDate(t), 'Jan 5, 2024')
  assert.is(formatDateTime('garbage'), '')
  assert.is(formatDate(NaN), '')
})

DateTime.run()
