/*
 * The serial console's own record of everything the guest printed
 * point 4). The terminal is only a view with a bounded scrollback that dies
 * with its socket; this log outlives reconnects and guest resets, so search,
 * "N new lines" and downloads work on all of it. Pure: no terminal, no DOM,
 * every time is passed in, so it is unit-tested line by line.
 *
 * The guest's bytes are folded into lines the way a terminal would show them
 * for plain output: CR LF or LF ends a line, a lone CR goes back to column 0,
 * backspace moves left, `ESC [ K` erases to the end of the line, and every
 * other escape sequence (colours, cursor moves) is dropped from the text.
 */

export type LogLine = {
  /** What the line says, without escape sequences or trailing blanks. */
  text: string
  /** When its first character arrived (or when the reset happened, for a marker). */
  time: Date
  /** 1 for the output since the console was opened, +1 after each reset. */
  boot: number
  /** A guest reset marker written by the console itself, not guest output. */
  reset?: boolean
}

/** Lines kept before the oldest are dropped: a reboot loop must not exhaust the tab's memory. */
const MAX_LOG_LINES = 100_000

/** How far back the lines of a reset noticed late may be moved after its marker (the poll is 1 s). */
const RESET_LATE_WINDOW_MS = 3000

export type LogEvent = { text: string; reset?: undefined } | { reset: LogLine; text?: undefined }

type ParseState = 'text' | 'esc' | 'csi' | 'osc' | 'osc-esc'

export class SerialLog {
  private done: LogLine[] = []
  /** Lines dropped from the front, so a line's number stays the same as the log moves on. */
  private dropped = 0
  private partial = ''
  private partialTime: Date | undefined
  private col = 0
  private state: ParseState = 'text'
  private csi = ''
  private boot = 1
  private resetAt: Date | undefined
  private decoder = new TextDecoder()
  private listeners = new Set<(e: LogEvent) => void>()
  /** Grows on every change, so a view can tell whether it is up to date. */
  version = 0

  constructor(private readonly maxLines = MAX_LOG_LINES) {}

  /** Number of the first line still kept (1-based, like an editor's). */
  get firstLineNumber() {
    return this.dropped + 1
  }

  get bootNumber() {
    return this.boot
  }

  /** When the last reset marked in the log happened. */
  get lastReset() {
    return this.resetAt
  }

  /** Every kept line, the unfinished last one included (it is what the prompt shows). */
  lines(): LogLine[] {
    if (this.partialTime === undefined) return this.done.slice()
    return [...this.done, { text: this.partial, time: this.partialTime, boot: this.boot }]
  }

  /** Lines ever seen, the dropped and the unfinished one included: the next line's number minus one. */
  get lineCount() {
    return this.dropped + this.done.length + (this.partialTime === undefined ? 0 : 1)
  }

  /** Whether the last line is unfinished (a prompt waiting for input). */
  get endsMidLine() {
    return this.partialTime !== undefined
  }

  /** Count of lines ever completed (a pause's "N new lines" is the difference of two of these). */
  get completed() {
    return this.dropped + this.done.length
  }

  get isEmpty() {
    return this.done.length === 0 && this.partialTime === undefined
  }

  /** Told of every change: the text just appended (decoded), or the marker line of a reset. */
  subscribe(listener: (e: LogEvent) => void) {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }

  /** Guest output as it came off the socket; bytes may split a UTF-8 character or an escape sequence. */
  append(chunk: string | Uint8Array, now: Date) {
    const text = typeof chunk === 'string' ? chunk : this.decoder.decode(chunk, { stream: true })
    for (const ch of text) this.feed(ch, now)
    this.changed({ text })
  }

  /**
   * The guest was reset (rebooted, or started again after a stop): the unfinished
   * line is closed and a marker line says when, so the boots stay apart.
   */
  markReset(at: Date, now = new Date()) {
    this.endLine()
    this.boot++
    this.resetAt = at
    const marker = { text: resetMarkerText(at), time: at, boot: this.boot, reset: true }
    // The console learns of a reset by polling the instance, so the new boot's first lines may have come in
    // before it noticed. Those that arrived after the reset go after the marker; the window bounds what a
    // browser clock set apart from the server's can move.
    const from = Math.max(at.getTime(), now.getTime() - RESET_LATE_WINDOW_MS)
    let i = this.done.length
    while (i > 0 && !this.done[i - 1].reset && this.done[i - 1].time.getTime() >= from) i--
    for (const line of this.done.slice(i)) line.boot = this.boot
    this.done.splice(i, 0, marker)
    this.trim()
    this.changed({ reset: marker })
  }

