/**
 * qcow2 to raw on the fly. The header gives the virtual size (the disk's size) and
 * the L1 table; each L1 entry points at an L2 table whose entries map guest clusters to host
 * clusters. Unallocated and zero clusters are never sent (a new disk reads as zeros). Compressed
 * and encrypted clusters, backing files and external data files are refused with the reason.
 * Layout: qemu's docs/interop/qcow2.txt.
 */
import { FormatError } from './formats'
import type { Reader } from './reader'

export type Qcow2Header = {
  version: number
  clusterBits: number
  clusterSize: number
  virtualSize: number
  l1Size: number
  l1Offset: number
  headerLength: number
}

/** Bytes to read for the header (v3's header_length is at most a cluster; 512 covers the fields). */
export const QCOW2_HEADER_BYTES = 104

const OFFSET_MASK = 0x00fffffffffffe00n

const u64 = (v: DataView, at: number) => {
  const n = v.getBigUint64(at)
  if (n > BigInt(Number.MAX_SAFE_INTEGER))
    throw new FormatError('qcow2 header: a size or offset is out of range; the file is corrupt')
  return Number(n)
}

export function parseQcow2Header(b: Uint8Array): Qcow2Header {
  if (b.length < 72) throw new FormatError('qcow2 header is truncated')
  const v = new DataView(b.buffer, b.byteOffset, b.byteLength)
  if (v.getUint32(0) !== 0x514649fb) throw new FormatError('Not a qcow2 file')
  const version = v.getUint32(4)
  if (version !== 2 && version !== 3) throw new FormatError(`qcow2 version ${version} is not supported (only 2 and 3)`)
  if (u64(v, 8) !== 0)
    throw new FormatError(
      'This qcow2 image has a backing file: it holds only the changes to another image. Flatten it first (qemu-img convert)',
    )
  const clusterBits = v.getUint32(20)
  if (clusterBits < 9 || clusterBits > 21)
    throw new FormatError(`qcow2 header: cluster size 2^${clusterBits} is invalid; the file is corrupt`)
  const virtualSize = u64(v, 24)
  const crypt = v.getUint32(32)
  if (crypt !== 0) throw new FormatError('This qcow2 image is encrypted: decrypt it first (qemu-img convert)')
  const l1Size = v.getUint32(36)
  const l1Offset = u64(v, 40)
  let headerLength = 72
  if (version === 3) {
    if (b.length < 104) throw new FormatError('qcow2 header is truncated')
    const incompatible = v.getBigUint64(72)
    if (incompatible & 1n)
      throw new FormatError(
        'This qcow2 image was not closed cleanly (dirty bit): repair it first (qemu-img check -r all)',
      )
    if (incompatible & 2n)
      throw new FormatError('This qcow2 image is marked corrupt: repair it first (qemu-img check -r all)')
    if (incompatible & 4n)
      throw new FormatError('This qcow2 image keeps its data in an external file, which cannot be uploaded')
    if (incompatible & 16n)
      throw new FormatError(
        'qcow2 images with extended L2 entries (subclusters) are not supported: convert it first (qemu-img convert)',
      )
    if (incompatible & ~0x1fn) throw new FormatError('This qcow2 image uses features this console does not know')
    headerLength = v.getUint32(100)
  }
  const clusterSize = 2 ** clusterBits
  const l2Entries = clusterSize / 8
  const needed = Math.ceil(virtualSize / clusterSize / l2Entries)
  if (l1Size < needed)
    throw new FormatError(
      `qcow2 header: the L1 table (${l1Size} entries) cannot map the virtual size; the file is corrupt`,
    )
  if (l1Offset % clusterSize !== 0 || l1Offset === 0)
    throw new FormatError('qcow2 header: the L1 table offset is not cluster-aligned; the file is corrupt')
  return { version, clusterBits, clusterSize, virtualSize, l1Size: needed, l1Offset, headerLength }
}

/** A run of guest data: `data` belongs at `offset` of the raw disk. */
export type Extent = { offset: number; data: Uint8Array }

type Pending = { host: number; kind: 'l2'; l1Index: number } | { host: number; kind: 'data'; guest: number }

/**
 * Host offsets referenced by the tables, so a truncated file is refused before anything is
 * created (`checkQcow2Tables`), and the mapping the converter follows.
 */
async function readL1(reader: Reader, h: Qcow2Header): Promise<Pending[]> {
  const l1 = await reader.read(h.l1Offset, h.l1Size * 8)
  const v = new DataView(l1.buffer, l1.byteOffset, l1.byteLength)
  const out: Pending[] = []
  for (let i = 0; i < h.l1Size; i++) {
    const host = Number(v.getBigUint64(i * 8) & OFFSET_MASK)
    if (host === 0) continue
    if (host % h.clusterSize) throw new FormatError(`qcow2 L1 entry ${i} is not cluster-aligned; the file is corrupt`)
    out.push({ host, kind: 'l2', l1Index: i })
  }
  return out
}

