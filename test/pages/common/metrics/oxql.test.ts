import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { OxqlQueryResult } from '../../../../web/api/generated/types'
import {
  alignFor,
  alignedVersion,
  buildQuery,
  durationMs,
  measurementsToChartData,
  mergeChartData,
  oxqlString,
  rangeFromSearch,
  rangeToSearch,
  timeFilter,
  toChartData,
  toRows,
} from '../../../../web/pages/common/metrics/oxql'
import { cpuQuery, diskQueries, networkQueries, toCpuPercent } from '../../../../web/pages/common/metrics/queries'
import { formatValue } from '../../../../web/util/format-value'

const build = suite('OxQL query building')

build('time filters: presets are relative to now, custom ranges are explicit instants', () => {
  assert.is(timeFilter({ preset: '1h' }), 'timestamp > @now() - 1h')
  assert.is(
    timeFilter({ start: new Date('2025-01-01T00:00:00Z'), end: new Date('2025-01-01T06:00:00Z') }),
    'timestamp >= @2025-01-01T00:00:00.000Z && timestamp < @2025-01-01T06:00:00.000Z',
  )
})

build('alignment keeps about 60 points whatever the range', () => {
  assert.is(alignFor({ preset: '1h' }), '1m')
  assert.is(alignFor({ preset: '1d' }), '20m')
  assert.is(alignFor({ preset: '1w' }), '2h')
  assert.is(alignFor({ start: new Date(0), end: new Date(6 * 3_600_000) }), '6m')
  assert.is(alignFor({ start: new Date(0), end: new Date(10 * 86_400_000) }), '4h')
  assert.is(alignFor({ start: new Date(0), end: new Date(1000) }), '1m')
  assert.is(durationMs('20m'), 1_200_000)
  assert.ok(Number.isNaN(durationMs('soon')))
})

build('the CPU query: filter, align, then group_by [state], sum', () => {
  assert.is(
    cpuQuery('abc-123', { preset: '1h' }),
    'get virtual_machine:vcpu_usage | filter timestamp > @now() - 1h && instance_id == "abc-123" | align mean_within(1m) | group_by [state], sum',
  )
})

build('string literals are escaped; every query is aligned', () => {
  assert.is(oxqlString('a"b\\c'), '"a\\"b\\\\c"')
  const q = buildQuery({
    metric: 'x:y',
    eq: { name: 'say "hi"' },
    range: { preset: '1d' },
    groupBy: ['a', 'b'],
    reducer: 'mean',
  })
  assert.is(
    q,
    'get x:y | filter timestamp > @now() - 1d && name == "say \\"hi\\"" | align mean_within(20m) | group_by [a, b], mean',
  )
})

build('disk and network queries pin the disk or instance', () => {
  const d = diskQueries('d1', { preset: '1h' })
  assert.equal(
    d.ops.map((q) => q.label),
    ['Reads', 'Writes'],
  )
  assert.ok(d.bytes.every((q) => q.query.includes('disk_id == "d1"')))
  assert.match(d.flushes[0].query, /^get virtual_disk:flushes \|/)
  const n = networkQueries('i1', { preset: '1w' })
  assert.equal(
    [...n.bytes, ...n.packets, ...n.errors].map((q) => /get (\S+)/.exec(q.query)![1]),
    ['bytes_received', 'bytes_sent', 'packets_received', 'packets_sent', 'errors_received', 'errors_sent'].map(
      (m) => `instance_network_interface:${m}`,
    ),
  )
  assert.ok(n.errors.every((q) => q.query.includes('instance_id == "i1"') && q.query.includes('mean_within(2h)')))
})

build('the unaligned group_by hint inserts align before group_by', () => {
  assert.is(
    alignedVersion('get a:b | filter timestamp > @now() - 1h | group_by [state], sum'),
    'get a:b | filter timestamp > @now() - 1h | align mean_within(1m) | group_by [state], sum',
  )
  assert.is(alignedVersion('get a:b | align mean_within(5m) | group_by [state]'), undefined)
  assert.is(alignedVersion('get a:b'), undefined)
})

