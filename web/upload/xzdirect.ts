/**
 * xz decoding through xz-decompress's WebAssembly (xz-embedded), driving its four exports
 * directly. Its own ReadableStream pulls 64 KiB of output at a time through a promise and copies
 * each piece twice; here one synchronous loop copies the output once, into the caller's buffer
 * (a whole group of blocks: `decodeXz`) or into 1 MiB pieces (a whole file: `xzStream`). When a
 * later version of the library no longer has these internals, its stream is used instead.
 */
import * as xzModule from 'xz-decompress'
import { FormatError } from './formats'

// a UMD bundle: named in the browser build, on `default` under Node's CommonJS interop
const { XzReadableStream } = ((xzModule as { default?: typeof xzModule }).default ?? xzModule) as typeof xzModule

/** xz-embedded's XZ_OPTIONS_ERROR: a filter or check it was built without. */
const XZ_OPTIONS_ERROR = 6

export const xzBroken = (why: string) => new FormatError(`The xz file is truncated or corrupt (${why})`)

type XzExports = {
  memory: WebAssembly.Memory
  create_context(): number
  destroy_context(ptr: number): void
  supply_input(ptr: number, n: number): void
  get_next_output(ptr: number): number
}
type XzStatics = { _getModuleInstance?: () => Promise<void>; _moduleInstance?: WebAssembly.Instance }

async function xzExports(): Promise<XzExports | null> {
  const statics = XzReadableStream as unknown as XzStatics
  if (!statics._moduleInstance && statics._getModuleInstance) await statics._getModuleInstance()
  const ex = statics._moduleInstance?.exports as Partial<XzExports> | undefined
  return ex?.memory && ex.create_context && ex.destroy_context && ex.supply_input && ex.get_next_output
    ? (ex as XzExports)
    : null
}

/**
 * One decoding context. Its header is six 32-bit words at its pointer (xz-decompress's native
 * side): buffer size, input buffer address, input position, input size, output buffer address,
 * output position. `step` gives it input when it has used up the last, runs it once and hands
 * the output to `sink`; it returns true at the stream's end.
 */
class Context {
  private ptr: number
  private mem8!: Uint8Array
  private mem32!: Uint32Array
  readonly bufSize: number
  private stalls = 0

  constructor(private ex: XzExports) {
    this.ptr = ex.create_context()
    this.views()
    this.bufSize = this.mem32[0]
  }

  /** A grown memory detaches the old views. */
  private views() {
    if (this.mem8?.buffer !== this.ex.memory.buffer) {
      this.mem8 = new Uint8Array(this.ex.memory.buffer)
      this.mem32 = new Uint32Array(this.ex.memory.buffer, this.ptr, 6)
    }
  }

  get wantsInput() {
    this.views()
    return this.mem32[2] === this.mem32[3]
  }

  /**
   * `input` (at most bufSize bytes) when the context wants input, then one run. At the end of the
   * file `input` is empty: the native side reports the stream's end only then, as the library's
   * own stream does it.
   */
  step(input: Uint8Array | null, sink: (out: Uint8Array) => void): boolean {
    this.views()
    if (input) {
      this.mem8.set(input, this.mem32[1])
      this.ex.supply_input(this.ptr, input.length)
    }
    const before = this.mem32[2]
    const r = this.ex.get_next_output(this.ptr)
    this.views()
    // options the decoder does not know (the probe refuses them from the first block's header);
    // anything else, the caller's guard() turns into the form's "truncated or corrupt" reason
    if (r === XZ_OPTIONS_ERROR)
      throw new FormatError('This xz file uses a filter or an integrity check the xz decoder does not support')
    if (r !== 0 && r !== 1) throw new Error(`xz decoding failed with code ${r}`)
    const n = this.mem32[5]
    if (n) sink(this.mem8.subarray(this.mem32[4], this.mem32[4] + n))
    this.mem32[5] = 0
    if (r === 1) return true
    // all input given and runs that neither read nor wrote anything: the stream ends early
    if (input?.length === 0 && n === 0 && this.mem32[2] === before && ++this.stalls > 1)
      throw xzBroken('its stream ends early')
    return false
  }

  close() {
    this.ex.destroy_context(this.ptr)
  }
}

