import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { SupportBundleState } from '../../../web/api/generated/types'
import {
  bundleCan,
  bundleDeleteStopsCollection,
  bundleDisabledReason,
  bundleShowsFailure,
  bundleStateColor,
  bundleTransitional,
} from '../../../web/api/rules/support-bundles'

const states = Object.keys(bundleStateColor) as SupportBundleState[]

const Rules = suite('bundle rules')
type Want = {
  download: boolean
  delete: boolean
  comment: boolean
  transitional: boolean
  stopsCollection: boolean
  showsFailure: boolean
}
const table: [SupportBundleState, Want][] = [
  [
    'collecting',
    { download: false, delete: true, comment: true, transitional: true, stopsCollection: true, showsFailure: false },
  ],
  [
    'active',
    { download: true, delete: true, comment: true, transitional: false, stopsCollection: false, showsFailure: false },
  ],
  [
    'destroying',
    { download: false, delete: false, comment: false, transitional: true, stopsCollection: false, showsFailure: false },
  ],
  [
    'failed',
    { download: false, delete: true, comment: true, transitional: false, stopsCollection: false, showsFailure: true },
  ],
]
for (const [state, want] of table) {
  Rules(`${state}`, () => {
    assert.is(bundleCan('download', { state }), want.download)
    assert.is(bundleCan('delete', { state }), want.delete)
    assert.is(bundleCan('comment', { state }), want.comment)
    assert.is(bundleTransitional({ state }), want.transitional)
    assert.is(bundleDeleteStopsCollection({ state }), want.stopsCollection)
    assert.is(bundleShowsFailure({ state }), want.showsFailure)
  })
}
Rules('every state is in the table', () => assert.equal(table.map((t) => t[0]).sort(), [...states].sort()))
Rules('a reason only when disabled, naming the allowed and current state', () => {
  assert.is(bundleDisabledReason('download', { state: 'active' }), undefined)
  assert.is(
    bundleDisabledReason('download', { state: 'collecting' }),
    'Only available when the bundle is active (it is collecting)',
  )
})
Rules.run()
