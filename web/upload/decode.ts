/**
 * Opening an image file as its raw content, and the probe that says before anything
 * is created what it is and how big the disk will be. gzip goes through the browser's
 * DecompressionStream; zstd through fzstd (pure JS); xz through xz-decompress (xz-embedded in
 * WebAssembly: this module runs only in the upload worker, whose script is served with
 * 'wasm-unsafe-eval', embed/README.md).
 */
import { Decompress } from 'fzstd'
import { GiB } from './bytes'
import {
  FormatError,
  detectCompression,
  detectContainer,
  formatLabel,
  type Compression,
  type ImageFormat,
} from './formats'
import { QCOW2_HEADER_BYTES, checkQcow2Tables, parseQcow2Header, qcow2Extents, type Extent } from './qcow2'
import { RandomReader, StreamReader, type BlobLike } from './reader'
import { xzUncompressedSize, zstdContentSize } from './sizes'
import { parallelXz, xzIndex } from './xzblocks'
import { xzStream } from './xzdirect'
import type { RemoteXz } from './xzthread'

export type Source = BlobLike & { stream(): ReadableStream<Uint8Array> }

export type Probe = ImageFormat & {
  label: string
  /** Bytes of raw disk content the file holds. */
  contentSize: number
  /** The disk to create: the content rounded up to whole GiB (at least 1). */
  diskSize: number
}

const truncatedText: Record<Compression, string> = {
  none: 'The file ends early: it is truncated or corrupt',
  gzip: 'The gzip data is truncated or corrupt',
  zstd: 'The zstd data is truncated or corrupt',
  xz: 'The xz data is truncated or corrupt',
}

export const diskSizeFor = (content: number) => Math.max(1, Math.ceil(content / GiB)) * GiB

/**
 * Wraps a decoder's failure in the reason the form shows; `end` runs once when the stream closes,
 * fails or is cancelled (a decoder thread's stream ends the thread).
 */
function guard(stream: ReadableStream<Uint8Array>, c: Compression, end?: () => void): ReadableStream<Uint8Array> {
  const reader = stream.getReader()
  let ended = false
  const once = () => {
    if (!ended) end?.()
    ended = true
  }
  return new ReadableStream<Uint8Array>({
    async pull(ctl) {
      try {
        const { done, value } = await reader.read()
        if (done) {
          once()
          ctl.close()
        } else ctl.enqueue(value)
      } catch (e) {
        once()
        ctl.error(decoderFailure(e, c))
      }
    },
    cancel: (r) => (once(), reader.cancel(r)),
  })
}

/** The reason the form shows for a decoder's failure: what went wrong where it can be told, else "truncated or corrupt". */
export function decoderFailure(e: unknown, c: Compression): FormatError {
  if (e instanceof FormatError) return e
  const text = e instanceof Error ? `${e.name} ${e.message}` : String(e)
  // a CSP without 'wasm-unsafe-eval' for the worker stops the xz decoder: say so, not "corrupt"
  if (/WebAssembly|wasm/i.test(text))
    return new FormatError(`The server does not allow the ${c} decoder to run (${(e as Error).message})`)
  // Chromium's DecompressionStream reads one gzip member and calls the next one junk
  if (c === 'gzip' && /junk/i.test(text)) return new FormatError(GZIP_MEMBERS)
  return new FormatError(truncatedText[c])
}

export const GZIP_MEMBERS =
  "This gzip file holds several gzip members (files joined one after another), and the browser's gzip decoder reads only the first: decompress it and compress it again as one (gzip, xz or zstd)"

function zstdStream(input: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const reader = input.getReader()
  let out: Uint8Array[] = []
  let ended = false
  const d = new Decompress((chunk, final) => {
    out.push(chunk)
    if (final) ended = true
  })
  return new ReadableStream<Uint8Array>({
    async pull(ctl) {
      while (out.length === 0) {
        const { done, value } = await reader.read()
        if (done) {
          if (!ended) d.push(new Uint8Array(0), true)
          if (!ended) throw new FormatError(truncatedText.zstd)
          ctl.close()
          return
        }
        // fzstd keeps references to the pushed chunk: give it its own copy
        d.push(value.slice())
      }
      for (const c of out) if (c.length) ctl.enqueue(c)
      out = []
      if (ended) ctl.close()
    },
    cancel: (r) => reader.cancel(r),
  })
}

/** The decompressed bytes of the file (the file itself when not compressed). */
function decompressed(file: Source, c: Compression): ReadableStream<Uint8Array> {
  switch (c) {
    case 'none':
      return file.stream()
    case 'gzip':
      return guard(
        file
          .stream()
          .pipeThrough(new DecompressionStream('gzip') as unknown as ReadableWritablePair<Uint8Array, Uint8Array>),
        c,
      )
    case 'zstd':
      return guard(zstdStream(file.stream()), c)
    case 'xz':
      return guard(xzStream(file.stream()), c)
  }
}

