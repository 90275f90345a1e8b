import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { OxqlQueryResult } from '../../../../web/api/generated/types'
import { chartStats, kindOfResult, perWindow, seriesStats } from '../../../../web/pages/common/metrics/stats'

const stats = suite('metric statistic cards')
const t = [60, 120, 180, 240]

stats('a gauge: current is the last point, average and peak over every point', () => {
  assert.equal(seriesStats(t, [4, 8, 2, 6], 'gauge'), { current: 6, currentAt: 240, average: 5, peak: 8 })
})

stats('an empty series, or one of gaps only, has no statistics (the card shows dashes)', () => {
  assert.is(seriesStats([], [], 'gauge'), undefined)
  assert.is(seriesStats(t, [null, null, null, null], 'delta'), undefined)
  assert.is(seriesStats(t, [null, NaN, null, null], 'gauge'), undefined)
})

stats('gaps are skipped, not counted as zeros; a gap at the end leaves the last value seen as current', () => {
  assert.equal(seriesStats(t, [10, null, 20, null], 'gauge'), { current: 20, currentAt: 180, average: 15, peak: 20 })
})

stats('a delta counter is summarized per window, like the chart draws it', () => {
  assert.equal(seriesStats(t, [100, 300, 200, 0], 'delta'), { current: 0, currentAt: 240, average: 150, peak: 300 })
})

stats('a cumulative counter is summarized over its gains, not over the growing total', () => {
  assert.equal(seriesStats(t, [1000, 1100, 1400, 1500], 'cumulative'), {
    current: 100,
    currentAt: 240,
    average: (100 + 300 + 100) / 3,
    peak: 300,
  })
})

stats('a cumulative counter that restarts counts from its new value, never a negative gain', () => {
  assert.equal(seriesStats(t, [1000, 1200, 50, 80], 'cumulative'), {
    current: 30,
    currentAt: 240,
    average: (200 + 50 + 30) / 3,
    peak: 200,
  })
})

stats('a cumulative counter across a gap gains from the last point seen; one point alone has no gain', () => {
  assert.equal(seriesStats(t, [10, null, 40, null], 'cumulative'), {
    current: 30,
    currentAt: 180,
    average: 30,
    peak: 30,
  })
  assert.is(seriesStats(t, [null, 10, null, null], 'cumulative'), undefined)
})

stats('every series of a chart, by label', () => {
  const rows = chartStats(
    {
      times: [1, 2],
      series: [
        { label: 'Reads', values: [1, 3] },
        { label: 'Writes', values: [null, null] },
      ],
    },
    'delta',
  )
  assert.equal(rows, [
    { label: 'Reads', stats: { current: 3, currentAt: 2, average: 2, peak: 3 } },
    { label: 'Writes', stats: undefined },
  ])
})

stats('the kind comes from the result: a gauge when it has no series', () => {
  const result = (metricType: 'gauge' | 'delta' | 'cumulative'): OxqlQueryResult => ({
    tables: [
      {
        name: 'virtual_disk:reads',
        timeseries: [
          {
            fields: {},
            points: { timestamps: [], values: [{ metricType, values: { type: 'double', values: [] } }] },
          },
        ],
      },
    ],
  })
  assert.is(kindOfResult(result('delta')), 'delta')
  assert.is(kindOfResult(result('cumulative')), 'cumulative')
  assert.is(kindOfResult({ tables: [{ name: 'x:y', timeseries: [] }] }), 'gauge')
})

stats('a counter’s values are per alignment window; a level is not per anything', () => {
  const q = 'get virtual_disk:reads | filter timestamp > @now() - 1h | align mean_within(1m)'
  assert.is(perWindow('delta', q), 'per 1m')
  assert.is(perWindow('gauge', q), undefined)
  assert.is(perWindow('cumulative', 'get virtual_disk:reads'), 'between points')
})

stats.run()
