/**
 * Incremental SHA-256 (FIPS 180-4). crypto.subtle.digest takes the whole input at once, and an
 * upload streams gigabytes through a worker that must keep its memory flat, so the digest of the
 * raw disk content is computed here block by block. Checked against node:crypto in
 * test/util/sha256.test.ts.
 */
// Int32Array throughout: Uint32 values above 2^31 would make V8 fall back to doubles (4x slower)
const K = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
])

export class Sha256 {
  private h = new Int32Array([
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
  ])
  private w = new Int32Array(64)
  /** A partial block carried over between updates. */
  private buf = new Uint8Array(64)
  private bufLen = 0
  private length = 0
  private done = false

  update(data: Uint8Array): this {
    if (this.done) throw new Error('Sha256: update after digest')
    this.length += data.length
    let i = 0
    if (this.bufLen > 0) {
      const take = Math.min(64 - this.bufLen, data.length)
      this.buf.set(data.subarray(0, take), this.bufLen)
      this.bufLen += take
      i = take
      if (this.bufLen < 64) return this
      this.blocks(this.buf, 0, 64)
      this.bufLen = 0
    }
    const whole = (data.length - i) & ~63
    if (whole > 0) this.blocks(data, i, i + whole)
    i += whole
    if (i < data.length) {
      this.buf.set(data.subarray(i), 0)
      this.bufLen = data.length - i
    }
    return this
  }

  /** Feeds `n` zero bytes without allocating n bytes (sparse regions of a disk). */
  updateZeros(n: number): this {
    if (this.done) throw new Error('Sha256: update after digest')
    // whole blocks straight to compressZero once the carried partial block is filled
    if (this.bufLen > 0) {
      const fill = Math.min(n, 64 - this.bufLen)
      this.update(new Uint8Array(fill))
      n -= fill
    }
    if (this.bufLen === 0 && n >= 64) {
      const blocks = Math.floor(n / 64)
      for (let i = 0; i < blocks; i++) compressZero(this.h)
      this.length += blocks * 64
      n -= blocks * 64
    }
    const zeros = new Uint8Array(Math.min(n, 1 << 16))
    while (n > 0) {
      const take = Math.min(n, zeros.length)
      this.update(take === zeros.length ? zeros : zeros.subarray(0, take))
      n -= take
    }
    return this
  }

  /** Lowercase hex, as sha256sum prints it. */
  digestHex(): string {
    const out = this.digest()
    let s = ''
    for (const b of out) s += b.toString(16).padStart(2, '0')
    return s
  }

  digest(): Uint8Array {
    if (this.done) throw new Error('Sha256: digest twice')
    const bits = this.length * 8
    const pad = new Uint8Array(this.bufLen < 56 ? 64 - this.bufLen : 128 - this.bufLen)
    pad[0] = 0x80
    const view = new DataView(pad.buffer)
    view.setUint32(pad.length - 8, Math.floor(bits / 0x100000000))
    view.setUint32(pad.length - 4, bits >>> 0)
    this.update(pad)
    this.done = true
    const out = new Uint8Array(32)
    const ov = new DataView(out.buffer)
    for (let j = 0; j < 8; j++) ov.setInt32(j * 4, this.h[j])
    return out
  }

  /** One call per 64-byte block: a small hot function V8 optimises early (a long loop waits for OSR). */
  private blocks(d: Uint8Array, start: number, end: number) {
    for (let p = start; p < end; p += 64) compress(this.h, this.w, d, p)
  }
}

function compress(h: Int32Array, w: Int32Array, d: Uint8Array, p: number) {
  let any = 0
  for (let j = 0; j < 16; j++) {
    const q = p + j * 4
    any |= w[j] = (d[q] << 24) | (d[q + 1] << 16) | (d[q + 2] << 8) | d[q + 3]
  }
  // a zero block (most of a disk image) expands to an all-zero schedule: skip the expansion
  if (any === 0) return compressZero(h)
  for (let j = 16; j < 64; j++) {
    const x = w[j - 15]
    const y = w[j - 2]
    const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3)
    const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10)
    w[j] = (w[j - 16] + s0 + w[j - 7] + s1) | 0
  }
  for (let j = 0; j < 64; j++) w[j] = (w[j] + K[j]) | 0
  rounds(h, w)
}

/** compress() of a block of 64 zero bytes: its schedule is all zeros, so each round adds K alone. */
function compressZero(h: Int32Array) {
  rounds(h, K)
}

/**
 * The 64 rounds, given each round's K + schedule word; eight rounds a turn, the names rotating
 * instead of the values (14% faster than a move per round).
 */