/** Counts a stream to its end: the size of content whose format does not say it. */
async function countBytes(s: ReadableStream<Uint8Array>): Promise<number> {
  let n = 0
  const r = s.getReader()
  for (;;) {
    const { done, value } = await r.read()
    if (done) return n
    n += value.length
  }
}

/**
 * What the file is and the disk it makes, refusing before anything is created a file whose size
 * is not what its format says (truncated xz, qcow2 tables past the end, broken gzip or zstd).
 */
export async function probe(file: Source): Promise<Probe> {
  if (file.size === 0) throw new FormatError('The file is empty')
  const head = new Uint8Array(await file.slice(0, Math.min(file.size, 4096)).arrayBuffer())
  const compression = detectCompression(head)
  let container: ImageFormat['container']
  let contentSize: number
  if (compression === 'none') {
    container = detectContainer(head)
    if (container === 'qcow2') {
      const reader = new RandomReader(file)
      const h = parseQcow2Header(await reader.read(0, Math.min(file.size, QCOW2_HEADER_BYTES)))
      await checkQcow2Tables(reader, h, file.size)
      contentSize = h.virtualSize
    } else contentSize = file.size
  } else {
    // the compressed size check comes first: a truncated .xz is refused without decoding it
    const declared =
      compression === 'xz'
        ? await xzUncompressedSize(file)
        : compression === 'zstd'
          ? await zstdContentSize(file)
          : undefined
    const stream = new StreamReader(decompressed(file, compression).getReader(), truncatedText[compression])
    const first = await stream.readSome(QCOW2_HEADER_BYTES)
    if (!first) throw new FormatError(truncatedText[compression])
    let start = first
    if (first.length < QCOW2_HEADER_BYTES) {
      const more = await stream.readSome(QCOW2_HEADER_BYTES).catch(() => null)
      if (more) start = new Uint8Array([...first, ...more]).subarray(0, QCOW2_HEADER_BYTES)
    }
    container = detectContainer(start)
    if (container === 'qcow2') {
      contentSize = parseQcow2Header(start).virtualSize
      await stream.cancel()
    } else if (declared !== undefined) {
      contentSize = declared
      await stream.cancel()
    } else {
      // gzip (and zstd without a content size) says nothing reliable: decode once to count.
      contentSize =
        start.length +
        (await countBytes(
          new ReadableStream({
            pull: async (c) => {
              const b = await stream.readSome(1 << 20)
              if (b) c.enqueue(b)
              else c.close()
            },
          }),
        ))
    }
  }
  if (contentSize === 0) throw new FormatError('The image holds no data')
  const format = { container, compression }
  return { ...format, label: formatLabel(format), contentSize, diskSize: diskSizeFor(contentSize) }
}

/** The raw content of the file as extents, in order for raw and for random-access qcow2. */
export async function* extentsOf(
  file: Source,
  p: ImageFormat,
  piece = 1 << 20,
  xzThread?: () => RemoteXz,
): AsyncGenerator<Extent> {
  const content = async () => {
    if (p.compression === 'xz' && xzThread) {
      // independent blocks (multi-threaded xz): decoded on two decoder threads, by turns, so the
      // upload worker's own thread stays free to keep the writes going
      const streams = await xzIndex(file)
      if (streams.reduce((n, s) => n + s.blocks.length, 0) > 1)
        return guard(parallelXz(file, streams, [xzThread(), xzThread()]), 'xz')
      // one block (a single-threaded xz): one stream, decoded on a decoder thread too, this
      // thread reading the file for it
      const remote = xzThread()
      return guard(remote.stream(file.stream()), 'xz', () => remote.close())
    }
    return decompressed(file, p.compression)
  }
  if (p.container === 'qcow2') {
    const reader =
      p.compression === 'none'
        ? new RandomReader(file)
        : new StreamReader((await content()).getReader(), truncatedText[p.compression])
    const h = parseQcow2Header(await reader.read(0, QCOW2_HEADER_BYTES))
    yield* qcow2Extents(reader, h)
    return
  }
  // raw too is read as a stream: the browser fills it ahead of us, where each File.slice() read
  // is a round trip through the browser process (on a busy machine, 1 MiB slice reads left the
  // upload worker waiting on reads for a third of the time)
  const reader = new StreamReader((await content()).getReader(), truncatedText[p.compression])
  let offset = 0
  for (;;) {
    const b = await reader.readSome(piece)
    if (!b) return
    yield { offset, data: b }
    offset += b.length
  }
}
