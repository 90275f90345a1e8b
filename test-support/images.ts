/**
 * Generated disk images for upload tests and the bench: a raw image of zero and random regions,
 * and its qcow2, gzip, zstd and xz forms (zstd and xz through Debian's zstd and xz-utils).
 */
import { execFileSync } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import { writeQcow2 } from './qcow2-writer'

/** `size` bytes: regions of `region` bytes, a `zeroShare` of them zero, the rest random (seeded by order). */
export function makeRaw(size: number, zeroShare = 0.7, region = 256 * 1024): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(size)
  let n = 0
  for (let at = 0; at < size; at += region, n++) {
    // a fixed pattern, not Math.random: 7 of every 10 regions zero for 0.7
    if ((n * 7919) % 100 < zeroShare * 100) continue
    out.set(randomBytes(Math.min(region, size - at)), at)
  }
  return out
}

export const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex')

export type Packed = 'raw' | 'qcow2' | 'raw.gz' | 'raw.zst' | 'raw.xz' | 'qcow2.gz' | 'qcow2.zst' | 'qcow2.xz'

const tool = (cmd: string, args: string[], input: Uint8Array): Uint8Array<ArrayBuffer> =>
  new Uint8Array(execFileSync(cmd, args, { input, maxBuffer: 2 ** 31 }))

/**
 * `oneBlock`: an .xz of one block, as a single-threaded xz writes (else blocks, as `xz -T0` writes);
 * `check`: the .xz's integrity check (xz's default is crc64).
 */
export function pack(
  raw: Uint8Array,
  as: Packed,
  opts: { oneBlock?: boolean; check?: 'none' | 'crc32' | 'crc64' | 'sha256' } = {},
): Uint8Array<ArrayBuffer> {
  const base = as.startsWith('qcow2') ? writeQcow2(raw) : new Uint8Array(raw)
  if (as.endsWith('.gz')) return new Uint8Array(gzipSync(base, { level: 1 }))
  if (as.endsWith('.zst')) return tool('zstd', ['-q', '-1', '-T0', '-c'], base)
  if (as.endsWith('.xz'))
    return tool('xz', ['-q', '-0', opts.oneBlock ? '-T1' : '-T0', `--check=${opts.check ?? 'crc64'}`, '-c'], base)
  return base
}
