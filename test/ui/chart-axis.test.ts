import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { AXIS_GAP, AXIS_TICK, axisSizeFor } from '../../web/ui/chart-axis'

const Size = suite('axisSizeFor')
// a monospace stand-in: 7 px a character
const mono = (t: string) => t.length * 7

Size('fits the widest label, with the tick and the gap beside it', () => {
  const size = axisSizeFor(['0 B', '465.66 GiB', '931.32 GiB'], mono)
  assert.ok(size - AXIS_TICK - AXIS_GAP >= mono('931.32 GiB'), `${size} leaves room for '931.32 GiB'`)
})

Size('grows with its labels: a longer label never gets less room', () => {
  assert.ok(axisSizeFor(['1,234.56 TiB'], mono) > axisSizeFor(['931.32 GiB'], mono))
})

Size('short labels and the first pass (no labels yet) get the minimum, so small charts line up', () => {
  assert.is(axisSizeFor(['0', '1'], mono), axisSizeFor(null, mono))
  assert.is(axisSizeFor([], mono), axisSizeFor(undefined, mono))
})

Size.run()
