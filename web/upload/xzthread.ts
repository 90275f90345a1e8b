/**
 * An xz decoder on a thread of its own (the upload worker's script started once more). Two kinds
 * of work: a group of blocks, decoded whole and sent back (`decode`: web/upload/xzblocks.ts), and
 * a whole file's stream (`stream`: a file of one block), whose compressed bytes the upload worker
 * reads and sends on request and whose decoded 1 MiB pieces come back at most `PIECES_AHEAD`
 * ahead of their reader, so memory stays flat either way. Buffers are transferred, not copied.
 */
import { FormatError } from './formats'
import { decodeXz, xzStream } from './xzdirect'

/** A decoder somewhere else: the decoded bytes of a group stream, or of a file's stream. */
export type RemoteXz = {
  decode(stream: Uint8Array, size: number): Promise<Uint8Array>
  stream(input: ReadableStream<Uint8Array>): ReadableStream<Uint8Array>
  close(): void
}

/** Decoded pieces a stream's thread may send before its reader takes them. */
export const PIECES_AHEAD = 4

export type ToDecoder =
  | { id: number; stream: Uint8Array; size: number }
  | { id: number; open: true }
  | { id: number; input: Uint8Array | null }
  | { id: number; credit: number }
  | { id: number; cancel: true }
export type FromDecoder =
  | { id: number; out?: Uint8Array; error?: string; format?: boolean }
  | { id: number; piece: Uint8Array }
  | { id: number; end: true }
  | { id: number; more: true }

export type DecoderPort = {
  postMessage(m: ToDecoder, transfer?: Transferable[]): void
  onmessage: ((e: MessageEvent<FromDecoder>) => void) | null
  onerror?: ((e: ErrorEvent) => void) | null
  terminate(): void
}

/** A failure as a message: its text, and whether it is a reason the form shows (a FormatError). */
const failed = (id: number, e: unknown): FromDecoder => ({
  id,
  error: e instanceof Error ? e.message : String(e),
  format: e instanceof FormatError,
})
const failure = (m: { error?: string; format?: boolean }) =>
  m.format ? new FormatError(m.error ?? '') : new Error(m.error ?? '')

type Served = { input(b: Uint8Array | null): void; credit(n: number): void; cancel(): void }

/** The decoder thread's side. */
export function decoderThread(post: (m: FromDecoder, transfer?: Transferable[]) => void) {
  const served = new Map<number, Served>()
  return (m: ToDecoder) => {
    if ('stream' in m)
      return decodeXz(m.stream, m.size).then(
        (out) => post({ id: m.id, out }, [out.buffer]),
        (e: unknown) => post(failed(m.id, e)),
      )
    if ('open' in m)
      return void served.set(
        m.id,
        serve(m.id, post, () => served.delete(m.id)),
      )
    const s = served.get(m.id)
    if (!s) return
    if ('input' in m) s.input(m.input)
    else if ('credit' in m) s.credit(m.credit)
    else s.cancel()
  }
}

/** Decodes one file's stream: input asked for piece by piece, output sent while there is credit. */
function serve(id: number, post: (m: FromDecoder, transfer?: Transferable[]) => void, done: () => void): Served {
  const inputs: (Uint8Array | null)[] = []
  let wakeInput: (() => void) | null = null
  let credit = PIECES_AHEAD
  let wakeCredit: (() => void) | null = null
  let cancelled = false
  const wakeReader = () => {
    const w = wakeInput
    wakeInput = null
    w?.()
  }
  const wakeWriter = () => {
    const w = wakeCredit
    wakeCredit = null
    w?.()
  }
  const input = new ReadableStream<Uint8Array>(
    {
      async pull(c) {
        if (!inputs.length) post({ id, more: true })
        while (!inputs.length) await new Promise<void>((r) => (wakeInput = r))
        const b = inputs.shift()
        if (b) c.enqueue(b)
        else c.close()
      },
    },
    { highWaterMark: 0 },
  )
  void (async () => {
    const decoded = xzStream(input).getReader()
    try {
      for (;;) {
        while (credit === 0 && !cancelled) await new Promise<void>((r) => (wakeCredit = r))
        if (cancelled) return void decoded.cancel().catch(() => undefined)
        const { done: end, value } = await decoded.read()
        if (end) return post({ id, end: true })
        credit--
        post({ id, piece: value }, [value.buffer])
      }
    } catch (e) {
      post(failed(id, e))
    } finally {
      done()
    }
  })()
  return {
    input(b) {
      inputs.push(b)
      wakeReader()
    },
    credit(n) {
      credit += n
      wakeWriter()
    },
    cancel() {
      cancelled = true
      inputs.push(null)
      wakeReader()
      wakeWriter()
    },
  }
}

