import { formatBytes } from '../util/format'

/**
 * How far a transfer is: the one progress type of the console (disk import, one-step image upload,
 * repository upload). `done` of `total` is what a bar shows; the rest is the import pipeline's
 * detail (./meter.ts), which a single request (a repository archive) fills from `done` alone.
 */
export type Progress = {
  /** Content bytes done of `total` (for an import: written + skipped + done before a resume). */
  done: number
  total: number
  /** Floored: 100 only when done. */
  percent: number
  /** '42% (2.1 MiB of 5 MiB)': what the bar says. */
  label: string
  /** Bytes of the file read (compressed bytes for a compressed file), of `fileSize`. */
  read: number
  fileSize: number
  /** Content bytes acknowledged by the server. */
  written: number
  /** Content bytes that were zero and not sent. */
  skipped: number
  /** Content bytes per second over the last few seconds (0 while unknown). */
  rate: number
  secondsLeft: number | null
  inFlight: number
  concurrency: number
  paused: boolean
}

/** The pipeline's detail of a Progress: everything but the bar. */
export type ProgressDetail = Omit<Progress, 'done' | 'total' | 'percent' | 'label'>

/** A Progress of `done` bytes of `total`; a single transfer's detail unless the pipeline gives its own. */
export function progressOf(done: number, total: number, detail?: ProgressDetail): Progress {
  // floor, not percentage()'s rounding: 99.999% must not read as done
  const percent = total === 0 ? 100 : Math.floor((done / total) * 100)
  return {
    done,
    total,
    percent,
    label: `${percent}% (${formatBytes(done)} of ${formatBytes(total)})`,
    ...(detail ?? {
      read: done,
      fileSize: total,
      written: done,
      skipped: 0,
      rate: 0,
      secondsLeft: null,
      inFlight: done < total ? 1 : 0,
      concurrency: 1,
      paused: false,
    }),
  }
}
