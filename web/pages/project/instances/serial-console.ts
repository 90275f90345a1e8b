/*
 * Serial console logic that does not need a terminal: connection status,
 * the pause gate, buffer text and file names, and the terminal fit. Kept apart
 * from XTerm.tsx so it is unit-tested without xterm or a browser.
 */

/** Scrollback kept by the terminal (issue brief). */
export const SCROLLBACK = 10_000

/** What the status line says; only a socket that has opened is 'connected'. */
export type ConsoleStatus = 'connecting' | 'connected' | 'closed'

export const statusLabel: Record<ConsoleStatus, string> = {
  connecting: 'Connecting…',
  connected: 'Connected',
  closed: 'Disconnected',
}

/** WebSocket readyState -> status, so the label never runs ahead of the socket. */
export function statusOf(readyState: number): ConsoleStatus {
  if (readyState === 0) return 'connecting'
  if (readyState === 1) return 'connected'
  return 'closed'
}

/**
 * Pause output: while paused, incoming chunks wait here instead of scrolling
 * the terminal; resume writes them in arrival order, so nothing is lost.
 */
export class OutputGate<T> {
  private queue: T[] = []
  private paused = false
  constructor(private readonly write: (chunk: T) => void) {}
  push(chunk: T) {
    if (this.paused) this.queue.push(chunk)
    else this.write(chunk)
  }
  get isPaused() {
    return this.paused
  }
  get pending() {
    return this.queue.length
  }
  pause() {
    this.paused = true
  }
  /** Forget what waits (the view was redrawn from the log, which already holds it). */
  drop() {
    this.queue = []
  }
  resume() {
    this.paused = false
    const queued = this.queue
    this.queue = []
    for (const c of queued) this.write(c)
  }
}

/** A terminal line as text, and whether it continues the line before it (soft wrap). */
export type BufferLine = { text: string; wrapped: boolean }

/** The buffer as plain text: wrapped lines rejoined, trailing blank lines dropped, one final newline. */
export function bufferText(lines: BufferLine[]): string {
  const out: string[] = []
  for (const l of lines) {
    if (l.wrapped && out.length) out[out.length - 1] += l.text
    else out.push(l.text)
  }
  while (out.length && out[out.length - 1].trim() === '') out.pop()
  return out.length ? out.join('\n') + '\n' : ''
}

const pad = (n: number) => String(n).padStart(2, '0')

/** 'db1-serial-console-20261122-013000.txt' (UTC, sortable); the server's history is 'db1-boot-log-...'. */
export function downloadName(
  instance: string,
  kind: 'serial-console' | 'serial-console-boot' | 'boot-log' = 'serial-console',
  now = new Date(),
): string {
  const d = now
  const stamp = `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}-${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`
  return `${instance}-${kind}-${stamp}.txt`
}

/** How many cells fit a box; at least 2 columns and 1 row so xterm never gets a zero size. */
export function fitSize(box: { width: number; height: number }, cell: { width: number; height: number }) {
  if (!(cell.width > 0 && cell.height > 0)) return undefined
  return {
    cols: Math.max(2, Math.floor(box.width / cell.width)),
    rows: Math.max(1, Math.floor(box.height / cell.height)),
  }
}

/** How long after Escape a Tab still leaves the terminal instead of going down the serial line. */
export const LEAVE_WINDOW_MS = 1500

/** Says how to leave the terminal by keyboard (WCAG 2.1.2): shown beside it and read as its description. */
export const LEAVE_HINT =
  'Tab goes to the instance. To leave the console by keyboard, press Esc, then Tab or Shift+Tab.'

/**
 * The terminal takes Tab (shells complete with it), so Tab alone cannot move focus out of it
 * (WCAG 2.1.2 No Keyboard Trap): Escape then Tab does. Escape still goes to the instance, so
 * editors keep working; only a Tab straight after it leaves. Returns, for each keydown, whether
 * the terminal should take the key (false: the browser moves focus).
 */
export function keyboardExit(now: () => number = Date.now) {
  let escapedAt = -Infinity
  return (e: { type: string; key: string; ctrlKey?: boolean; altKey?: boolean; metaKey?: boolean }): boolean => {
    // Shift of Shift+Tab (and any other modifier on its own) comes down first: it is part of the next key
    if (e.type !== 'keydown' || ['Shift', 'Control', 'Alt', 'Meta'].includes(e.key)) return true
    if (e.key === 'Tab' && !e.ctrlKey && !e.altKey && !e.metaKey && now() - escapedAt <= LEAVE_WINDOW_MS) {
      escapedAt = -Infinity
      return false
    }
    escapedAt = e.key === 'Escape' ? now() : -Infinity
    return true
  }
}
