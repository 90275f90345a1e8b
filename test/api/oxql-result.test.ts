/** An OxQL answer is checked before a chart reads it (web/api/oxql-result.ts). */
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { ApiErrorThrown } from '../../web/api/call'
import { oxqlProblem, readOxqlResult } from '../../web/api/oxql-result'
import { toChartData } from '../../web/pages/common/metrics/oxql'

const Oxql = suite('OxQL answers')

const series = (values: unknown) => ({
  fields: { silo_id: { type: 'uuid', value: 's' } },
  points: { timestamps: ['2026-01-01T00:00:00Z', '2026-01-01T00:01:00Z'], values },
})
const answer = (values: unknown) => ({ tables: [{ name: 'collection_target:cpus_provisioned', timeseries: [series(values)] }] })
const good = answer([{ metricType: 'gauge', values: { type: 'double', values: [1, null] } }])

Oxql('a well-formed answer passes, and is the same object', () => {
  assert.is(oxqlProblem(good), undefined)
  assert.is(readOxqlResult(good), good)
  assert.is(oxqlProblem({ tables: [] }), undefined)
})

Oxql('the answer that broke the utilization pages: a value array without its values', () => {
  const bad = answer([{ metricType: 'gauge', values: { type: 'double' } }])
  // what happened before: the chart's conversion threw in the middle of a render
  assert.throws(() => toChartData(bad as never), /reading '0'/)
  assert.is(
    oxqlProblem(bad),
    'table collection_target:cpus_provisioned, series 1: value 1 (double) has no array of values',
  )
  try {
    readOxqlResult(bad)
    assert.unreachable()
  } catch (e) {
    assert.instance(e, ApiErrorThrown)
    assert.match((e as Error).message, /^Could not read the time series answer: table collection_target/)
  }
})

Oxql('every other part that is missing or of the wrong kind is named', () => {
  assert.is(oxqlProblem(undefined), 'the answer has no list of tables')
  assert.is(oxqlProblem({ tables: {} }), 'the answer has no list of tables')
  assert.is(oxqlProblem({ tables: [{ name: 't' }] }), 'table 1 has no list of time series')
  assert.is(oxqlProblem({ tables: [{ name: 't', timeseries: [{ fields: {} }] }] }), 'table t, series 1 has no fields or points')
  assert.match(oxqlProblem(answer(undefined))!, 'has no list of values')
  assert.match(
    oxqlProblem({ tables: [{ name: 't', timeseries: [{ fields: {}, points: { values: [] } }] }] })!,
    'has no list of timestamps',
  )
  assert.match(oxqlProblem(answer([{ values: { type: 'double', values: [1] } }]))!, 'has 1 values for 2 timestamps')
  assert.match(oxqlProblem(answer([null]))!, 'value 1 has no array of values')
})

Oxql.run()
