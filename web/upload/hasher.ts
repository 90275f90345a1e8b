/**
 * The SHA-256 of the raw disk content, fed in order by the pipeline. Hashing in JS costs about as
 * much CPU as everything else the upload worker does, so in the browser it runs on a thread of
 * its own (`threadHasher`: a nested worker) and the pipeline only waits for it when it falls more
 * than `maxBacklog` bytes behind (memory stays flat); elsewhere (Node tests) it runs inline.
 */
import { nonZeroRuns } from './bytes'
import { Sha256 } from '../util/sha256'

export type Hasher = {
  /** Content bytes, next in order. The hasher keeps no reference to `data` after the call. */
  update(data: Uint8Array): void
  /** `n` zero bytes, next in order. */
  zeros(n: number): void
  /** Settles once the hasher is less than its backlog behind; undefined when it never is. */
  drained(): Promise<void> | undefined
  digest(): Promise<string>
  /** Stops hashing (a cancelled or failed upload). */
  close(): void
}

/**
 * Content below this is hashed inline: starting a thread (fetching and compiling the worker's
 * script once more) costs seconds on a loaded machine, more than hashing a few MiB on the spot.
 */
export const HASH_THREAD_MIN = 16 * 1024 * 1024

export const hashOnThread = (contentSize: number) => contentSize >= HASH_THREAD_MIN

export function inlineHasher(): Hasher {
  const sha = new Sha256()
  return {
    update: (d) => void sha.update(d),
    zeros: (n) => void sha.updateZeros(n),
    drained: () => undefined,
    digest: async () => sha.digestHex(),
    close: () => undefined,
  }
}

/** Messages to and from the hashing thread. */
export type ToHasher = { t: 'data'; data: Uint8Array } | { t: 'zeros'; n: number } | { t: 'digest' }
export type FromHasher = { t: 'ack'; n: number } | { t: 'digest'; hex: string }

/** The hashing thread's side: `post` answers the pipeline's hasher. */
export function hasherThread(post: (m: FromHasher) => void) {
  const sha = new Sha256()
  let done = 0
  return (m: ToHasher) => {
    if (m.t === 'data') {
      sha.update(m.data)
      done += m.data.length
      post({ t: 'ack', n: done })
    } else if (m.t === 'zeros') sha.updateZeros(m.n)
    else post({ t: 'digest', hex: sha.digestHex() })
  }
}

export type Port = {
  postMessage(m: ToHasher, transfer?: Transferable[]): void
  onmessage: ((e: MessageEvent<FromHasher>) => void) | null
  onerror?: ((e: ErrorEvent) => void) | null
  terminate(): void
}

/** The grain zero runs are found on before data goes to the thread. */
const PIECE = 16 * 1024

/**
 * A hasher on another thread. Data is copied (1 GiB of memcpy is a fraction of a second) and the
 * copy transferred: the pipeline's buffers stay its own. Zero extents travel as a count.
 */
export function threadHasher(port: Port, maxBacklog = 16 * 1024 * 1024): Hasher {
  let sent = 0
  let acked = 0
  let failed: Error | null = null
  let waiting: (() => void) | null = null
  let digested: ((hex: string) => void) | null = null
  let digestFailed: ((e: Error) => void) | null = null
  port.onmessage = (e) => {
    const m = e.data
    if (m.t === 'ack') {
      acked = m.n
      if (waiting && sent - acked <= maxBacklog) {
        const w = waiting
        waiting = null
        w()
      }
    } else digested?.(m.hex)
  }
  port.onerror = (e) => {
    failed = new Error(`The SHA-256 thread failed: ${e.message}`)
    digestFailed?.(failed)
    waiting?.()
  }
  return {
    update(data) {
      // zero pieces travel as a count: a read of a disk image mixes data and zeros, and the
      // thread hashes zeros faster when it knows them (no copy, no message schedule)
      let at = 0
      // adjacent non-zero pieces make one run (a gap under 1 byte is none)
      for (const [start, end] of nonZeroRuns(data, PIECE, 1)) {
        if (start > at) port.postMessage({ t: 'zeros', n: start - at })
        // a copy of its own (not data.slice(): on a Node Buffer that is a view)
        const copy = new Uint8Array(end - start)
        copy.set(data.subarray(start, end))
        sent += copy.length
        port.postMessage({ t: 'data', data: copy }, [copy.buffer])
        at = end
      }
      if (at < data.length) port.postMessage({ t: 'zeros', n: data.length - at })
    },
    zeros: (n) => port.postMessage({ t: 'zeros', n }),
    drained() {
      if (failed) return Promise.reject(failed)
      if (sent - acked <= maxBacklog) return undefined
      return new Promise<void>((r) => (waiting = r))
    },
    digest() {
      return new Promise<string>((resolve, reject) => {
        if (failed) return reject(failed)
        digested = (hex) => (port.terminate(), resolve(hex))
        digestFailed = reject
        port.postMessage({ t: 'digest' })
      })
    },
    close: () => port.terminate(),
  }
}
