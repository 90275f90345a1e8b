/*
 * The terminal: @xterm/xterm over the serial-console WebSocket. Only
 * SerialConsolePage imports this module, so xterm and its CSS load in that
 * lazy chunk and never on other routes (the style rules).
 *
 * CSS: xterm.css is imported as text and applied as a constructable stylesheet.
 * A plain CSS import from a lazy module would be folded into the entry CSS by
 * esbuild, and a <style> element is refused by the console's CSP
 * (style-src 'self', embed/headers.ts). xterm's own renderer writes <style>
 * elements too (cell sizes, theme colours): while it opens, those are made as
 * hidden <xterm-style> elements, which CSP does not govern, and their text is
 * mirrored into a constructable sheet, so the terminal renders with no CSP
 * violation.
 */
import xtermCss from '@xterm/xterm/css/xterm.css' with { type: 'text' }
import { Terminal } from '@xterm/xterm'
import { useEffect, useRef } from 'react'
import {
  OutputGate,
  SCROLLBACK,
  bufferText,
  fitSize,
  keyboardExit,
  statusOf,
  type BufferLine,
  type ConsoleStatus,
} from './serial-console'
import { clockTime, dim, renderLine, renderLog, stampLines, type LogEvent, type SerialLog } from './serial-log'
import { terminalRowOf } from './terminal-rows'

export type TerminalControls = {
  /** The terminal's own buffer as text (what it shows, its scrollback limit applied). */
  text(): string
  focus(): void
  /**
   * Scroll a log line (its number from 1, as SerialLog counts) to the middle of the terminal.
   * False when the terminal no longer holds it (past its scrollback, or arrived while paused).
   * The match is not selected in the terminal: xterm's DOM renderer paints a selection with
   * style attributes, which the console's CSP refuses; the search shows the line as text.
   */
  reveal(lineNumber: number): boolean
}

const localCss = `
.serial-console-term { height: 100%; min-height: 20rem; padding: .5rem; background: #0f1519; border-radius: 6px; box-sizing: border-box; }
.serial-console-term .xterm { height: 100%; }
.serial-console-term:focus-within { outline: 2px solid var(--focus); outline-offset: 2px; }
`

let baseSheet: CSSStyleSheet | undefined
function adoptBaseCss() {
  if (baseSheet) return
  baseSheet = new CSSStyleSheet()
  baseSheet.replaceSync(String(xtermCss) + localCss)
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, baseSheet]
}

const STYLE_STAND_IN = 'xterm-style'

/**
 * term.open(el), with every <style> xterm creates meanwhile replaced by a hidden
 * stand-in element. xterm keeps writing CSS into their textContent, which then
 * has no effect by itself and trips no CSP check; mirrorStyleElements applies it.
 */
function openWithoutInlineStyles(term: Terminal, el: HTMLElement) {
  const doc = el.ownerDocument as Document & { createElement: Document['createElement'] }
  const original = doc.createElement
  doc.createElement = ((tag: string, options?: ElementCreationOptions) => {
    if (tag.toLowerCase() !== 'style') return original.call(doc, tag, options)
    const standIn = original.call(doc, STYLE_STAND_IN)
    standIn.hidden = true
    return standIn
  }) as Document['createElement']
  try {
    term.open(el)
  } finally {
    // drop the own property so the prototype's method shows through again
    delete (doc as Partial<typeof doc>).createElement
  }
}

/** Apply the CSS xterm writes into its style stand-ins under `root` through a constructable sheet. */
function mirrorStyleElements(root: HTMLElement) {
  const sheet = new CSSStyleSheet()
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
  const sync = () =>
    sheet.replaceSync([...root.querySelectorAll(`${STYLE_STAND_IN}, style`)].map((s) => s.textContent ?? '').join('\n'))
  const observer = new MutationObserver(sync)
  observer.observe(root, { subtree: true, childList: true, characterData: true })
  sync()
  return () => {
    observer.disconnect()
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet)
  }
}

function readBuffer(term: Terminal): string {
  const buf = term.buffer.active
  const lines: BufferLine[] = []
  for (let y = 0; y < buf.length; y++) {
    const line = buf.getLine(y)
    if (line) lines.push({ text: line.translateToString(true), wrapped: line.isWrapped })
  }
  return bufferText(lines)
}

type Props = {
  /** The record that outlives this terminal: replayed when it opens, written to by its socket. */
  log: SerialLog
  url: string
  /** A new value opens a new socket; the terminal and what it shows stay. */
  attempt: number
  paused: boolean
  timestamps: boolean
  onStatus: (s: ConsoleStatus) => void
  /** How the socket closed (a server that cannot serve the console says why, in the close frame). */
  onClose?: (code: number, reason: string) => void
  controls: { current: TerminalControls | null }
  label: string
  /** The id of the text that says how to leave the terminal by keyboard. */
  describedBy?: string
}

