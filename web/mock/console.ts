/**
 * The live serial console: replays the boot log a line at a time, then
 * echoes what the user types, like a getty waiting for a login. Closes itself
 * when the instance leaves a state that has a console.
 */
import { advanceTransitions, type Db } from './db'
import { instanceRules } from './rules'
import { bootLog } from './serial'

export type SerialConsole = { receive(data: string | Uint8Array): void; close(): void }

const LINE_MS = 15
const consoleStates: readonly string[] = instanceRules['open the serial console of']

export function openSerialConsole(
  db: Db,
  instanceId: string,
  send: (data: string | Uint8Array) => void,
  close: () => void,
): SerialConsole | null {
  advanceTransitions(db)
  const inst = db.instances.find((i) => i.id === instanceId)
  if (!inst || !consoleStates.includes(inst.run_state)) return null

  const enc = new TextEncoder()
  const dec = new TextDecoder()
  const out = (s: string) => send(enc.encode(s))
  const lines = bootLog(inst)
  let open = true
  let i = 0
  const replay = setInterval(() => {
    if (i >= lines.length) return clearInterval(replay)
    out(lines[i] + (i === lines.length - 1 ? '' : '\r\n'))
    i++
  }, LINE_MS)
  // the console goes away with the instance (stopped, deleted)
  const watch = setInterval(() => {
    advanceTransitions(db)
    const now = db.instances.find((x) => x.id === instanceId)
    if (!now || !consoleStates.includes(now.run_state)) end(true)
  }, 1000)

  // in Node (embed server, tests) an open console must not keep the process alive
  for (const t of [replay, watch] as unknown as { unref?: () => void }[]) t.unref?.()

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
      const text = typeof data === 'string' ? data : dec.decode(data)
      for (const ch of text) {
        if (ch === '\r' || ch === '\n') out('\r\n')
        else if (ch === '\x7f' || ch === '\b') out('\b \b')
        else out(ch)
      }
    },
    close: () => end(false),
  }
}
