import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import {
  SerialLog,
  clockTime,
  logText,
  renderLog,
  resetMarkerText,
  stampLines,
  type LogEvent,
} from '../../../../web/pages/project/instances/serial-log'

const t0 = new Date('2026-11-26T06:50:01.123Z')
const t1 = new Date('2026-11-26T06:51:00.000Z')
const t2 = new Date('2026-11-26T06:52:30.000Z')
const texts = (log: SerialLog) => log.lines().map((l) => l.text)

const Lines = suite('SerialLog lines')
Lines('CR LF and LF end lines; the unfinished last line is kept and listed', () => {
  const log = new SerialLog()
  log.append('one\r\ntwo\nthree', t0)
  assert.equal(texts(log), ['one', 'two', 'three'])
  assert.ok(log.endsMidLine)
  assert.is(log.completed, 2)
  assert.is(log.lineCount, 3)
  log.append(' more\r\n', t1)
  assert.equal(texts(log), ['one', 'two', 'three more'])
  assert.not.ok(log.endsMidLine)
  // a line's time is when its first character arrived
  assert.equal(log.lines()[2].time, t0)
})
Lines('escape sequences are dropped, ESC[K erases, CR and backspace overwrite like a terminal', () => {
  const log = new SerialLog()
  log.append('\x1b[32m OK \x1b[0mStarted ssh\r\n', t0)
  log.append('\x1b]0;title\x07progress 10%\rprogress 99%\r\n', t0)
  log.append('login: roox\b \bt\r\n', t0)
  log.append('abcdef\r\x1b[Kxy\r\n', t0)
  assert.equal(texts(log), [' OK Started ssh', 'progress 99%', 'login: root', 'xy'])
})
Lines('an escape sequence or a UTF-8 character split across chunks still parses', () => {
  const log = new SerialLog()
  const bytes = new TextEncoder().encode('é\x1b[1mbold\x1b[0m\r\n')
  for (const b of bytes) log.append(new Uint8Array([b]), t0)
  assert.equal(texts(log), ['ébold'])
})
Lines('blank lines count as lines; trailing blanks are trimmed from finished lines', () => {
  const log = new SerialLog()
  log.append('a  \r\n\r\nb\r\n', t0)
  assert.equal(texts(log), ['a', '', 'b'])
})
Lines.run()

const Reset = suite('SerialLog resets')
Reset('a reset closes the open line, adds a marker with its time, and starts the next boot', () => {
  const events: LogEvent[] = []
  const log = new SerialLog()
  log.subscribe((e) => events.push(e))
  log.append('db1 login: ', t0)
  log.markReset(t1)
  log.append('OVMF\r\n', t2)
  const lines = log.lines()
  assert.equal(
    lines.map((l) => [l.text, l.boot, Boolean(l.reset)]),
    [
      ['db1 login:', 1, false],
      [resetMarkerText(t1), 2, true],
      ['OVMF', 2, false],
    ],
  )
  assert.match(resetMarkerText(t1), '2026-11-26 06:51:00 UTC')
  assert.equal(lines[1].time, t1)
  assert.is(log.bootNumber, 2)
  assert.equal(log.lastReset, t1)
  assert.equal(
    events.map((e) => (e.reset ? 'reset' : e.text)),
    ['db1 login: ', 'reset', 'OVMF\r\n'],
  )
})
Reset("the new boot's lines that came before the console noticed the reset go after its marker", () => {
  const at = (s: number) => new Date(t1.getTime() + s * 1000)
  const log = new SerialLog()
  log.append('reboot: Restarting system\r\n', at(-1))
  log.append('OVMF (Oxide)\r\n', at(0.5))
  log.append('Hypervisor detected: Bhyve\r\n', at(1.5))
  log.append('Booting', at(2))
  // the poll saw the reset at t1 two seconds after it happened
  log.markReset(t1, at(2))
  assert.equal(
    log.lines().map((l) => [l.text, l.boot]),
    [
      ['reboot: Restarting system', 1],
      [resetMarkerText(t1), 2],
      ['OVMF (Oxide)', 2],
      ['Hypervisor detected: Bhyve', 2],
      ['Booting', 2],
    ],
  )
  assert.is(logText(log.lines(), 'boot', false).split('\n')[0], resetMarkerText(t1))

  // a browser clock ahead of the server's cannot move more than the last few seconds of output
  const skewed = new SerialLog()
  skewed.append('old boot, 10 s before the reset was noticed\r\n', at(-5))
  skewed.append('new boot\r\n', at(4))
  skewed.markReset(at(-20), at(5))
  assert.equal(
    skewed.lines().map((l) => [l.text, l.boot]),
    [
      ['old boot, 10 s before the reset was noticed', 1],
      [resetMarkerText(at(-20)), 2],
      ['new boot', 2],
    ],
  )
})
Reset('the oldest lines go past the cap, and line numbers keep counting', () => {
  const log = new SerialLog(3)
  log.append('1\n2\n3\n4\n5\n', t0)
  assert.equal(texts(log), ['3', '4', '5'])
  assert.is(log.firstLineNumber, 3)
  assert.is(log.completed, 5)
})
Reset.run()

const Text = suite('logText and rendering')
Text('download all, or since the last reset (marker included), with or without timestamps', () => {
  const log = new SerialLog()
  log.append('first boot\r\n', t0)
  log.markReset(t1)
  log.append('second\r\n', t2)
  log.markReset(t2)
  log.append('third', t2)
  const all = logText(log.lines(), 'all', false)
  assert.is(all, ['first boot', resetMarkerText(t1), 'second', resetMarkerText(t2), 'third'].join('\n') + '\n')
  assert.is(logText(log.lines(), 'boot', false), `${resetMarkerText(t2)}\nthird\n`)
  assert.is(logText(log.lines(), 'all', true).split('\n')[0], '2026-11-26T06:50:01.123Z first boot')
  // never reset: since the last boot is everything
  const fresh = new SerialLog()
  fresh.append('x\r\n', t0)
  assert.is(logText(fresh.lines(), 'boot', false), 'x\n')
  assert.is(logText([], 'all', false), '')
})
Text('stampLines puts a stamp before each line, carrying the line state across chunks', () => {
  const a = stampLines('ab\r\nc', true, '[t]')
  assert.equal(a, { text: '[t]ab\r\n[t]c', atLineStart: false })
  const b = stampLines('d\r\n\r\n', a.atLineStart, '[t]')
  assert.equal(b, { text: 'd\r\n\r\n', atLineStart: true })
  assert.is(clockTime(t0), '06:50:01.123')
})
Text('renderLog ends on a new line after a finished line, mid-line at a prompt', () => {
  const log = new SerialLog()
  log.append('a\r\n', t0)
  assert.is(renderLog(log, false), 'a\r\n')
  log.append('login: ', t0)
  assert.is(renderLog(log, false), 'a\r\nlogin: ')
  assert.match(renderLog(log, true), '06:50:01.123')
})
Text.run()
