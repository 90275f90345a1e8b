/**
 * Strict base64 for the mock's bulk writes, as the server decodes them (the standard alphabet,
 * padded to a multiple of 4). Cheap on 700 KB bodies: the mock shares the bench's CPU with the
 * client it measures, so a regular expression over every body (3-4 ms each) capped the bench.
 */

type FromBase64 = { fromBase64?: (s: string) => Uint8Array }
const NodeBuffer = (globalThis as { Buffer?: { from(s: string, enc: 'base64'): Uint8Array } }).Buffer

/** Bytes the text must decode to: 3 per 4 characters, less its padding. */
const decodedLength = (s: string) => (s.length / 4) * 3 - (s.endsWith('==') ? 2 : s.endsWith('=') ? 1 : 0)

/** The bytes, or null when `s` is not strict base64. */
export function decodeBase64(s: string): Uint8Array | null {
  if (s.length % 4) return null
  const want = decodedLength(s)
  let out: Uint8Array
  try {
    if (NodeBuffer) {
      // Node skips characters outside the alphabet (so the length comes out short) but takes the
      // URL-safe alphabet too: refuse that by hand
      if (s.includes('-') || s.includes('_')) return null
      out = NodeBuffer.from(s, 'base64')
    } else {
      const native = (Uint8Array as FromBase64).fromBase64
      // atob drops ASCII whitespace (the length check catches it); both throw on anything else
      out = native ? native(s) : Uint8Array.from(atob(s), (c) => c.charCodeAt(0))
    }
  } catch {
    return null
  }
  return out.length === want ? out : null
}
