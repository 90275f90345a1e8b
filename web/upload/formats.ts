/**
 * What an image file is, from its magic bytes: raw or qcow2, optionally compressed
 * with gzip, zstd or xz. Files we recognise but cannot import (bzip2, zip, VMDK, VHDX, VDI) are
 * refused by name instead of being uploaded as raw garbage.
 */
export type Compression = 'none' | 'gzip' | 'zstd' | 'xz'
export type Container = 'raw' | 'qcow2'
export type ImageFormat = { container: Container; compression: Compression }

/** A file the upload refuses, with the reason the form shows. */
export class FormatError extends Error {
  override name = 'FormatError'
}

const starts = (b: Uint8Array, magic: number[], at = 0) =>
  b.length >= at + magic.length && magic.every((m, i) => b[at + i] === m)
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0))

const QCOW2_MAGIC = [0x51, 0x46, 0x49, 0xfb]

export function detectCompression(head: Uint8Array): Compression {
  if (starts(head, [0x1f, 0x8b])) return 'gzip'
  if (starts(head, [0x28, 0xb5, 0x2f, 0xfd])) return 'zstd'
  if (starts(head, [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00])) return 'xz'
  if (starts(head, ascii('BZh')))
    throw new FormatError(
      'bzip2-compressed files are not supported: decompress it or recompress it with xz, zstd or gzip',
    )
  if (starts(head, [0x50, 0x4b, 0x03, 0x04]))
    throw new FormatError('This is a zip archive: extract the disk image from it first')
  return 'none'
}

/** The container of (decompressed) content, from its first bytes. */
export function detectContainer(head: Uint8Array): Container {
  if (starts(head, QCOW2_MAGIC)) return 'qcow2'
  if (starts(head, ascii('KDMV')))
    throw new FormatError('VMDK images are not supported: convert it to raw or qcow2 first (qemu-img convert)')
  if (starts(head, ascii('vhdxfile')))
    throw new FormatError('VHDX images are not supported: convert it to raw or qcow2 first (qemu-img convert)')
  if (starts(head, ascii('<<< ')))
    throw new FormatError('VDI images are not supported: convert it to raw or qcow2 first (qemu-img convert)')
  return 'raw'
}

const COMPRESSION_LABEL: Record<Compression, string> = { none: '', gzip: ' (gzip)', zstd: ' (zstd)', xz: ' (xz)' }

/** 'qcow2 (xz)', 'raw': what the form shows. */
export const formatLabel = (f: ImageFormat) => `${f.container}${COMPRESSION_LABEL[f.compression]}`
