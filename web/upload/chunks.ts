/**
 * The pipeline's reading side (./pipeline.ts): the source counted as it is read, read ahead, and
 * cut into block-aligned chunks on the bulk-write grid; and a write's parts joined into one body.
 */
import { isAllZeros } from './bytes'
import type { Source } from './decode'
import type { Extent } from './qcow2'

/** Bytes per bulk write: the server's maximum, a multiple of every block size. */
export const WRITE_SIZE = 512 * 1024
/** Zero blocks at the ends of a chunk are not sent, nor zero gaps inside it of at least this size. */
export const ZERO_GAP = 128 * 1024
/** The grid zero blocks are found on: a multiple of every block size (512, 2048, 4096). */
export const ZERO_GRAIN = 4096

/**
 * Reads ahead: keeps the next `depth` items of `source` in progress while the consumer works on
 * the current one, so file reads and decoding overlap the writes.
 */
export async function* readAhead<T>(source: AsyncIterable<T>, depth = 1): AsyncGenerator<T> {
  const it = source[Symbol.asyncIterator]()
  const queue: Promise<IteratorResult<T>>[] = []
  try {
    for (;;) {
      while (queue.length <= depth) queue.push(it.next())
      const r = await queue.shift()!
      if (r.done) return
      yield r.value
    }
  } finally {
    // settle what is in progress before closing the source, so nothing runs after we return
    await Promise.allSettled(queue)
    await it.return?.()
  }
}

/** A block-aligned piece of the disk to write (or skip when all zero); `seq` numbers them in order. */
export type Chunk = { seq: number; offset: number; data: Uint8Array; zero: boolean }

/**
 * Cuts extents into chunks on a WRITE_SIZE grid. Only bytes the source gave are written (a run
 * per chunk of contiguous bytes), so an out-of-order qcow2 never overwrites data with zeros.
 */
export async function* chunksOf(
  extents: AsyncIterable<Extent>,
  blockSize: number,
  size = WRITE_SIZE,
  onExtent?: (e: Extent) => void,
): AsyncGenerator<Chunk> {
  let seq = 0
  let open: { index: number; buf: Uint8Array; runs: [number, number][] } | null = null
  function* flush(): Generator<Chunk> {
    if (!open) return
    const { index, buf, runs } = open
    open = null
    for (const [s, e] of runs) {
      const end = Math.min(buf.length, Math.ceil(e / blockSize) * blockSize)
      const data = buf.subarray(s, end)
      yield { seq: seq++, offset: index * size + s, data, zero: isAllZeros(data) }
    }
  }
  for await (const ext of extents) {
    onExtent?.(ext)
    let { offset } = ext
    let data = ext.data
    while (data.length) {
      const index = Math.floor(offset / size)
      const within = offset - index * size
      const take = Math.min(data.length, size - within)
      if (open && open.index !== index) yield* flush()
      // whole aligned chunks straight from the source: no copy
      if (!open && within === 0 && take === size) {
        yield { seq: seq++, offset, data: data.subarray(0, take), zero: isAllZeros(data.subarray(0, take)) }
      } else {
        open ??= { index, buf: new Uint8Array(size), runs: [] }
        open.buf.set(data.subarray(0, take), within)
        const last = open.runs[open.runs.length - 1]
        if (last && last[1] === within) last[1] = within + take
        else open.runs.push([within, within + take])
      }
      offset += take
      data = data.subarray(take)
    }
  }
  yield* flush()
}

/** Counts the bytes the pipeline reads from the file, for the progress's "read". */
export function counting(file: Source, count: (n: number) => void): Source {
  return {
    size: file.size,
    slice: (s, e) => ({
      arrayBuffer: () =>
        file
          .slice(s, e)
          .arrayBuffer()
          .then((b) => (count(b.byteLength), b)),
    }),
    stream: () => {
      const r = file.stream().getReader()
      return new ReadableStream<Uint8Array>({
        async pull(c) {
          const { done, value } = await r.read()
          if (done) return c.close()
          count(value.length)
          c.enqueue(value)
        },
        cancel: (why) => r.cancel(why),
      })
    },
  }
}

/** The parts of a write in one buffer, zero-padded to whole blocks. */
export function joinPadded(w: { parts: Uint8Array[]; length: number }, block: number) {
  const out = new Uint8Array(Math.ceil(w.length / block) * block)
  let at = 0
  for (const p of w.parts) {
    out.set(p, at)
    at += p.length
  }
  return out
}
