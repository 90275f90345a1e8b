/**
 * The raw size a compressed file declares, read from its framing without decompressing:
 * xz keeps an index of its blocks at the end (so a truncated .xz is refused at once), zstd
 * frames may carry their content size and their blocks can be walked by their headers.
 */
import { FormatError } from './formats'
import type { BlobLike } from './reader'
import { Window, xzIndex, xzUnsupported } from './xzblocks'

/**
 * Sum of the uncompressed sizes in every stream's index; checks the blocks fill the file exactly,
 * and refuses a file the decoder cannot read (a filter or an integrity check it does not know).
 */
export async function xzUncompressedSize(file: BlobLike): Promise<number> {
  const streams = await xzIndex(file)
  const unsupported = await xzUnsupported(file, streams)
  if (unsupported) throw new FormatError(unsupported)
  let total = 0
  for (const s of streams) for (const b of s.blocks) total += b.uncompressed
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