function rounds(h: Int32Array, kw: Int32Array) {
  let a = h[0]
  let b = h[1]
  let c = h[2]
  let dd = h[3]
  let e = h[4]
  let f = h[5]
  let g = h[6]
  let hh = h[7]
  let t1 = 0
  for (let j = 0; j < 64; j += 8) {
    t1 =
      (hh +
        (((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7))) +
        ((e & f) ^ (~e & g)) +
        kw[j]) |
      0
    dd = (dd + t1) | 0
    hh =
      (t1 +
        ((((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10))) +
          ((a & b) ^ (a & c) ^ (b & c)))) |
      0
    t1 =
      (g +
        (((dd >>> 6) | (dd << 26)) ^ ((dd >>> 11) | (dd << 21)) ^ ((dd >>> 25) | (dd << 7))) +
        ((dd & e) ^ (~dd & f)) +
        kw[j + 1]) |
      0
    c = (c + t1) | 0
    g =
      (t1 +
        ((((hh >>> 2) | (hh << 30)) ^ ((hh >>> 13) | (hh << 19)) ^ ((hh >>> 22) | (hh << 10))) +
          ((hh & a) ^ (hh & b) ^ (a & b)))) |
      0
    t1 =
      (f +
        (((c >>> 6) | (c << 26)) ^ ((c >>> 11) | (c << 21)) ^ ((c >>> 25) | (c << 7))) +
        ((c & dd) ^ (~c & e)) +
        kw[j + 2]) |
      0
    b = (b + t1) | 0
    f =
      (t1 +
        ((((g >>> 2) | (g << 30)) ^ ((g >>> 13) | (g << 19)) ^ ((g >>> 22) | (g << 10))) +
          ((g & hh) ^ (g & a) ^ (hh & a)))) |
      0
    t1 =
      (e +
        (((b >>> 6) | (b << 26)) ^ ((b >>> 11) | (b << 21)) ^ ((b >>> 25) | (b << 7))) +
        ((b & c) ^ (~b & dd)) +
        kw[j + 3]) |
      0
    a = (a + t1) | 0
    e =
      (t1 +
        ((((f >>> 2) | (f << 30)) ^ ((f >>> 13) | (f << 19)) ^ ((f >>> 22) | (f << 10))) +
          ((f & g) ^ (f & hh) ^ (g & hh)))) |
      0
    t1 =
      (dd +
        (((a >>> 6) | (a << 26)) ^ ((a >>> 11) | (a << 21)) ^ ((a >>> 25) | (a << 7))) +
        ((a & b) ^ (~a & c)) +
        kw[j + 4]) |
      0
    hh = (hh + t1) | 0
    dd =
      (t1 +
        ((((e >>> 2) | (e << 30)) ^ ((e >>> 13) | (e << 19)) ^ ((e >>> 22) | (e << 10))) +
          ((e & f) ^ (e & g) ^ (f & g)))) |
      0
    t1 =
      (c +
        (((hh >>> 6) | (hh << 26)) ^ ((hh >>> 11) | (hh << 21)) ^ ((hh >>> 25) | (hh << 7))) +
        ((hh & a) ^ (~hh & b)) +
        kw[j + 5]) |
      0
    g = (g + t1) | 0
    c =
      (t1 +
        ((((dd >>> 2) | (dd << 30)) ^ ((dd >>> 13) | (dd << 19)) ^ ((dd >>> 22) | (dd << 10))) +
          ((dd & e) ^ (dd & f) ^ (e & f)))) |
      0
    t1 =
      (b +
        (((g >>> 6) | (g << 26)) ^ ((g >>> 11) | (g << 21)) ^ ((g >>> 25) | (g << 7))) +
        ((g & hh) ^ (~g & a)) +
        kw[j + 6]) |
      0
    f = (f + t1) | 0
    b =
      (t1 +
        ((((c >>> 2) | (c << 30)) ^ ((c >>> 13) | (c << 19)) ^ ((c >>> 22) | (c << 10))) +
          ((c & dd) ^ (c & e) ^ (dd & e)))) |
      0
    t1 =
      (a +
        (((f >>> 6) | (f << 26)) ^ ((f >>> 11) | (f << 21)) ^ ((f >>> 25) | (f << 7))) +
        ((f & g) ^ (~f & hh)) +
        kw[j + 7]) |
      0
    e = (e + t1) | 0
    a =
      (t1 +
        ((((b >>> 2) | (b << 30)) ^ ((b >>> 13) | (b << 19)) ^ ((b >>> 22) | (b << 10))) +
          ((b & c) ^ (b & dd) ^ (c & dd)))) |
      0
  }
  h[0] = (h[0] + a) | 0
  h[1] = (h[1] + b) | 0
  h[2] = (h[2] + c) | 0
  h[3] = (h[3] + dd) | 0
  h[4] = (h[4] + e) | 0
  h[5] = (h[5] + f) | 0
  h[6] = (h[6] + g) | 0
  h[7] = (h[7] + hh) | 0
}

export const sha256Hex = (data: Uint8Array) => new Sha256().update(data).digestHex()
