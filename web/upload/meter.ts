/**
 * The pipeline's progress (./pipeline.ts): throughput over a sliding window of recent
 * completions, fed to the concurrency tuner, and reports at most every `every` ms, the last one
 * held back by that limit sent later, so a stall never leaves stale figures shown.
 */
import type { ConcurrencyTuner } from './control'
import { progressOf, type Progress } from './progress'

/** The pipeline's running counts, read at each report. */
type Figures = { read: number; written: number; skipped: number; previous: number; inFlight: number; paused: boolean }

export class ProgressMeter {
  private recent: [number, number][] = []
  private windowStart: number
  private windowBytes = 0
  private lastReport = -Infinity
  private trailing: ReturnType<typeof setTimeout> | null = null

  constructor(
    private readonly o: {
      now: () => number
      every: number
      tuner: ConcurrencyTuner
      onProgress?: (p: Progress) => void
      figures: () => Figures
      fileSize: number
      total: number
    },
  ) {
    this.windowStart = o.now()
  }

  /** Content bytes per second over the last few seconds. */
  private rate() {
    const t = this.o.now()
    const recent = this.recent
    while (recent.length > 1 && t - recent[0][0] > 3000) recent.shift()
    if (recent.length < 2) return 0
    const bytes = recent.slice(1).reduce((n, [, b]) => n + b, 0)
    return (bytes / Math.max(1, t - recent[0][0])) * 1000
  }

  stop() {
    if (this.trailing) clearTimeout(this.trailing)
    this.trailing = null
  }

  report(force = false) {
    const t = this.o.now()
    const every = this.o.every
    if (!force && t - this.lastReport < every) {
      this.trailing ??= setTimeout(() => ((this.trailing = null), this.report(true)), every - (t - this.lastReport))
      return
    }
    this.stop()
    this.lastReport = t
    const f = this.o.figures()
    const total = this.o.total
    const done = Math.min(total, f.written + f.skipped + f.previous)
    const rate = this.rate()
    this.o.onProgress?.(
      progressOf(done, total, {
        read: f.read,
        fileSize: this.o.fileSize,
        written: f.written,
        skipped: f.skipped,
        rate,
        secondsLeft: rate > 0 ? (total - done) / rate : null,
        inFlight: f.inFlight,
        concurrency: this.o.tuner.level,
        paused: f.paused,
      }),
    )
  }

  /** `bytes` more of the content are done. */
  progressed(bytes: number) {
    const t = this.o.now()
    this.recent.push([t, bytes])
    this.windowBytes += bytes
    if (t - this.windowStart > 500) {
      this.o.tuner.sample((this.windowBytes / (t - this.windowStart)) * 1000)
      this.windowStart = t
      this.windowBytes = 0
    }
    this.report()
  }
}
