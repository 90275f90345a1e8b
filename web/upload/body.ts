/**
 * The JSON body of a bulk write, `{"offset":N,"base64_encoded_data":"…"}`, built as bytes. In
 * Chromium a 700 KB string body costs fetch() about 2.6 ms of the worker's time (it encodes the
 * text again), a byte body 1.4 ms; and base64 written straight into a reused buffer costs 0.35 ms,
 * against 0.15 ms for toBase64 plus about 1 ms to turn its string into bytes. Fetch copies a byte
 * body when the request is made (the "extract a body" step), so one buffer serves every write.
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const littleEndian = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1

/** 12 bits -> their two base64 characters, as one 16-bit word in the platform's byte order. */
const PAIRS = new Uint16Array(4096)
for (let i = 0; i < 4096; i++) {
  const hi = ALPHABET.charCodeAt(i >> 6)
  const lo = ALPHABET.charCodeAt(i & 63)
  PAIRS[i] = littleEndian ? hi | (lo << 8) : (hi << 8) | lo
}
const PAD = 61 // '='

/** Length of the base64 text of `n` bytes (padded). */
export const base64Length = (n: number) => Math.ceil(n / 3) * 4

/**
 * Writes the base64 of `src` into `dst` at `at` (an even offset: the main loop stores two
 * characters at a time) and returns the offset after it.
 */
export function base64Into(src: Uint8Array, dst: Uint8Array, at: number): number {
  if (at % 2 || (dst.byteOffset + at) % 2) throw new Error('base64Into: the text must start at an even offset')
  const whole = src.length - (src.length % 3)
  const words = new Uint16Array(dst.buffer, dst.byteOffset + at, (whole / 3) * 2)
  let j = 0
  for (let i = 0; i < whole; i += 3) {
    const v = (src[i] << 16) | (src[i + 1] << 8) | src[i + 2]
    words[j++] = PAIRS[v >>> 12]
    words[j++] = PAIRS[v & 4095]
  }
  let o = at + j * 2
  const rest = src.length - whole
  if (rest) {
    const v = (src[whole] << 16) | (rest === 2 ? src[whole + 1] << 8 : 0)
    dst[o++] = ALPHABET.charCodeAt(v >>> 18)
    dst[o++] = ALPHABET.charCodeAt((v >>> 12) & 63)
    dst[o++] = rest === 2 ? ALPHABET.charCodeAt((v >>> 6) & 63) : PAD
    dst[o++] = PAD
  }
  return o
}

const ascii = (s: string, dst: Uint8Array, at: number) => {
  for (let i = 0; i < s.length; i++) dst[at + i] = s.charCodeAt(i)
  return at + s.length
}

/** Builds bulk-write bodies in one buffer, grown as needed. */
export class BulkWriteBodies {
  private buf: Uint8Array<ArrayBuffer> = new Uint8Array(0)

  /** The body's bytes: a view valid until the next call (hand it to fetch at once). */
  of(offset: number, data: Uint8Array): Uint8Array<ArrayBuffer> {
    // a space after the brace when needed, so the base64 starts at an even offset (JSON allows it)
    let head = `{"offset":${offset},"base64_encoded_data":"`
    if (head.length % 2) head = '{ ' + head.slice(1)
    const size = head.length + base64Length(data.length) + 2
    if (this.buf.length < size) this.buf = new Uint8Array(Math.max(size, this.buf.length * 2))
    let at = ascii(head, this.buf, 0)
    at = base64Into(data, this.buf, at)
    at = ascii('"}', this.buf, at)
    return this.buf.subarray(0, at)
  }
}
