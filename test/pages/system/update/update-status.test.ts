import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import {
  compareVersions,
  componentRows,
  parseTrustRoot,
  statusRefreshMs,
  targetChangeNote,
  trustRootSummary,
  updateProgress,
} from '../../../../web/pages/system/update/update-status'

const status = (counts: Record<string, number>, target: string | null) => ({
  componentsByReleaseVersion: counts,
  targetRelease: target ? { version: target, timeRequested: new Date() } : null,
})

const Compare = suite('compareVersions')
for (const [a, b, want] of [
  ['17.0.0', '17.0.0', 0],
  ['17.10.0', '17.9.0', 1],
  ['16.0.0', '17.0.0', -1],
  ['17.0', '17.0.0', 0],
  ['17.0.0-rc1', '17.0.0', -1],
  ['17.0.0', '17.0.0-rc1', 1],
] as const) {
  Compare(`${a} vs ${b} -> ${want}`, () => assert.is(Math.sign(compareVersions(a, b)), want))
}
Compare.run()

const Rows = suite('componentRows')
Rows('newest first, target marked', () => {
  assert.equal(componentRows(status({ '16.0.0': 3, '17.0.0': 142, '9.0.0': 1 }, '17.0.0')), [
    { version: '17.0.0', count: 142, isTarget: true },
    { version: '16.0.0', count: 3, isTarget: false },
    { version: '9.0.0', count: 1, isTarget: false },
  ])
})
Rows.run()

const Progress = suite('updateProgress')
Progress('share of components on the target, floored', () => {
  const p = updateProgress(status({ '17.0.0': 142, '16.0.0': 3 }, '17.0.0'))!
  assert.is(p.onTarget, 142)
  assert.is(p.total, 145)
  assert.is(p.percent, 97)
  assert.is(p.done, false)
  assert.is(p.label, '142 of 145 components on 17.0.0')
})
Progress('done when every component runs the target', () => {
  assert.is(updateProgress(status({ '17.0.0': 10 }, '17.0.0'))!.done, true)
  assert.is(statusRefreshMs(status({ '17.0.0': 10 }, '17.0.0')), 15000)
  assert.is(statusRefreshMs(status({ '17.0.0': 1, '16.0.0': 1 }, '17.0.0')), 2000)
})
Progress('none without target or components; 0% when none on target yet', () => {
  assert.is(updateProgress(status({ '17.0.0': 10 }, null)), null)
  assert.is(updateProgress(status({}, '17.0.0')), null)
  assert.is(updateProgress(status({ '16.0.0': 10 }, '18.0.0'))!.percent, 0)
})
Progress.run()

const Note = suite('targetChangeNote')
Note('downgrade, same, upgrade, no current', () => {
  assert.match(targetChangeNote('16.0.0', '17.0.0')!, /older than the current target 17.0.0/)
  assert.match(targetChangeNote('17.0.0', '17.0.0')!, /already the target/)
  assert.is(targetChangeNote('18.0.0', '17.0.0'), undefined)
  assert.is(targetChangeNote('18.0.0', null), undefined)
})
Note.run()

const Root = suite('parseTrustRoot')
Root('accepts a root role object', () => {
  const r = parseTrustRoot('{"signed":{"_type":"root","version":2,"expires":"2030-01-01T00:00:00Z"},"signatures":[]}')
  assert.is(r.error, undefined)
  assert.equal(trustRootSummary(r.value), { version: 2, expires: '2030-01-01T00:00:00Z' })
})
for (const [text, msg] of [
  ['', /required/],
  ['{not json', /JSON document/],
  ['[1,2]', /JSON object/],
  ['{"signatures":[]}', /"signed"/],
] as const) {
  Root(`refuses ${JSON.stringify(text)}`, () => assert.match(parseTrustRoot(text).error!, msg))
}
Root('summary tolerates anything', () => {
  assert.equal(trustRootSummary(null), { version: undefined, expires: undefined })
  assert.equal(trustRootSummary({ signed: { version: 'x' } }), { version: undefined, expires: undefined })
})
Root.run()
