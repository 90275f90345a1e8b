import type { Probe } from '../../../api/image-upload'
import { Button } from '../../../ui/Button'
import { STEP_LABELS } from '../../../upload/import'
import { progressOf } from '../../../upload/progress'
import type { ResumePoint } from '../../../upload/resume'
import { formatBytes } from '../../../util/format'
import type { ImageImportState } from './use-image-import'
import type { FileProbe } from './use-file-probe'

/** 'raw (xz), 2.1 GiB of content: the disk will be 3 GiB' — shown before anything is created. */
export function probeHint(p: FileProbe): string | undefined {
  if (p.status === 'probing') return 'Reading the file…'
  if (p.status !== 'ok') return undefined
  return describeProbe(p.probe)
}

const describeProbe = (p: Probe) =>
  `Format ${p.label}, ${formatBytes(p.contentSize)}; the disk will be ${formatBytes(p.diskSize)}`

export function ResumeNote({ point }: { point: ResumePoint }) {
  return (
    <div className="field" role="note">
      This file was being uploaded to disk {point.diskName} and stopped at {progressOf(point.done, point.total).label}.
      The disk is still importing (importing_from_bulk_writes); resuming sends only what is missing.
    </div>
  )
}

const perSecond = (rate: number) => `${formatBytes(Math.round(rate))}/s`
function duration(s: number | null) {
  if (s === null || !Number.isFinite(s)) return 'estimating…'
  const m = Math.floor(s / 60)
  return m > 0 ? `${m} min ${Math.round(s % 60)} s` : `${Math.ceil(s)} s`
}

/** Honest progress: read, written, skipped as zero, throughput and time left. */
export function ImageUploadProgressView({
  state,
  onPause,
  onResume,
  onCancel,
}: {
  state: ImageImportState
  onPause: () => void
  onResume: () => void
  onCancel: () => void
}) {
  if (state.status === 'done') {
    return (
      <div className="field" aria-live="polite">
        <div>Upload complete: disk {state.result.diskName}.</div>
        {state.result.sha256 ? (
          <div>
            SHA-256 of the raw disk content written: <code>{state.result.sha256}</code>
          </div>
        ) : (
          <div>No SHA-256: this file stores its data out of order.</div>
        )}
      </div>
    )
  }
  if (state.status !== 'running') return null
  const p = state.progress
  return (
    <div className="field" aria-live="polite">
      <div>{state.paused ? 'Paused' : `${STEP_LABELS[state.step]}…`}</div>
      <progress
        max={100}
        value={p?.percent ?? 0}
        aria-label="Upload progress"
        aria-valuetext={p?.label}
        style={{ width: '100%' }}
      />
      {p && (
        <dl className="upload-stats">
          <dt>Done</dt>
          <dd>{p.label}</dd>
          <dt>Read from file</dt>
          <dd>
            {formatBytes(p.read)} of {formatBytes(p.fileSize)}
          </dd>
          <dt>Written</dt>
          <dd>{formatBytes(p.written)}</dd>
          <dt>Skipped as zero</dt>
          <dd>{formatBytes(p.skipped)}</dd>
          <dt>Throughput</dt>
          <dd>{perSecond(p.rate)}</dd>
          <dt>Time left</dt>
          <dd>{duration(p.secondsLeft)}</dd>
        </dl>
      )}
      <div className="radio-row">
        {state.step === 'write' &&
          (state.paused ? (
            <Button size="sm" onClick={onResume}>
              Resume upload
            </Button>
          ) : (
            <Button size="sm" onClick={onPause}>
              Pause upload
            </Button>
          ))}
        <Button size="sm" onClick={onCancel}>
          Cancel upload
        </Button>
      </div>
    </div>
  )
}
