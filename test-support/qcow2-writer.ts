/**
 * A tiny qcow2 (v3) writer for tests and the bench: the layout qemu-img produces (header, L1,
 * then per L2 range its table followed by its data clusters), no refcounts needed by readers
 * that only convert. All-zero clusters are left unallocated, or marked with the zero flag when
 * `zeroFlag` is set, so both kinds of sparse cluster are exercised.
 */
export function writeQcow2(
  raw: Uint8Array,
  opts: { clusterBits?: number; zeroFlag?: boolean } = {},
): Uint8Array<ArrayBuffer> {
  const bits = opts.clusterBits ?? 16
  const cs = 2 ** bits
  const perL2 = cs / 8
  const clusters = Math.ceil(raw.length / cs)
  const l1Size = Math.max(1, Math.ceil(clusters / perL2))
  const parts: Uint8Array[] = []
  const header = new Uint8Array(cs)
  const hv = new DataView(header.buffer)
  hv.setUint32(0, 0x514649fb)
  hv.setUint32(4, 3)
  hv.setUint32(20, bits)
  hv.setBigUint64(24, BigInt(raw.length))
  hv.setUint32(36, l1Size)
  hv.setBigUint64(40, BigInt(cs)) // L1 in cluster 1
  hv.setUint32(96, 4) // refcount_order
  hv.setUint32(100, 104)
  const l1Clusters = Math.ceil((l1Size * 8) / cs)
  const l1 = new Uint8Array(l1Clusters * cs)
  const l1v = new DataView(l1.buffer)
  parts.push(header, l1)
  let next = (1 + l1Clusters) * cs
  for (let i = 0; i < l1Size; i++) {
    const l2 = new Uint8Array(cs)
    const l2v = new DataView(l2.buffer)
    const l2At = next
    next += cs
    const data: Uint8Array[] = []
    for (let j = 0; j < perL2; j++) {
      const c = i * perL2 + j
      if (c >= clusters) break
      const slice = raw.subarray(c * cs, Math.min(raw.length, (c + 1) * cs))
      if (slice.every((b) => b === 0)) {
        if (opts.zeroFlag) l2v.setBigUint64(j * 8, 1n)
        continue
      }
      const cluster = new Uint8Array(cs)
      cluster.set(slice)
      l2v.setBigUint64(j * 8, BigInt(next) | (1n << 63n))
      next += cs
      data.push(cluster)
    }
    l1v.setBigUint64(i * 8, BigInt(l2At) | (1n << 63n))
    parts.push(l2, ...data)
  }
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let o = 0
  for (const p of parts) {
    out.set(p, o)
    o += p.length
  }
  return out
}
