import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { nonZeroRuns } from '../../web/upload/bytes'

const KiB = 1024
/** 512 KiB of zeros with the given [start, end) ranges set to 1. */
function chunk(...set: [number, number][]) {
  const d = new Uint8Array(512 * KiB)
  for (const [s, e] of set) d.fill(1, s, e)
  return d
}

test('nonZeroRuns trims the zero blocks at both ends of a chunk', () => {
  assert.equal(nonZeroRuns(chunk([0, 256 * KiB]), 4 * KiB, 128 * KiB), [[0, 256 * KiB]])
  assert.equal(nonZeroRuns(chunk([300 * KiB + 1, 300 * KiB + 2]), 4 * KiB, 128 * KiB), [[300 * KiB, 304 * KiB]])
  assert.equal(nonZeroRuns(chunk(), 4 * KiB, 128 * KiB), [])
})

test('nonZeroRuns keeps a short zero gap inside one run and splits at a long one', () => {
  // 64 KiB gap: one run
  assert.equal(nonZeroRuns(chunk([0, 4 * KiB], [68 * KiB, 72 * KiB]), 4 * KiB, 128 * KiB), [[0, 72 * KiB]])
  // 200 KiB gap: two runs
  assert.equal(nonZeroRuns(chunk([0, 4 * KiB], [204 * KiB, 208 * KiB]), 4 * KiB, 128 * KiB), [
    [0, 4 * KiB],
    [204 * KiB, 208 * KiB],
  ])
})

test('nonZeroRuns ends a run at the data end when the last grain is partial', () => {
  const d = new Uint8Array(10_000)
  d[9_999] = 1
  assert.equal(nonZeroRuns(d, 4096, 128 * KiB), [[8192, 10_000]])
})

test.run()
