/**
 * The raw size a compressed file declares, read from its framing without decompressing:
 * xz keeps an index of its blocks at the end (so a truncated .xz is refused at once), zstd
 * frames may carry their content size and their blocks can be walked by their headers.
 */
import { FormatError } from './formats'
import type { BlobLike } from './reader'

/** Small reads through a 1 MiB window: framing walks touch many nearby headers. */
class Window {
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

const xzBroken = (why: string) => new FormatError(`The xz file is truncated or corrupt (${why})`)

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

/** Sum of the uncompressed sizes in every stream's index; checks the blocks fill the file exactly. */
export async function xzUncompressedSize(file: BlobLike): Promise<number> {
  const w = new Window(file)
  let end = file.size
  let total = 0
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
    let blocks = 0
    for (let r = 0; r < records; r++) {
      const unpadded = varint(index, at)
      total += varint(index, at)
      blocks += Math.ceil(unpadded / 4) * 4
    }
    const start = end - 12 - indexSize - blocks - 12
    const header = await w.bytes(start, 6)
    if (!header || header[0] !== 0xfd || header[1] !== 0x37 || header[5] !== 0x00)
      throw xzBroken('its blocks do not fill the file')
    end = start
  }
  return total
}

/**
 * The content size of a zstd file when every frame declares it, else undefined. Walks the
 * frames' blocks by their headers, so a truncated file is refused without decoding it.
 */
export async function zstdContentSize(file: BlobLike): Promise<number | undefined> {
  const broken = (why: string) => new FormatError(`The zstd file is truncated or corrupt (${why})`)
  const w = new Window(file)
  let pos = 0
  let total: number | undefined = 0
  while (pos < file.size) {
    const magic = await w.bytes(pos, 4)
    if (!magic) throw broken('a frame header ends early')
    const m = new DataView(magic.buffer, magic.byteOffset, 4).getUint32(0, true)
    if ((m & 0xfffffff0) === 0x184d2a50) {
      const size = await w.bytes(pos + 4, 4)
      if (!size) throw broken('a skippable frame ends early')
      pos += 8 + new DataView(size.buffer, size.byteOffset, 4).getUint32(0, true)
      continue
    }
    if (m !== 0xfd2fb528) throw broken('data after a frame is not a zstd frame')
    const fhdB = await w.bytes(pos + 4, 1)
    if (!fhdB) throw broken('a frame header ends early')
    const fhd = fhdB[0]
    const fcsFlag = fhd >> 6
    const single = (fhd >> 5) & 1
    const checksum = (fhd >> 2) & 1
    const dictBytes = [0, 1, 2, 4][fhd & 3]
    const fcsBytes = fcsFlag === 0 ? single : [0, 2, 4, 8][fcsFlag]
    let at = pos + 5 + (single ? 0 : 1) + dictBytes
    const fcs = fcsBytes ? await w.bytes(at, fcsBytes) : null
    if (fcsBytes && !fcs) throw broken('a frame header ends early')
    if (fcs && total !== undefined) {
      const v = new DataView(fcs.buffer, fcs.byteOffset, fcsBytes)
      total +=
        fcsBytes === 1
          ? v.getUint8(0)
          : fcsBytes === 2
            ? v.getUint16(0, true) + 256
            : fcsBytes === 4
              ? v.getUint32(0, true)
              : Number(v.getBigUint64(0, true))
    } else total = undefined
    at += fcsBytes
    for (;;) {
      const bh = await w.bytes(at, 3)
      if (!bh) throw broken('a block header is missing')
      const h = bh[0] | (bh[1] << 8) | (bh[2] << 16)
      const type = (h >> 1) & 3
      if (type === 3) throw broken('a block has the reserved type')
      at += 3 + (type === 1 ? 1 : h >>> 3)
      if (at > file.size) throw broken('the last block ends past the end of the file')
      if (h & 1) break
    }
    pos = at + (checksum ? 4 : 0)
    if (pos > file.size) throw broken('the frame checksum is missing')
  }
  return total
}