function parseL2(table: Uint8Array, h: Qcow2Header, l1Index: number): Pending[] {
  const v = new DataView(table.buffer, table.byteOffset, table.byteLength)
  const perTable = h.clusterSize / 8
  const out: Pending[] = []
  for (let j = 0; j < perTable; j++) {
    const guest = (l1Index * perTable + j) * h.clusterSize
    if (guest >= h.virtualSize) break
    const e = v.getBigUint64(j * 8)
    if (e & (1n << 62n))
      throw new FormatError(
        'This qcow2 image has compressed clusters, which cannot be converted on the fly: decompress it first (qemu-img convert -O qcow2 without -c, or -O raw)',
      )
    if (h.version === 3 && e & 1n) continue // reads as zeros
    const host = Number(e & OFFSET_MASK)
    if (host === 0) continue // unallocated, no backing file: zeros
    if (host % h.clusterSize)
      throw new FormatError(`qcow2 L2 entry for guest offset ${guest} is not cluster-aligned; the file is corrupt`)
    out.push({ host, kind: 'data', guest })
  }
  return out
}

/** Refuses a qcow2 whose tables point past the end of the file (truncated or corrupt). */
export async function checkQcow2Tables(reader: Reader, h: Qcow2Header, fileSize: number) {
  const truncated = (at: number) =>
    new FormatError(
      `The file is ${fileSize} bytes but its qcow2 tables refer to data at byte ${at}: it is truncated or corrupt`,
    )
  if (h.l1Offset + h.l1Size * 8 > fileSize) throw truncated(h.l1Offset)
  let max = 0
  for (const l2 of await readL1(reader, h)) {
    if (l2.host + h.clusterSize > fileSize) throw truncated(l2.host)
    for (const d of parseL2(await reader.read(l2.host, h.clusterSize), h, l2.kind === 'l2' ? l2.l1Index : 0))
      max = Math.max(max, d.host)
  }
  if (max && max + h.clusterSize > fileSize) throw truncated(max)
}

/**
 * The guest data of a qcow2 as extents. A random-access reader yields them in guest order (so
 * the SHA-256 of the content can be computed as it goes); a stream is read forwards only,
 * tables and data in file order, which qemu-img's output follows (an L2 table is allocated before
 * the clusters it maps). A stream that breaks that order is refused with the reason.
 */
export async function* qcow2Extents(reader: Reader, h: Qcow2Header): AsyncGenerator<Extent> {
  const l2s = await readL1(reader, h)
  if (!reader.sequential) {
    const data: Pending[] = []
    for (const l2 of l2s.sort((a, b) => a.host - b.host)) {
      if (l2.kind === 'l2') data.push(...parseL2(await reader.read(l2.host, h.clusterSize), h, l2.l1Index))
    }
    data.sort((a, b) => (a.kind === 'data' && b.kind === 'data' ? a.guest - b.guest : 0))
    // clusters contiguous in both the guest and the file are read at once, up to READ_RUN bytes
    for (let i = 0; i < data.length;) {
      const d = data[i]
      if (d.kind !== 'data') {
        i++
        continue
      }
      let n = 1
      for (; i + n < data.length && n * h.clusterSize < READ_RUN; n++) {
        const next = data[i + n]
        if (
          next.kind !== 'data' ||
          next.guest !== d.guest + n * h.clusterSize ||
          next.host !== d.host + n * h.clusterSize
        )
          break
      }
      yield { offset: d.guest, data: trim(await reader.read(d.host, n * h.clusterSize), d.guest, h) }
      i += n
    }
    return
  }
  // stream: always take the pending read with the lowest host offset
  const pending: Pending[] = [...l2s]
  while (pending.length) {
    let min = 0
    for (let i = 1; i < pending.length; i++) if (pending[i].host < pending[min].host) min = i
    const p = pending.splice(min, 1)[0]
    let bytes: Uint8Array
    try {
      bytes = await reader.read(p.host, h.clusterSize)
    } catch (e) {
      if (e instanceof FormatError && e.constructor.name === 'OutOfOrderError') {
        throw new FormatError(
          'This compressed qcow2 stores data before the table that maps it, so it cannot be read as a stream: decompress it first, or convert it with qemu-img convert',
        )
      }
      throw e
    }
    if (p.kind === 'l2') pending.push(...parseL2(bytes, h, p.l1Index))
    else yield { offset: p.guest, data: trim(bytes, p.guest, h) }
  }
}

/** Bytes of contiguous clusters read at once from a file. */
const READ_RUN = 1 << 20

/** The last cluster may reach past the virtual size. */
const trim = (b: Uint8Array, guest: number, h: Qcow2Header) =>
  guest + b.length > h.virtualSize ? b.subarray(0, h.virtualSize - guest) : b
