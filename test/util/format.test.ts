import { suite } from 'uvu'
import * as assert from 'uvu/assert'

import {
  GiB,
  KiB,
  MiB,
  TiB,
  bytesParts,
  bytesToGiB,
  bytesToTiB,
  formatBytes,
  formatNumber,
  formatPercent,
  formatRounded,
  niceUpperBound,
  percentage,
  round,
  roundUpToMultiple,
} from '../../web/util/format'

const Bytes = suite('formatBytes')

Bytes('1024 multiples, at most 2 decimals (the rules: constants)', () => {
  assert.is(KiB, 1024)
  assert.is(MiB, 1024 ** 2)
  assert.is(GiB, 1024 ** 3)
  assert.is(TiB, 1024 ** 4)
  const cases: [number, string, string][] = [
    [0, '0 B', '0 B'],
    [1023, '1,023 B', '1,023 B'],
    [1024, '1 KiB', '1 kB'],
    [1536, '1.5 KiB', '1.5 kB'],
    [10 * MiB + 12345, '10.01 MiB', '10.01 MB'],
    [GiB, '1 GiB', '1 GB'],
    [1.234567 * GiB, '1.23 GiB', '1.23 GB'],
    [20 * TiB, '20 TiB', '20 TB'],
    [2048 * TiB, '2 PiB', '2 PB'],
    // rounds up into the next unit rather than printing 1024 KiB
    [MiB - 1, '1 MiB', '1 MB'],
    [-1536, '-1.5 KiB', '-1.5 kB'],
  ]
  for (const [n, iec, kB] of cases) {
    assert.is(formatBytes(n), iec, String(n))
    assert.is(formatBytes(n, 'kB'), kB, String(n))
  }
  assert.equal(bytesParts(3 * GiB), { value: 3, unit: 'GiB' })
})

Bytes('unit conversions', () => {
  assert.is(bytesToGiB(1.5 * GiB), 1.5)
  assert.is(bytesToGiB(GiB / 3), 0.33)
  assert.is(bytesToTiB(20.3616 * TiB), 20.36)
})

Bytes.run()

const Numbers = suite('formatNumber')

Numbers('2 decimals, compact from 1e6, engineering from 1e15 (the rules: constants)', () => {
  const cases: [number | bigint, string][] = [
    [0, '0'],
    [1.005, '1.01'],
    [3.14159, '3.14'],
    [999_999, '999,999'],
    [12_345.678, '12,345.68'],
    [1e6, '1M'],
    [1_234_567, '1.23M'],
    [2.5e9, '2.5B'],
    [999_999_999, '1B'],
    [12.345e12, '12.35T'],
    [999.99e12, '999.99T'],
    [999.996e12, '1E15'],
    [1e15, '1E15'],
    [1.234e16, '12.34E15'],
    [1.5e21, '1.5E21'],
    [-2_500_000, '-2.5M'],
    [10n ** 18n, '1E18'],
    [1234n, '1,234'],
  ]
  for (const [n, want] of cases) assert.is(formatNumber(n), want, String(n))
})

Numbers('round', () => {
  assert.is(round(1.005), 1.01)
  assert.is(round(-1.005), -1.01)
  assert.is(round(2.345, 1), 2.3)
  assert.is(round(7), 7)
})

Numbers('formatRounded prints what Intl prints for 2-decimal values (fuzzed against Intl as the oracle)', () => {
  const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })
  // a fixed-seed generator, so a failure names the same numbers on every run
  let seed = 42
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
  const values = [
    0,
    -0,
    1,
    -1,
    0.1,
    0.5,
    999.99,
    1000,
    1023.99,
    1024,
    123456.78,
    -98765.4,
    1e12 - 0.01,
    1e12,
    1e15,
    NaN,
    Infinity,
    -Infinity,
  ]
  for (let i = 0; i < 20000; i++) {
    const magnitude = 10 ** Math.floor(random() * 16)
    values.push(round((random() - 0.3) * magnitude), Math.round((random() - 0.3) * magnitude))
  }
  for (const n of values) assert.is(formatRounded(n), intl.format(n), String(n))
})

Numbers.run()

const Percent = suite('percentage / formatPercent')

Percent('share of a whole, 2 decimals, 0 for an empty whole', () => {
  assert.is(percentage(1, 3), 33.33)
  assert.is(percentage(2, 3), 66.67)
  assert.is(percentage(5, 5), 100)
  assert.is(percentage(5, 0), 0)
  assert.is(percentage(NaN, 10), 0)
  assert.is(formatPercent(1, 8), '12.5%')
  assert.is(formatPercent(0, 0), '0%')
})

Percent.run()

const Axis = suite('roundUpToMultiple / niceUpperBound')

Axis('round up to a multiple of 10 by default', () => {
  assert.is(roundUpToMultiple(0), 0)
  assert.is(roundUpToMultiple(1), 10)
  assert.is(roundUpToMultiple(10), 10)
  assert.is(roundUpToMultiple(67), 70)
  assert.is(roundUpToMultiple(67, 25), 75)
})

Axis('nice bound: round up at the leading digit, at least 10', () => {
  const cases: [number, number][] = [
    [0, 10],
    [-5, 10],
    [3, 10],
    [10, 10],
    [11, 20],
    [67, 70],
    [100, 100],
    [101, 200],
    [1234, 2000],
    [9999, 10000],
    [1e15, 1e15],
    [NaN, 10],
    [Infinity, 10],
  ]
  for (const [n, want] of cases) assert.is(niceUpperBound(n), want, String(n))
  for (let n = 1; n < 1e7; n = n * 1.37 + 1) {
    const b = niceUpperBound(n)
    assert.ok(b >= n && b < Math.max(10, n) * 10, `${n} -> ${b}`)
  }
  assert.is(niceUpperBound(0.3, 1), 1)
})

Axis.run()
