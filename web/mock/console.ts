/**
 * The live serial console: replays the boot log a line at a time, then
 * echoes what the user types, like a getty waiting for a login. Closes itself
 * when the instance leaves a state that has a console.
 */
import { advanceTransitions, type Db } from './db'
import { instanceRules } from './rules'
import { bootLog } from './serial'
import { lookupCloseReason, stateCloseReason } from './serial-close'

/** A console takes only bytes: Nexus forwards a client's binary frames to propolis and drops its text frames. */
export type SerialConsole = { receive(data: Uint8Array): void; close(): void }

const LINE_MS = 15
/** How often an open console looks at its instance (stopped? rebooted?). */
const WATCH_MS = 500
/** What the guest's kernel prints as it goes down for a reboot. */
export const RESTART_LINE = 'reboot: Restarting system'
const consoleStates: readonly string[] = instanceRules['open the serial console of']

/** In Node (embed server, tests) an open console must not keep the process alive. */
const unref = (t: unknown) => (t as { unref?: () => void }).unref?.()

/** The instance's console, or the reason Nexus closes the socket with when it has none (./serial-close.ts). */
export function openSerialConsole(
  db: Db,
  instanceId: string,
  send: (data: string | Uint8Array) => void,
  close: () => void,
): SerialConsole | string {
  advanceTransitions(db)
  const inst = db.instances.find((i) => i.id === instanceId)
  // the adapters looked the instance up first, so a missing one was deleted since
  if (!inst)
    return lookupCloseReason({ error_code: 'ObjectNotFound', message: `not found: instance with id "${instanceId}"` })
  if (!consoleStates.includes(inst.run_state)) return stateCloseReason(inst.run_state)

  const enc = new TextEncoder()
  const dec = new TextDecoder()
  const out = (s: string) => send(enc.encode(s))
  const lines = bootLog(inst)
  let open = true
  let i = 0
  let replay: ReturnType<typeof setInterval> | undefined
  const boot = () => {
    clearInterval(replay)
    i = 0
    replay = setInterval(() => {
      if (i >= lines.length) return clearInterval(replay)
      out(lines[i] + (i === lines.length - 1 ? '' : '\r\n'))
      i++
    }, LINE_MS)
    unref(replay)
  }
  boot()
  let seen = { state: inst.run_state, since: inst.time_run_state_updated }
  const watch = setInterval(() => {
    advanceTransitions(db)
    const now = db.instances.find((x) => x.id === instanceId)
    // the console goes away with the instance (stopped, deleted)
    if (!now || !consoleStates.includes(now.run_state)) return end(true)
    const rebooting = now.run_state === 'rebooting' && seen.state !== 'rebooting'
    // running again after a reboot; or running since a newer time, a reboot this watch fell between
    const rebooted =
      now.run_state === 'running' &&
      (seen.state === 'rebooting' || (seen.state === 'running' && now.time_run_state_updated !== seen.since))
    if (rebooting || (rebooted && seen.state === 'running')) {
      clearInterval(replay)
      out('\r\n' + RESTART_LINE + '\r\n')
    }
    if (rebooted) boot()
    seen = { state: now.run_state, since: now.time_run_state_updated }
  }, WATCH_MS)
  unref(watch)

  function end(notify: boolean) {
    if (!open) return
    open = false
    clearInterval(replay)
    clearInterval(watch)
    if (notify) close()
  }

  return {
    receive(data) {
      if (!open) return
      const text = dec.decode(data)
      for (const ch of text) {
        if (ch === '\r' || ch === '\n') out('\r\n')
        else if (ch === '\x7f' || ch === '\b') out('\b \b')
        else out(ch)
      }
    },
    close: () => end(false),
  }
}
