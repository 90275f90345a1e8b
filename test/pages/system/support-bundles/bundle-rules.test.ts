import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { SupportBundleState } from '../../../../web/api/generated/types'
import {
  bundleCan,
  bundleDisabledReason,
  bundleStateColor,
  bundleTransitional,
  parseIndex,
} from '../../../../web/pages/system/support-bundles/bundle-rules'

const states = Object.keys(bundleStateColor) as SupportBundleState[]

const Rules = suite('bundle rules')
const table: [SupportBundleState, { download: boolean; delete: boolean; transitional: boolean }][] = [
  ['collecting', { download: false, delete: true, transitional: true }],
  ['active', { download: true, delete: true, transitional: false }],
  ['destroying', { download: false, delete: false, transitional: true }],
  ['failed', { download: false, delete: true, transitional: false }],
]
for (const [state, want] of table) {
  Rules(`${state}`, () => {
    assert.is(bundleCan('download', { state }), want.download)
    assert.is(bundleCan('delete', { state }), want.delete)
    assert.is(bundleTransitional({ state }), want.transitional)
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

const Index = suite('parseIndex')
Index('one file per line, blank lines and directories dropped', () => {
  assert.equal(parseIndex('bundle_id.txt\nrack/\nsled-1/dmesg.txt\n\n'), ['bundle_id.txt', 'sled-1/dmesg.txt'])
})
Index('a JSON array works too; anything else is empty', () => {
  assert.equal(parseIndex(['a.txt', 'b/']), ['a.txt'])
  assert.equal(parseIndex(undefined), [])
  assert.equal(parseIndex({ files: 1 }), [])
})
Index.run()