  private feed(ch: string, now: Date) {
    switch (this.state) {
      case 'esc':
        // ESC [ starts a control sequence, ESC ] an operating-system command; anything else is a two-character escape
        this.state = ch === '[' ? 'csi' : ch === ']' ? 'osc' : 'text'
        this.csi = ''
        return
      case 'csi':
        if (ch >= '@' && ch <= '~') {
          // ESC [ K / ESC [ 0 K: erase from the cursor to the end of the line
          if (ch === 'K' && (this.csi === '' || this.csi === '0')) this.partial = this.partial.slice(0, this.col)
          this.state = 'text'
        } else this.csi += ch
        return
      case 'osc':
        if (ch === '\x07') this.state = 'text'
        else if (ch === '\x1b') this.state = 'osc-esc'
        return
      case 'osc-esc':
        this.state = ch === '\\' ? 'text' : 'osc'
        return
    }
    if (ch === '\x1b') this.state = 'esc'
    else if (ch === '\n') this.endLine(now)
    else if (ch === '\r') this.col = 0
    else if (ch === '\b') this.col = Math.max(0, this.col - 1)
    else if (ch === '\t' || ch >= ' ') {
      this.partialTime ??= now
      this.partial = this.partial.slice(0, this.col).padEnd(this.col) + ch + this.partial.slice(this.col + 1)
      this.col++
    }
  }

  /** Close the current line; a bare LF on an empty line is still a (blank) line of output. */
  private endLine(now?: Date) {
    const time = this.partialTime ?? now
    if (time) this.push({ text: this.partial.trimEnd(), time, boot: this.boot })
    this.partial = ''
    this.partialTime = undefined
    this.col = 0
  }

  private push(line: LogLine) {
    this.done.push(line)
    this.trim()
  }

  private trim() {
    const over = this.done.length - this.maxLines
    if (over > 0) {
      this.done.splice(0, over)
      this.dropped += over
    }
  }

  private changed(e: LogEvent) {
    this.version++
    for (const l of this.listeners) l(e)
  }
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0')

/** '06:50:01.123' (UTC): the per-line timestamp in the terminal. */
export const clockTime = (d: Date) =>
  `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}.${pad(d.getUTCMilliseconds(), 3)}`

/** '2026-11-26 06:50:01 UTC' */
export const fullTime = (d: Date) => `${d.toISOString().slice(0, 10)} ${d.toISOString().slice(11, 19)} UTC`

export const resetMarkerText = (at: Date) => `──── guest reset at ${fullTime(at)} ────`

export type DownloadRange = 'all' | 'boot'

/**
 * The log as a text file: everything, or only since the last reset (its marker
 * included, so the file says when that boot began). With `timestamps`, each line
 * starts with the ISO time it arrived.
 */
export function logText(lines: readonly LogLine[], range: DownloadRange, timestamps: boolean): string {
  let from = 0
  if (range === 'boot') {
    const last = lines.findLastIndex((l) => l.reset)
    from = Math.max(0, last)
  }
  const out = lines.slice(from).map((l) => (timestamps ? `${l.time.toISOString()} ${l.text}` : l.text))
  return out.length ? out.join('\n') + '\n' : ''
}

/**
 * Live output with a timestamp at the start of each line, for the terminal.
 * `atLineStart` carries over between chunks (a chunk may end mid-line).
 */
export function stampLines(text: string, atLineStart: boolean, stamp: string) {
  let out = ''
  let start = atLineStart
  for (const ch of text) {
    // a stamp goes before a line's first character, not before the CR LF of an empty line
    if (start && ch !== '\r' && ch !== '\n') {
      out += stamp
      start = false
    }
    out += ch
    if (ch === '\n') start = true
  }
  return { text: out, atLineStart: start }
}

/** ANSI dim, so timestamps and markers stand apart from the guest's own text. */
export const dim = (s: string) => `\x1b[2m${s}\x1b[0m`
const highlight = (s: string) => `\x1b[33m${s}\x1b[0m`

/** One log line as the terminal shows it. */
export function renderLine(l: LogLine, timestamps: boolean) {
  const text = l.reset ? highlight(l.text) : l.text
  return timestamps ? dim(clockTime(l.time) + ' ') + text : text
}

/**
 * The whole log as terminal text, for a fresh terminal (after a reconnect) or a
 * timestamps switch; it ends where the live output goes on (mid-line at a prompt).
 */
export function renderLog(log: Pick<SerialLog, 'lines' | 'endsMidLine'>, timestamps: boolean): string {
  const text = log
    .lines()
    .map((l) => renderLine(l, timestamps))
    .join('\r\n')
  return text && !log.endsMidLine ? text + '\r\n' : text
}
