/**
 * The mock's OxQL (web/mock/handlers/metrics.ts) answers what the live metrics pages send: the
 * provisioned charts' collection_target queries (fleet-scoped, as in Nexus), and series that move
 * on with the clock so a refresh sees new values.
 */
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { initDb } from '../../../web/mock/db'
import { fid } from '../../../web/mock/fixtures/util'
import { runOxql } from '../../../web/mock/handlers/metrics'
import { metricScale } from '../../../web/mock/handlers/silo'

const oxql = suite('mock OxQL for live metrics')
const FLEET_ID = '001de000-1334-4000-8000-000000000000'
const q = (id: string) =>
  `get collection_target:cpus_provisioned | filter timestamp > @now() - 1h && id == "${id}" | align mean_within(1m)`

type Result = ReturnType<typeof runOxql>
const valuesOf = (r: Result) => r.tables[0].timeseries.map((ts) => ts.points.values[0].values.values as number[])

oxql('a silo’s provisioned CPUs: one gauge series for that collection id', () => {
  const db = initDb()
  const r = runOxql(db, q(fid('silo', 1)), null)
  assert.is(r.tables[0].name, 'collection_target:cpus_provisioned')
  assert.is(r.tables[0].timeseries.length, 1)
  const ts = r.tables[0].timeseries[0]
  assert.equal(ts.fields.id, { type: 'uuid', value: fid('silo', 1) })
  assert.is(ts.points.values[0].metric_type, 'gauge')
  assert.is(ts.points.timestamps.length, 60)
  // near the silo's own scale (a third of its quota), not another collection's
  const scale = metricScale(db, fid('silo', 1), 'cpus_provisioned')
  for (const v of valuesOf(r)[0]) assert.ok(v >= scale * 0.3 && v <= scale * 1.0, `${v} against ${scale}`)
})

oxql('the fleet id sums every silo; an unknown id answers no series', () => {
  const db = initDb()
  const fleet = valuesOf(runOxql(db, q(FLEET_ID), null))[0]
  const one = valuesOf(runOxql(db, q(fid('silo', 1)), null))[0]
  assert.ok(Math.max(...fleet) > Math.max(...one))
  assert.equal(runOxql(db, q('00000000-0000-4000-8000-00000000dead'), null).tables[0].timeseries, [])
})

oxql('collection_target is fleet-scoped: the project-scoped endpoint does not find it (as Nexus)', () => {
  assert.throws(() => runOxql(initDb(), q(FLEET_ID), 'some-project-id'), /Timeseries not found/)
})

oxql('a later query reads further along the same curve: the series advances', () => {
  const db = initDb()
  const query = 'get virtual_disk:reads | filter timestamp > @now() - 1h && disk_id == "d" | align mean_within(1m)'
  const realNow = Date.now
  try {
    Date.now = () => 1_800_000_000_000
    const first = runOxql(db, query, 'p')
    Date.now = () => 1_800_000_000_000 + 20_000
    const later = runOxql(db, query, 'p')
    assert.is.not(
      later.tables[0].timeseries[0].points.timestamps.at(-1),
      first.tables[0].timeseries[0].points.timestamps.at(-1),
    )
    assert.not.equal(valuesOf(later)[0], valuesOf(first)[0])
    // the same instant has the same value whenever it is asked for
    Date.now = () => 1_800_000_000_000
    assert.equal(valuesOf(runOxql(db, query, 'p'))[0], valuesOf(first)[0])
  } finally {
    Date.now = realNow
  }
})

oxql.run()
