/**
 * web/ui/styles/fonts.css against the font it ships: the fallback faces carry Inter's vertical metrics (read from
 * the woff2 itself, so a newer Inter with other metrics fails here rather than moving lines at the swap), cover
 * Inter's range and nothing else, load nothing, and stand right after Inter in the console's font stack.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'

const styles = join(import.meta.dirname, '..', '..', 'web', 'ui', 'styles')
const css = readFileSync(join(styles, 'fonts.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')
const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((m) => {
  const descriptors = new Map<string, string>()
  for (const d of m[1].split(';')) {
    const at = d.indexOf(':')
    if (at > 0)
      descriptors.set(
        d.slice(0, at).trim(),
        d
          .slice(at + 1)
          .replace(/\s+/g, ' ')
          .trim(),
      )
  }
  return descriptors
})
const family = (face: Map<string, string>) => face.get('font-family')!.replace(/'/g, '')
const inter = faces.find((f) => family(f) === 'Inter Variable')!
const fallbacks = faces.filter((f) => f !== inter)

/** The tables a woff2 keeps untransformed (head, hhea, OS/2) out of its one brotli stream. */
function woff2Tables(file: Buffer) {
  const known = ['cmap', 'head', 'hhea', 'hmtx', 'maxp', 'name', 'OS/2', 'post', 'cvt ', 'fpgm', 'glyf', 'loca']
  let at = 48
  const base128 = () => {
    let value = 0
    for (;;) {
      const byte = file[at++]
      value = value * 128 + (byte & 0x7f)
      if (!(byte & 0x80)) return value
    }
  }
  const entries = Array.from({ length: file.readUInt16BE(12) }, () => {
    const flags = file[at++]
    let tag = known[flags & 0x3f] ?? `#${flags & 0x3f}`
    if ((flags & 0x3f) === 63) {
      tag = file.toString('latin1', at, at + 4)
      at += 4
    }
    const length = base128()
    // glyf and loca are transformed at version 0, every other table at any other version
    const transformed = tag === 'glyf' || tag === 'loca' ? flags >> 6 === 0 : flags >> 6 !== 0
    return { tag, length: transformed ? base128() : length }
  })
  const data = brotliDecompressSync(file.subarray(at, at + file.readUInt32BE(20)))
  const tables = new Map<string, Buffer>()
  let offset = 0
  for (const { tag, length } of entries) tables.set(tag, data.subarray(offset, (offset += length)))
  return tables
}

const src = /url\('([^']+)'\)/.exec(inter.get('src')!)![1]
const tables = woff2Tables(readFileSync(createRequire(import.meta.url).resolve(src)))
const unitsPerEm = tables.get('head')!.readUInt16BE(18)
const hhea = tables.get('hhea')!
const os2 = tables.get('OS/2')!
const metrics = { ascent: hhea.readInt16BE(4), descent: -hhea.readInt16BE(6), lineGap: hhea.readInt16BE(8) }
const percent = (value: string) => Number(/^([\d.]+)%$/.exec(value)![1]) / 100

const Fonts = suite('fonts.css')

Fonts('Inter sets its lines by one set of metrics on every platform', () => {
  assert.is(unitsPerEm, 2048)
  // USE_TYPO_METRICS, and typo metrics equal to hhea's: Windows, macOS and Linux all read the same ascent and descent
  assert.ok(os2.readUInt16BE(62) & 0x80)
  assert.equal({ ascent: os2.readInt16BE(68), descent: -os2.readInt16BE(70), lineGap: os2.readInt16BE(72) }, metrics)
})

Fonts("each fallback face, once scaled, has Inter's ascent, descent and line gap", () => {
  assert.ok(fallbacks.length >= 2)
  for (const face of fallbacks) {
    const scale = percent(face.get('size-adjust')!)
    const name = `${family(face)} ${face.get('font-weight')}`
    for (const [descriptor, metric] of [
      ['ascent-override', 'ascent'],
      ['descent-override', 'descent'],
      ['line-gap-override', 'lineGap'],
    ] as const) {
      const got = percent(face.get(descriptor)!) * scale
      const want = metrics[metric] / unitsPerEm
      assert.ok(Math.abs(got - want) < 0.0005, `${name}: ${descriptor} x size-adjust is ${got}, Inter's is ${want}`)
    }
  }
})

Fonts("the fallback faces are fonts already on the machine, for Inter's range only", () => {
  for (const face of fallbacks) {
    const name = `${family(face)} ${face.get('font-weight')}`
    assert.match(face.get('src')!, /^local\('[^']+'\)(, local\('[^']+'\))*$/, name)
    assert.is(face.get('unicode-range'), inter.get('unicode-range'), name)
  }
  // a regular and a bold of each, so that bold text is not synthesized from the regular
  const families = [...new Set(fallbacks.map(family))]
  for (const f of families)
    assert.equal(
      fallbacks.filter((face) => family(face) === f).map((face) => face.get('font-weight')),
      ['100 500', '600 900'],
      f,
    )
})

Fonts('the font stack puts the fallback faces right after Inter, before the system sans', () => {
  const tokens = readFileSync(join(styles, 'tokens.css'), 'utf8')
  const stack = /--font:([^;]+);/
    .exec(tokens)![1]
    .split(',')
    .map((f) => f.trim().replace(/'/g, ''))
  const families = [...new Set(fallbacks.map(family))]
  assert.equal(stack.slice(0, 1 + families.length), ['Inter Variable', ...families])
  assert.is(stack[1 + families.length], 'system-ui')
})

Fonts.run()
