import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { serialConsoleCloseMessage } from '../../../api/errors'
import { useQuery } from '../../../api/reads'
import type { Instance } from '../../../api/generated/types'
import { instanceActionDisabled } from '../../../api/rules/instances'
import { serialConsoleUrl } from '../../../api/serial-console'
import { to } from '../../../urls'
import { LinkButton } from '../../../ui/Button'
import { EmptyState } from '../../../ui/EmptyState'
import { ErrorBox } from '../../../ui/ErrorBox'
import { PageHeader } from '../../../ui/PageHeader'
import { Spinner } from '../../../ui/Spinner'
import { InstanceStateBadge } from '../../common/InstanceStateBadge'
import { observeRunState, type ResetWatch } from './guest-resets'
import { LEAVE_HINT, type ConsoleStatus } from './serial-console'
import { SerialLog } from './serial-log'
import { SerialSearch } from './SerialSearch'
import { SerialToolbar } from './SerialToolbar'
import { useInstance, useInstanceParams } from './use-instance'
import type { TerminalControls } from './XTerm'

// xterm is heavy: its own chunk, fetched only once a console can actually open.
const XTerm = lazy(() => import('./XTerm'))

/** How often the open console re-reads its instance, to notice a guest reset while it lasts. */
const RESET_POLL_MS = 1000

/** Mark each guest reset in the log, at the time the server gives for it (./guest-resets.ts). */
function useGuestResets(instance: Instance | undefined, log: SerialLog) {
  const watch = useRef<ResetWatch>(undefined)
  const state = instance?.runState
  const since = instance && new Date(instance.timeRunStateUpdated).getTime()
  useEffect(() => {
    if (!state || since === undefined) return
    const seen = observeRunState(watch.current, { runState: state, timeRunStateUpdated: new Date(since) })
    watch.current = seen.watch
    // a reset before any output has nothing to set apart
    if (seen.resetAt && !log.isEmpty) log.markReset(seen.resetAt)
  }, [state, since, log])
}

function Console({
  log,
  project,
  instance,
  onClosed,
}: {
  log: SerialLog
  project: string
  instance: Instance
  onClosed: () => void
}) {
  const [status, setStatusState] = useState<ConsoleStatus>('connecting')
  const setStatus = (s: ConsoleStatus) => {
    setStatusState(s)
    // the server closes the console when the instance stops: re-read it, so the page can say so
    if (s === 'closed') onClosed()
  }
  const [paused, setPaused] = useState(false)
  const [timestamps, setTimestamps] = useState(false)
  const [attempt, setAttempt] = useState(0)
  // why the server closed the console, when it says (it completes the handshake, then closes with a reason)
  const [problem, setProblem] = useState<string>()
  const controls = useRef<TerminalControls | null>(null)
  const url = serialConsoleUrl({ project, instance: instance.name })
  return (
    <>
      <SerialToolbar
        log={log}
        project={project}
        instance={instance.name}
        status={status}
        paused={paused}
        onPaused={setPaused}
        timestamps={timestamps}
        onTimestamps={setTimestamps}
        onReconnect={() => {
          setStatusState('connecting')
          setProblem(undefined)
          setAttempt(attempt + 1)
        }}
      />
      {problem && (
        <ErrorBox title="The serial console closed">{`${problem.replace(/\.$/, '')}. Reconnect to try again.`}</ErrorBox>
      )}
      <SerialSearch log={log} controls={controls} />
      <div style={{ height: 'calc(100vh - 20rem)', minHeight: '20rem' }}>
        <Suspense fallback={<Spinner label="Loading terminal" />}>
          <XTerm
            log={log}
            url={url}
            attempt={attempt}
            paused={paused}
            timestamps={timestamps}
            onStatus={setStatus}
            onClose={(code, reason) => setProblem(serialConsoleCloseMessage(code, reason))}
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

function InstanceConsole() {
  const { project, instance, instanceName, mutate } = useInstance()
  // polled while the console is open: a reboot's few seconds must be seen (same cache entry as useInstance)
  useQuery('instanceView', { path: { instance: instanceName }, query: { project } }, { refreshInterval: RESET_POLL_MS })
  // the page's record of the output: it outlives sockets, resets and the terminal itself
  const [log] = useState(() => new SerialLog())
  useGuestResets(instance, log)
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
        <LinkButton href={to.instance({ project, instance: instance.name })}>Back to instance</LinkButton>
      </PageHeader>
      {unavailable ? (
        // never render a terminal (or a 'Connected') for an instance that cannot have one; what it
        // printed before stays in the log and is shown again when the console comes back
        <EmptyState
          title="Serial console unavailable"
          body={log.isEmpty ? unavailable : `${unavailable}. The output so far is kept and shown when it is back.`}
        />
      ) : (
        <Console log={log} project={project} instance={instance} onClosed={() => void mutate()} />
      )}
    </>
  )
}

export default function SerialConsolePage() {
  const { project, instance } = useInstanceParams()
  // another instance's console starts a log of its own
  return <InstanceConsole key={`${project}/${instance}`} />
}