/** A decoder on another thread. */
export function threadXz(port: DecoderPort): RemoteXz {
  let id = 0
  const waiting = new Map<number, { resolve: (b: Uint8Array) => void; reject: (e: Error) => void }>()
  const streams = new Map<number, (m: FromDecoder) => void>()
  let broken: Error | null = null
  const failAll = (e: Error) => {
    broken = e
    for (const w of waiting.values()) w.reject(e)
    waiting.clear()
    // a stream's reader is told the thread failed, as the reason the form shows
    for (const s of streams.values()) s({ id: -1, error: e.message, format: true })
    streams.clear()
  }
  port.onmessage = (e) => {
    const m = e.data
    const s = streams.get(m.id)
    if (s) return s(m)
    const w = waiting.get(m.id)
    if (!w) return
    waiting.delete(m.id)
    if ('out' in m && m.out) w.resolve(m.out)
    else w.reject(failure('error' in m ? m : {}))
  }
  port.onerror = (e) => failAll(new Error(`The xz decoder thread failed: ${e.message}`))
  /** A read's bytes, transferred when they own their buffer, else copied (a view may share it). */
  const sendInput = (n: number, b: Uint8Array) => {
    const own = b.byteOffset === 0 && b.byteLength === b.buffer.byteLength ? b : new Uint8Array(b)
    port.postMessage({ id: n, input: own }, [own.buffer])
  }
  return {
    decode(stream, size) {
      return new Promise((resolve, reject) => {
        const n = id++
        waiting.set(n, { resolve, reject })
        port.postMessage({ id: n, stream, size }, [stream.buffer])
      })
    },
    stream(input) {
      const n = id++
      const reader = input.getReader()
      const pieces: Uint8Array[] = []
      let ended = false
      let error: Error | null = broken
      let wake: (() => void) | null = null
      const stop = () => {
        streams.delete(n)
        void reader.cancel().catch(() => undefined)
      }
      streams.set(n, (m) => {
        if ('more' in m)
          reader.read().then(
            (r) => (r.done ? port.postMessage({ id: n, input: null }) : sendInput(n, r.value)),
            (e: unknown) => {
              error = new Error(e instanceof Error ? e.message : String(e))
              port.postMessage({ id: n, cancel: true })
              wake?.()
            },
          )
        else {
          if ('piece' in m) pieces.push(m.piece)
          else if ('end' in m) ended = true
          else if ('error' in m) error = failure(m)
          wake?.()
        }
      })
      port.postMessage({ id: n, open: true })
      return new ReadableStream<Uint8Array>(
        {
          async pull(c) {
            while (!pieces.length && !ended && !error) await new Promise<void>((r) => (wake = r))
            wake = null
            const p = pieces.shift()
            if (p) {
              c.enqueue(p)
              port.postMessage({ id: n, credit: 1 })
            } else if (error) {
              stop()
              throw error
            } else {
              stop()
              c.close()
            }
          },
          cancel() {
            port.postMessage({ id: n, cancel: true })
            stop()
          },
        },
        { highWaterMark: 0 },
      )
    },
    close() {
      failAll(new Error('The xz decoder thread was closed'))
      port.terminate()
    },
  }
}
