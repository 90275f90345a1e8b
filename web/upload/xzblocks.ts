/**
 * Parallel xz decoding. xz files written by a multi-threaded xz (`xz -T0`, the
 * default since xz 5.4, so how images are usually published) hold independent blocks whose
 * sizes are listed in the index at the end of the file. Runs of consecutive blocks are cut into
 * small xz streams of their own (the file's stream header, the blocks' bytes as they are, a new
 * index and footer) and decoded on decoder threads at once, in order: groups go to the decoders
 * by turns, at most a few groups ahead, so memory stays flat. A file of one block
 * (single-threaded xz) is decoded as one stream instead (web/upload/xzthread.ts).
 */
import type { BlobLike } from './reader'
import { xzBroken } from './xzdirect'
import type { RemoteXz } from './xzthread'

/** One stream's blocks, in file order. */
export type XzStreamIndex = {
  /** Offset of the stream header (12 bytes) in the file. */
  start: number
  /** The integrity check's ID (stream flags): 0 none, 1 CRC32, 4 CRC64, 10 SHA-256. */
  check: number
  blocks: { offset: number; unpadded: number; uncompressed: number }[]
}

/** Small reads through a 1 MiB window: framing walks touch many nearby headers. */
export class Window {
  private start = 0
  private buf = new Uint8Array(0)
  constructor(private blob: BlobLike) {}
  async bytes(offset: number, n: number): Promise<Uint8Array | null> {
    if (offset < 0 || offset + n > this.blob.size) return null
    if (offset < this.start || offset + n > this.start + this.buf.length) {
      this.start = offset
      this.buf = new Uint8Array(
        await this.blob.slice(offset, Math.min(this.blob.size, offset + Math.max(n, 1 << 20))).arrayBuffer(),
      )
    }
    return this.buf.subarray(offset - this.start, offset - this.start + n)
  }
}

function varint(b: Uint8Array, at: { i: number }): number {
  let n = 0
  let mul = 1
  for (let k = 0; k < 9; k++) {
    if (at.i >= b.length) throw xzBroken('its index ends early')
    const byte = b[at.i++]
    n += (byte & 0x7f) * mul
    if (!(byte & 0x80)) return n
    mul *= 128
  }
  throw xzBroken('a number in its index is too long')
}

const pad4 = (n: number) => Math.ceil(n / 4) * 4

/** Every stream's blocks from the indexes; checks the blocks fill the file exactly (a truncated file is refused). */
export async function xzIndex(file: BlobLike): Promise<XzStreamIndex[]> {
  const w = new Window(file)
  let end = file.size
  const streams: XzStreamIndex[] = []
  while (end > 0) {
    // stream padding: zero bytes in groups of four
    while (end >= 4) {
      const pad = await w.bytes(end - 4, 4)
      if (!pad || pad.some((b) => b !== 0)) break
      end -= 4
    }
    const footer = await w.bytes(end - 12, 12)
    if (!footer || footer[10] !== 0x59 || footer[11] !== 0x5a) throw xzBroken('its end is not an xz stream footer')
    const indexSize = (new DataView(footer.buffer, footer.byteOffset, 12).getUint32(4, true) + 1) * 4
    const index = await w.bytes(end - 12 - indexSize, indexSize)
    if (!index || index[0] !== 0) throw xzBroken('its index is missing')
    const at = { i: 1 }
    const records = varint(index, at)
    const sizes: [number, number][] = []
    let total = 0
    for (let r = 0; r < records; r++) {
      const unpadded = varint(index, at)
      const uncompressed = varint(index, at)
      sizes.push([unpadded, uncompressed])
      total += pad4(unpadded)
    }
    const start = end - 12 - indexSize - total - 12
    const header = await w.bytes(start, 6)
    if (!header || header[0] !== 0xfd || header[1] !== 0x37 || header[5] !== 0x00)
      throw xzBroken('its blocks do not fill the file')
    let offset = start + 12
    const blocks = sizes.map(([unpadded, uncompressed]) => {
      const b = { offset, unpadded, uncompressed }
      offset += pad4(unpadded)
      return b
    })
    streams.unshift({ start, check: footer[9] & 0x0f, blocks })
    end = start
  }
  return streams
}

/** What xz-decompress (xz-embedded) decodes: LZMA2 alone, with no check, CRC32 or CRC64. */
const CHECKS = new Set([0, 1, 4])
const CHECK_NAMES: Record<number, string> = { 10: 'SHA-256' }
const LZMA2 = 0x21
const FILTER_NAMES: Record<number, string> = {
  0x03: 'delta',
  0x04: 'x86',
  0x05: 'PowerPC',
  0x06: 'IA-64',
  0x07: 'ARM',
  0x08: 'ARM-Thumb',
  0x09: 'SPARC',
  0x0a: 'ARM64',
  0x0b: 'RISC-V',
}

/**
 * Why the decoder cannot read this file, or null: an integrity check or a filter chain it does
 * not know, read from each stream's flags and its first block's header (a file's blocks share
 * their options: xz writes them all alike). The decoder's own "options" error is the backstop.
 */
