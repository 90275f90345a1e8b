/**
 * What steers a running upload (./pipeline.ts): the writes' outcome and failures, pause, resume
 * and cancel, and the number of writes kept in flight.
 */

export type WriteResult = { ok: true } | { ok: false; status: number; text: string; requestId: string }

/** A write that failed for good (after retries, or at once for a client error). */
export class WriteFailed extends Error {
  constructor(readonly result: Extract<WriteResult, { ok: false }>) {
    super(`bulk write failed with status ${result.status}`)
  }
}
export class Cancelled extends Error {
  constructor() {
    super('Upload cancelled')
  }
}

/** Pause, resume and cancel, shared by the worker's message handler and the loop. */
export class Control {
  paused = false
  cancelled = false
  private wake: (() => void) | null = null
  pause() {
    this.paused = true
  }
  resume() {
    this.paused = false
    this.wake?.()
  }
  cancel() {
    this.cancelled = true
    this.wake?.()
  }
  async whilePaused(onPause?: () => void) {
    while (this.paused && !this.cancelled) {
      onPause?.()
      await new Promise<void>((r) => (this.wake = r))
    }
  }
}

/**
 * Chooses how many writes to keep in flight from measured throughput: climbs while a higher
 * level is clearly faster, steps back when it is slower, then holds the best level it found.
 */
export class ConcurrencyTuner {
  private rates = new Map<number, number>()
  private ceiling: number
  constructor(
    public level = 4,
    readonly min = 2,
    readonly max = 16,
  ) {
    this.ceiling = max + 1
  }
  /** One measurement (bytes per second) at the current level; returns the next level. */
  sample(rate: number): number {
    const prev = this.rates.get(this.level)
    const here = prev === undefined ? rate : (prev + rate) / 2
    this.rates.set(this.level, here)
    const up = Math.min(this.max, this.level + 2)
    const down = Math.max(this.min, this.level - 2)
    const below = this.rates.get(down)
    if (down < this.level && below !== undefined && below > here * 1.05) {
      // slower than one step down: that step is the ceiling from now on
      this.ceiling = Math.min(this.ceiling, this.level)
      this.level = down
    } else if (up > this.level && up < this.ceiling) {
      const above = this.rates.get(up)
      if (above === undefined || above > here * 1.05) this.level = up
    }
    return this.level
  }
}
