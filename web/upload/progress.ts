import { formatBytes } from '../util/format'

/** How far a transfer is, as every progress bar of the console shows it (disk import, image upload, repo upload). */
export type Progress = { sent: number; total: number; percent: number; label: string }

/** '42% (2.1 MiB of 5 MiB)': what the progress bar says. */
export function progressOf(sent: number, total: number): Progress {
  // floor, not percentage()'s rounding: 99.999% must not read as done
  const percent = total === 0 ? 100 : Math.floor((sent / total) * 100)
  return { sent, total, percent, label: `${percent}% (${formatBytes(sent)} of ${formatBytes(total)})` }
}
