import { lazy, Suspense, useRef, useState } from 'react'
import type { Instance } from '../../../api/generated/types'
import { instanceActionDisabled } from '../../../api/rules/instances'
import { readSerialHistory, serialConsoleUrl } from '../../../api/serial-console'
import { pb } from '../../../paths'
import { Button, LinkButton } from '../../../ui/Button'
import { EmptyState } from '../../../ui/EmptyState'
import { PageHeader } from '../../../ui/PageHeader'
import { Spinner } from '../../../ui/Spinner'
import { addToast } from '../../../ui/Toast'
import { InstanceStateBadge } from '../../common/InstanceStateBadge'
import { downloadName, LEAVE_HINT, statusLabel, type ConsoleStatus } from './serial-console'
import { useInstance } from './use-instance'
import type { TerminalControls } from './XTerm'

// xterm is heavy: its own chunk, fetched only once a console can actually open.
const XTerm = lazy(() => import('./XTerm'))

function saveText(text: string, filename: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }))
  const a = document.createElement('a')
  a.href = url
  a.download = filename
  a.click()
  // revoke after the click has been handled, or some browsers cancel the download
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

function Console({ project, instance, onClosed }: { project: string; instance: Instance; onClosed: () => void }) {
  const [status, setStatusState] = useState<ConsoleStatus>('connecting')
  const setStatus = (s: ConsoleStatus) => {
    setStatusState(s)
    // the server closes the console when the instance stops: re-read it, so the page can say so
    if (s === 'closed') onClosed()
  }
  const [paused, setPaused] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const controls = useRef<TerminalControls | null>(null)
  const url = serialConsoleUrl({ project, instance: instance.name })
  return (
    <>
      <div className="toolbar">
        <span role="status" aria-live="polite" className="row">
          {status === 'connecting' && <Spinner />}
          <span>
            <span className="visually-hidden">Serial console status: </span>
            {statusLabel[status]}
          </span>
        </span>
        <span className="grow" />
        <Button
          size="sm"
          aria-pressed={paused}
          onClick={() => {
            if (paused) controls.current?.resume()
            else controls.current?.pause()
            setPaused(!paused)
          }}
        >
          {paused ? 'Resume output' : 'Pause output'}
        </Button>
        <Button
          size="sm"
          onClick={() => {
            const text = controls.current?.text() ?? ''
            navigator.clipboard?.writeText(text).then(
              () => addToast({ content: 'Console output copied to clipboard' }),
              () => addToast({ variant: 'error', title: 'Could not copy', content: 'The clipboard is not available' }),
            )
          }}
        >
          Copy buffer
        </Button>
        <Button size="sm" onClick={() => saveText(controls.current?.text() ?? '', downloadName(instance.name))}>
          Download .txt
        </Button>
        <Button
          size="sm"
          onClick={() =>
            // the server's buffer since boot (instanceSerialConsole), older than the terminal's first line
            readSerialHistory(project, instance.name).then(
              (text) => saveText(text, downloadName(instance.name, 'boot-log')),
              (e: Error) =>
                addToast({ variant: 'error', title: 'Could not download the boot log', content: e.message }),
            )
          }
        >
          Download log since boot
        </Button>
        {status === 'closed' && (
          <Button
            size="sm"
            variant="primary"
            onClick={() => {
              setPaused(false)
              setStatusState('connecting')
              setAttempt(attempt + 1)
            }}
          >
            Reconnect
          </Button>
        )}
      </div>
      <div style={{ height: 'calc(100vh - 17rem)', minHeight: '20rem' }}>
        <Suspense fallback={<Spinner label="Loading terminal" />}>
          <XTerm
            key={attempt}
            url={url}
            onStatus={setStatus}
            controls={controls}
            label={`Serial console of ${instance.name}`}
            describedBy="serial-console-leave"
          />
        </Suspense>
      </div>
      <p className="hint" id="serial-console-leave">
        {LEAVE_HINT}
      </p>
    </>
  )
}

export default function SerialConsolePage() {
  const { project, instance, mutate } = useInstance()
  if (!instance) return <Spinner label="Loading instance" />
  const unavailable = instanceActionDisabled('serialConsole', instance)
  return (
    <>
      <PageHeader
        title={
          <>
            Serial console: {instance.name} <InstanceStateBadge state={instance.runState} />
          </>
        }
      >
        <LinkButton href={pb.instance({ project, instance: instance.name })}>Back to instance</LinkButton>
      </PageHeader>
      {unavailable ? (
        // never render a terminal (or a 'Connected') for an instance that cannot have one
        <EmptyState title="Serial console unavailable" body={unavailable} />
      ) : (
        <Console project={project} instance={instance} onClosed={() => void mutate()} />
      )}
    </>
  )
}