export default function XTerm({
  log,
  url,
  attempt,
  paused,
  timestamps,
  onStatus,
  onClose,
  controls,
  label,
  describedBy,
}: Props) {
  const ref = useRef<HTMLDivElement>(null)
  // the latest callback without reconnecting when the parent re-renders
  const statusRef = useRef(onStatus)
  statusRef.current = onStatus
  const closeRef = useRef(onClose)
  closeRef.current = onClose
  const view = useRef<{ term: Terminal; gate: OutputGate<LogEvent>; redraw(stamps: boolean): void } | null>(null)
  const socket = useRef<WebSocket | null>(null)
  const stampsRef = useRef(timestamps)

  // The terminal: made once, filled from the log, then fed the log's events through the pause gate.
  useEffect(() => {
    const el = ref.current!
    adoptBaseCss()
    const unmirror = mirrorStyleElements(el)
    const term = new Terminal({
      scrollback: SCROLLBACK,
      cursorBlink: true,
      fontSize: 14,
      fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
      theme: { background: '#0f1519', foreground: '#e7e7e8' },
    })
    openWithoutInlineStyles(term, el)
    term.textarea?.setAttribute('aria-label', label)
    if (describedBy) term.textarea?.setAttribute('aria-describedby', describedBy)
    // Esc then Tab leaves the terminal (WCAG 2.1.2); every other key goes to the instance
    term.attachCustomKeyEventHandler(keyboardExit())

    const fit = () => {
      const screen = term.element?.querySelector<HTMLElement>('.xterm-screen')
      if (!screen || !term.cols || !term.rows) return
      const style = getComputedStyle(el)
      const box = {
        width: el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
        height: el.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom),
      }
      const size = fitSize(box, { width: screen.clientWidth / term.cols, height: screen.clientHeight / term.rows })
      if (size && (size.cols !== term.cols || size.rows !== term.rows)) term.resize(size.cols, size.rows)
    }
    const resizeObserver = new ResizeObserver(() => fit())
    resizeObserver.observe(el)
    fit()

    // how much of the log the terminal shows, so a search can find a log line's row
    let shown = { count: log.lineCount, midLine: log.endsMidLine }
    let atLineStart = !log.endsMidLine
    const write = (e: LogEvent) => {
      if (e.reset) {
        term.write((atLineStart ? '' : '\r\n') + renderLine(e.reset, stampsRef.current) + '\r\n')
        atLineStart = true
      } else if (stampsRef.current) {
        const stamped = stampLines(e.text, atLineStart, dim(clockTime(new Date()) + ' '))
        term.write(stamped.text)
        atLineStart = stamped.atLineStart
      } else {
        term.write(e.text)
        if (e.text) atLineStart = e.text.endsWith('\n')
      }
      shown = { count: log.lineCount, midLine: log.endsMidLine }
    }
    const gate = new OutputGate<LogEvent>(write)
    const redraw = (stamps: boolean) => {
      stampsRef.current = stamps
      gate.drop()
      term.reset()
      term.write(renderLog(log, stamps))
      atLineStart = !log.endsMidLine
      shown = { count: log.lineCount, midLine: log.endsMidLine }
    }
    redraw(stampsRef.current)
    const unsubscribe = log.subscribe((e) => gate.push(e))
    view.current = { term, gate, redraw }

    const encoder = new TextEncoder()
    // keystrokes go out as binary frames, as the console protocol expects
    const input = term.onData((data) => {
      const ws = socket.current
      if (ws?.readyState === WebSocket.OPEN) ws.send(encoder.encode(data))
    })

    controls.current = {
      text: () => readBuffer(term),
      focus: () => term.focus(),
      reveal(lineNumber) {
        const buf = term.buffer.active
        const row = terminalRowOf(
          (y) => buf.getLine(y)?.isWrapped ?? false,
          buf.baseY + buf.cursorY,
          shown.count - lineNumber,
          shown.midLine,
        )
        if (row === undefined) return false
        term.scrollToLine(Math.max(0, row - Math.floor(term.rows / 2)))
        return true
      },
    }
    term.focus()
    // xterm focuses without scrolling; where the terminal starts below the fold (320 CSS px, large
    // text) the focused terminal is brought into view (WCAG 2.4.11)
    el.scrollIntoView({ block: 'nearest' })

    return () => {
      controls.current = null
      view.current = null
      unsubscribe()
      input.dispose()
      resizeObserver.disconnect()
      term.dispose()
      unmirror()
    }
  }, [log, controls, label, describedBy])

  useEffect(() => {
    if (paused) view.current?.gate.pause()
    else view.current?.gate.resume()
  }, [paused])

  useEffect(() => {
    if (view.current && stampsRef.current !== timestamps) view.current.redraw(timestamps)
  }, [timestamps])

  // The socket: a reconnect replaces it; what it brings goes into the log, which the terminal shows.
  useEffect(() => {
    const ws = new WebSocket(url)
    ws.binaryType = 'arraybuffer'
    socket.current = ws
    let disposed = false
    // a closed-on-unmount socket reports late; it must not overwrite a newer socket's status
    const report = () => disposed || statusRef.current(statusOf(ws.readyState))
    report()
    ws.addEventListener('open', report)
    ws.addEventListener('close', (e) => {
      if (!disposed) closeRef.current?.(e.code, e.reason)
      report()
    })
    ws.addEventListener('error', report)
    ws.addEventListener('message', (e) =>
      log.append(typeof e.data === 'string' ? e.data : new Uint8Array(e.data as ArrayBuffer), new Date()),
    )
    return () => {
      disposed = true
      ws.close()
      if (socket.current === ws) socket.current = null
    }
  }, [url, attempt, log])

  return <div ref={ref} className="serial-console-term" />
}
