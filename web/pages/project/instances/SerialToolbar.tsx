/*
 * The serial console's controls: connection status, pause (the log keeps
 * buffering and the count of lines waiting shows), per-line timestamps, copy
 * and the downloads (this log since the last boot or all of it, and the
 * server's own history), and Reconnect once the socket has closed.
 */
import { useState } from 'react'
import { readSerialHistory } from '../../../api/serial-console'
import { Button } from '../../../ui/Button'
import { Spinner } from '../../../ui/Spinner'
import { addToast } from '../../../ui/Toast'
import { downloadName, statusLabel, type ConsoleStatus } from './serial-console'
import { fullTime, logText, type DownloadRange, type SerialLog } from './serial-log'
import { useLogVersion } from './use-log-version'

function saveText(text: string, filename: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }))
  const a = document.createElement('a')
  a.href = url
  a.download = filename
  a.click()
  // revoke after the click has been handled, or some browsers cancel the download
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

const rangeFile: Record<DownloadRange, 'serial-console' | 'serial-console-boot'> = {
  all: 'serial-console',
  boot: 'serial-console-boot',
}

/** The last reset, said in text too: the terminal's marker may have scrolled away. */
function LastReset({ log }: { log: SerialLog }) {
  useLogVersion(log)
  const at = log.lastReset
  return at ? <span>Guest reset at {fullTime(at)}</span> : null
}

/** "Paused, 12 new lines": what waits while the terminal holds still. */
function PausedCount({ log, from }: { log: SerialLog; from: number }) {
  useLogVersion(log)
  const n = log.completed - from
  return (
    <span>
      Paused, {n} new {n === 1 ? 'line' : 'lines'}
    </span>
  )
}

type Props = {
  log: SerialLog
  project: string
  instance: string
  status: ConsoleStatus
  paused: boolean
  onPaused: (paused: boolean) => void
  timestamps: boolean
  onTimestamps: (on: boolean) => void
  onReconnect: () => void
}

export function SerialToolbar(p: Props) {
  // lines completed when output was paused; the difference is what waits
  const [pausedAt, setPausedAt] = useState(0)
  const download = (range: DownloadRange) =>
    saveText(logText(p.log.lines(), range, p.timestamps), downloadName(p.instance, rangeFile[range]))
  return (
    <div className="toolbar">
      <span role="status" aria-live="polite" className="row">
        {p.status === 'connecting' && <Spinner />}
        <span>
          <span className="visually-hidden">Serial console status: </span>
          {statusLabel[p.status]}
        </span>
        <LastReset log={p.log} />
        {p.paused && <PausedCount log={p.log} from={pausedAt} />}
      </span>
      <span className="grow" />
      <Button
        size="sm"
        aria-pressed={p.paused}
        onClick={() => {
          setPausedAt(p.log.completed)
          p.onPaused(!p.paused)
        }}
      >
        {p.paused ? 'Resume output' : 'Pause output'}
      </Button>
      <label className="row">
        <input
          type="checkbox"
          checked={p.timestamps}
          onChange={(e) => p.onTimestamps((e.target as HTMLInputElement).checked)}
        />
        Timestamps
      </label>
      <Button
        size="sm"
        onClick={() => {
          navigator.clipboard?.writeText(logText(p.log.lines(), 'all', p.timestamps)).then(
            () => addToast({ content: 'Console output copied to clipboard' }),
            () => addToast({ variant: 'error', title: 'Could not copy', content: 'The clipboard is not available' }),
          )
        }}
      >
        Copy output
      </Button>
      <Button size="sm" onClick={() => download('boot')}>
        Download since last boot
      </Button>
      <Button size="sm" onClick={() => download('all')}>
        Download all
      </Button>
      <Button
        size="sm"
        onClick={() =>
          // the server's buffer since the instance started (instanceSerialConsole), which may go back
          // further than this page has been open
          readSerialHistory(p.project, p.instance).then(
            (text) => saveText(text, downloadName(p.instance, 'boot-log')),
            (e: Error) =>
              addToast({ variant: 'error', title: 'Could not download the server log', content: e.message }),
          )
        }
      >
        Download server log
      </Button>
      {p.status === 'closed' && (
        <Button size="sm" variant="primary" onClick={p.onReconnect}>
          Reconnect
        </Button>
      )}
    </div>
  )
}