export async function xzUnsupported(file: BlobLike, streams: XzStreamIndex[]): Promise<string | null> {
  const w = new Window(file)
  for (const s of streams) {
    if (!CHECKS.has(s.check))
      return `This xz file's integrity check is ${CHECK_NAMES[s.check] ?? `of type ${s.check}`}, which the xz decoder cannot verify: recompress it with xz's default check (xz --check=crc64)`
    const b = s.blocks[0]
    if (!b) continue
    const size = await w.bytes(b.offset, 1)
    const header = size && (await w.bytes(b.offset, (size[0] + 1) * 4))
    if (!header) throw xzBroken('a block header is cut short')
    const at = { i: 2 }
    if (header[1] & 0x40) varint(header, at)
    if (header[1] & 0x80) varint(header, at)
    const filters: number[] = []
    for (let f = 0; f <= (header[1] & 3); f++) {
      filters.push(varint(header, at))
      const props = varint(header, at)
      at.i += props
    }
    const other = filters.filter((id) => id !== LZMA2)
    if (other.length || filters.length !== 1)
      return `This xz file uses the ${other.map((id) => FILTER_NAMES[id] ?? `0x${id.toString(16)}`).join(' and ')} filter, which the xz decoder does not support: recompress it with plain xz (LZMA2 alone)`
  }
  return null
}

const CRC_TABLE = (() => {
  const t = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    t[n] = c >>> 0
  }
  return t
})()

export function crc32(b: Uint8Array): number {
  let c = 0xffffffff
  for (let i = 0; i < b.length; i++) c = CRC_TABLE[(c ^ b[i]) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function putVarint(out: number[], n: number) {
  while (n >= 0x80) {
    out.push((n % 0x80) | 0x80)
    n = Math.floor(n / 0x80)
  }
  out.push(n)
}

/** A complete xz stream of `blocks` (consecutive, their bytes `data`), under the file's stream header. */
function groupStream(
  header: Uint8Array,
  data: Uint8Array,
  blocks: { unpadded: number; uncompressed: number }[],
): Uint8Array {
  const idx: number[] = [0]
  putVarint(idx, blocks.length)
  for (const b of blocks) {
    putVarint(idx, b.unpadded)
    putVarint(idx, b.uncompressed)
  }
  while (idx.length % 4) idx.push(0)
  const index = new Uint8Array(idx.length + 4)
  index.set(idx)
  new DataView(index.buffer).setUint32(idx.length, crc32(index.subarray(0, idx.length)), true)
  const footer = new Uint8Array(12)
  const fv = new DataView(footer.buffer)
  fv.setUint32(4, index.length / 4 - 1, true)
  footer[8] = header[6]
  footer[9] = header[7]
  fv.setUint32(0, crc32(footer.subarray(4, 10)), true)
  footer[10] = 0x59
  footer[11] = 0x5a
  const out = new Uint8Array(12 + data.length + index.length + 12)
  out.set(header.subarray(0, 12), 0)
  out.set(data, 12)
  out.set(index, 12 + data.length)
  out.set(footer, 12 + data.length + index.length)
  return out
}

/** Bytes of output per group: big enough that a group is few messages, small enough to keep memory flat. */
const GROUP_BYTES = 4 << 20

type Group = { from: number; to: number; blocks: XzStreamIndex['blocks']; header: number; size: number }

export function groupsOf(streams: XzStreamIndex[], target = GROUP_BYTES): Group[] {
  const groups: Group[] = []
  for (const s of streams) {
    let g: Group | null = null
    for (const b of s.blocks) {
      if (!g || g.size + b.uncompressed > target) {
        if (g) groups.push(g)
        g = { from: b.offset, to: b.offset, blocks: [], header: s.start, size: 0 }
      }
      g.blocks.push(b)
      g.to = b.offset + pad4(b.unpadded)
      g.size += b.uncompressed
    }
    if (g) groups.push(g)
  }
  return groups
}

/**
 * The decoded content of a multi-block xz file, group i decoded by `decoders[i % n]`, in order,
 * with at most `ahead` groups decoded before they are read.
 */
export function parallelXz(
  file: BlobLike,
  streams: XzStreamIndex[],
  decoders: RemoteXz[],
  ahead = 3,
  target = GROUP_BYTES,
): ReadableStream<Uint8Array> {
  // at least one group per decoder when there are enough blocks, so a small file uses them all
  const total = streams.reduce((n, s) => s.blocks.reduce((m, b) => m + b.uncompressed, n), 0)
  const groups = groupsOf(streams, Math.min(target, Math.ceil(total / decoders.length)))
  const closeAll = () => decoders.forEach((d) => d.close())
  const queue: Promise<Uint8Array>[] = []
  let next = 0
  const start = (i: number): Promise<Uint8Array> => {
    const g = groups[i]
    const p = (async () => {
      const [header, data] = await Promise.all([
        file.slice(g.header, g.header + 12).arrayBuffer(),
        file.slice(g.from, g.to).arrayBuffer(),
      ])
      const s = groupStream(new Uint8Array(header), new Uint8Array(data), g.blocks)
      return decoders[i % decoders.length].decode(s, g.size)
    })()
    p.catch(() => undefined) // read in order by pull; not unhandled meanwhile
    return p
  }
  const fill = () => {
    while (next < groups.length && queue.length < ahead) queue.push(start(next++))
  }
  return new ReadableStream<Uint8Array>({
    async pull(ctl) {
      fill()
      const p = queue.shift()
      if (!p) {
        closeAll()
        return ctl.close()
      }
      try {
        const out = await p
        fill()
        ctl.enqueue(out)
      } catch (e) {
        closeAll()
        throw e
      }
    },
    cancel: closeAll,
  })
}
