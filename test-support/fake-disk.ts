import * as assert from 'uvu/assert'
import type { WriteResult } from '../web/upload/pipeline'

/**
 * A disk that keeps what the upload pipeline writes, like the mock: block-aligned writes only;
 * `fail` may answer the n-th write instead (a server error, a dropped connection).
 */
export function fakeDisk(size: number, fail?: (n: number) => WriteResult | undefined) {
  const bytes = new Uint8Array(size)
  let calls = 0
  return {
    bytes,
    get calls() {
      return calls
    },
    write: async (offset: number, data: Uint8Array): Promise<WriteResult> => {
      const n = calls++
      const f = fail?.(n)
      if (f) return f
      assert.ok(offset % 512 === 0 && data.length % 512 === 0, 'block aligned')
      bytes.set(data, offset)
      return { ok: true }
    },
  }
}
