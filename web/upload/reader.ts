/**
 * Byte readers for the decoders. A File can be read anywhere (`RandomReader`); a decompressed
 * stream only forwards (`StreamReader`: asking for bytes behind its position is an error the
 * caller turns into a reason).
 */
import { concatBytes } from './bytes'
import { FormatError } from './formats'

export type Reader = {
  /** Exactly `length` bytes at `offset`, or a FormatError when the input ends first. */
  read(offset: number, length: number): Promise<Uint8Array>
  readonly sequential: boolean
}

export type BlobLike = { size: number; slice(start: number, end: number): { arrayBuffer(): Promise<ArrayBuffer> } }

export class RandomReader implements Reader {
  readonly sequential = false
  constructor(
    private blob: BlobLike,
    private truncated = 'The file ends early: it is truncated or corrupt',
  ) {}
  async read(offset: number, length: number) {
    if (offset + length > this.blob.size) throw new FormatError(this.truncated)
    return new Uint8Array(await this.blob.slice(offset, offset + length).arrayBuffer())
  }
}

class OutOfOrderError extends FormatError {}

export class StreamReader implements Reader {
  readonly sequential = true
  private pos = 0
  private pending: Uint8Array | null = null
  constructor(
    private reader: ReadableStreamDefaultReader<Uint8Array>,
    private truncated = 'The file ends early: it is truncated or corrupt',
  ) {}

  get position() {
    return this.pos
  }

  private async next(): Promise<Uint8Array | null> {
    if (this.pending) {
      const p = this.pending
      this.pending = null
      return p
    }
    const { done, value } = await this.reader.read()
    return done ? null : value
  }

  async read(offset: number, length: number): Promise<Uint8Array> {
    if (offset < this.pos)
      throw new OutOfOrderError(`data at byte ${offset} comes after byte ${this.pos} in the stream`)
    // skip forward
    while (this.pos < offset) {
      const c = await this.next()
      if (!c) throw new FormatError(this.truncated)
      const skip = Math.min(c.length, offset - this.pos)
      this.pos += skip
      if (skip < c.length) this.pending = c.subarray(skip)
    }
    const parts: Uint8Array[] = []
    let got = 0
    while (got < length) {
      const c = await this.next()
      if (!c) throw new FormatError(this.truncated)
      const take = Math.min(c.length, length - got)
      parts.push(c.subarray(0, take))
      if (take < c.length) this.pending = c.subarray(take)
      got += take
      this.pos += take
    }
    return concatBytes(parts, length)
  }

  /** Up to `max` bytes from the current position (fewer only at the end), for sequential copying. */
  async readSome(max: number): Promise<Uint8Array | null> {
    const c = await this.next()
    if (!c) return null
    if (c.length > max) this.pending = c.subarray(max)
    const out = c.length > max ? c.subarray(0, max) : c
    this.pos += out.length
    return out
  }

  cancel() {
    return this.reader.cancel().catch(() => undefined)
  }
}