/** Decodes one complete xz stream to one buffer of `size` bytes. */
export async function decodeXz(stream: Uint8Array, size: number): Promise<Uint8Array> {
  const ex = await xzExports()
  if (!ex) return decodeByStream(stream, size)
  const out = new Uint8Array(size)
  const ctx = new Context(ex)
  try {
    let inAt = 0
    let at = 0
    const sink = (b: Uint8Array) => {
      if (at + b.length > size) throw xzBroken('a block holds more than its index says')
      out.set(b, at)
      at += b.length
    }
    for (;;) {
      let input: Uint8Array | null = null
      if (ctx.wantsInput) {
        input = stream.subarray(inAt, inAt + ctx.bufSize)
        inAt += input.length
      }
      if (ctx.step(input, sink)) break
    }
    if (at !== size) throw xzBroken('a block holds less than its index says')
    return out
  } finally {
    ctx.close()
  }
}

/** The library's own stream: the fallback, and the reference the tests hold the direct path to. */
export async function decodeByStream(stream: Uint8Array, size: number): Promise<Uint8Array> {
  const input = new ReadableStream<Uint8Array>({
    start(c) {
      c.enqueue(stream)
      c.close()
    },
  })
  const r = new XzReadableStream(input).getReader()
  const out = new Uint8Array(size)
  let at = 0
  for (;;) {
    const { done, value } = await r.read()
    if (done) break
    if (at + value.length > size) throw xzBroken('a block holds more than its index says')
    out.set(value, at)
    at += value.length
  }
  if (at !== size) throw xzBroken('a block holds less than its index says')
  return out
}

/** Bytes per piece of a decoded file. */
export const XZ_PIECE = 1 << 20

/** The decoded content of an xz file (its first stream) as pieces of `piece` bytes (the last shorter). */
export function xzStream(input: ReadableStream<Uint8Array>, piece = XZ_PIECE): ReadableStream<Uint8Array> {
  let reader: ReadableStreamDefaultReader<Uint8Array> | null = null
  let ctx: Context | null = null
  let fallback: ReadableStreamDefaultReader<Uint8Array> | null = null
  let pending: Uint8Array = new Uint8Array(0)
  let ended = false
  let done = false
  let current = new Uint8Array(piece)
  let at = 0
  const finish = () => {
    ctx?.close()
    ctx = null
  }
  return new ReadableStream<Uint8Array>({
    async start() {
      const ex = await xzExports()
      if (ex) {
        ctx = new Context(ex)
        reader = input.getReader()
      } else fallback = new XzReadableStream(input).getReader()
    },
    async pull(ctl) {
      if (fallback) {
        const r = await fallback.read()
        return r.done ? ctl.close() : ctl.enqueue(r.value)
      }
      const c = ctx!
      const source = reader!
      const full: Uint8Array[] = []
      // output beyond this piece starts the next ones; the part of a piece left over waits for the next pull
      const sink = (b: Uint8Array) => {
        let from = 0
        while (from < b.length) {
          const take = Math.min(b.length - from, piece - at)
          current.set(b.subarray(from, from + take), at)
          at += take
          from += take
          if (at === piece) {
            full.push(current)
            current = new Uint8Array(piece)
            at = 0
          }
        }
      }
      try {
        while (!done && full.length === 0) {
          let input: Uint8Array | null = null
          if (c.wantsInput) {
            while (!pending.length && !ended) {
              const r = await source.read()
              if (r.done) ended = true
              else pending = r.value
            }
            input = pending.subarray(0, c.bufSize)
            pending = pending.subarray(input.length)
          }
          done = c.step(input, sink)
        }
      } catch (e) {
        finish()
        void source.cancel().catch(() => undefined)
        throw e
      }
      for (const f of full) ctl.enqueue(f)
      if (done) {
        if (at) ctl.enqueue(current.subarray(0, at))
        finish()
        void source.cancel().catch(() => undefined)
        ctl.close()
      }
    },
    cancel(why) {
      finish()
      // cancelled before start() chose a path: the input is still unlocked
      return fallback ? fallback.cancel(why) : reader ? reader.cancel(why) : input.cancel(why)
    },
  })
}