build('the range round-trips through the URL; bad values fall back to the last hour', () => {
  for (const r of [
    { preset: '1h' as const },
    { preset: '1w' as const },
    { start: new Date('2025-01-01T00:00:00Z'), end: new Date('2025-01-02T00:00:00Z') },
  ])
    assert.equal(rangeFromSearch(rangeToSearch(r)), r)
  assert.is(rangeToSearch({ preset: '1h' }), '')
  assert.equal(rangeFromSearch('?range=1y'), { preset: '1h' })
  assert.equal(rangeFromSearch('?start=2025-01-02T00:00:00Z&end=2025-01-01T00:00:00Z'), { preset: '1h' })
})

build.run()

const convert = suite('OxQL result to chart series')

const field = (value: string) => ({ type: 'string' as const, value })
const result: OxqlQueryResult = {
  tables: [
    {
      name: 'virtual_machine:vcpu_usage',
      timeseries: [
        {
          fields: { state: field('run') },
          points: {
            timestamps: ['2025-01-01T00:01:00Z', '2025-01-01T00:02:00Z'],
            values: [{ metricType: 'delta', values: { type: 'double', values: [30e9, 6e9] } }],
          },
        },
        {
          fields: { state: field('idle') },
          points: {
            timestamps: ['2025-01-01T00:00:00Z', '2025-01-01T00:02:00Z'],
            values: [{ metricType: 'delta', values: { type: 'double', values: [12e9, null] } }],
          },
        },
      ],
    },
  ],
}

convert('series share the union of timestamps (seconds), gaps are null, labels sorted', () => {
  const d = toChartData(result)
  const t0 = Date.parse('2025-01-01T00:00:00Z') / 1000
  assert.equal(d.times, [t0, t0 + 60, t0 + 120])
  assert.equal(d.series, [
    { label: 'state=idle', values: [12e9, null, null] },
    { label: 'state=run', values: [null, 30e9, 6e9] },
  ])
})

convert('an empty result has no series', () => {
  assert.equal(toChartData({ tables: [{ name: 'x:y', timeseries: [] }] }), { times: [], series: [] })
})

convert('CPU: ns per window -> percent of the instance (window x vCPUs), labelled by state', () => {
  const d = toCpuPercent({ preset: '1h' }, 2)(toChartData(result))
  assert.equal(
    d.series.map((s) => s.label),
    ['idle', 'run'],
  )
  assert.equal(d.series[1].values, [null, 25, 5])
  assert.equal(d.series[0].values, [10, null, null])
})

convert('merging charts aligns their timestamps', () => {
  const m = mergeChartData([
    { times: [1, 2], series: [{ label: 'a', values: [1, 2] }] },
    { times: [2, 3], series: [{ label: 'b', values: [5, 6] }] },
  ])
  assert.equal(m, {
    times: [1, 2, 3],
    series: [
      { label: 'a', values: [1, 2, null] },
      { label: 'b', values: [null, 5, 6] },
    ],
  })
})

convert('measurements (siloMetric) become one sorted series', () => {
  const d = measurementsToChartData(
    [
      { timestamp: new Date(2000), datum: { datum: 7 } },
      { timestamp: '1970-01-01T00:00:01Z', datum: { datum: 3 } },
    ],
    'CPUs',
  )
  assert.equal(d, { times: [1, 2], series: [{ label: 'CPUs', values: [3, 7] }] })
})

convert('explorer rows: one per point with fields, timestamp and values', () => {
  const { rows, total, fieldNames, valueCount } = toRows(result, 2)
  assert.is(total, 4)
  assert.is(rows.length, 2)
  assert.equal(fieldNames, ['state'])
  assert.is(valueCount, 1)
  assert.equal(rows[0], {
    table: 'virtual_machine:vcpu_usage',
    fields: { state: 'run' },
    timestamp: '2025-01-01T00:01:00Z',
    values: [30e9],
  })
})

convert('values are formatted by unit: bytes in 1024 multiples, counts compacted', () => {
  assert.is(formatValue('bytes', 1536), '1.5 KiB')
  assert.is(formatValue('count', 2_500_000), '2.5M')
  assert.is(formatValue('percent', 12.345), '12.3%')
  assert.is(formatValue('count', null), '–')
})

convert.run()
