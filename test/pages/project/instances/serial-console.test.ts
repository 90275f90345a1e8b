import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import {
  bufferText,
  downloadName,
  fitSize,
  keyboardExit,
  LEAVE_WINDOW_MS,
  OutputGate,
  SCROLLBACK,
  statusLabel,
  statusOf,
} from '../../../../web/pages/project/instances/serial-console'

const Gate = suite('OutputGate')
Gate('writes straight through until paused, then holds output and flushes it in order on resume', () => {
  const out: string[] = []
  const gate = new OutputGate<string>((c) => out.push(c))
  gate.push('a')
  gate.pause()
  gate.push('b')
  gate.push('c')
  assert.equal(out, ['a'])
  assert.is(gate.pending, 2)
  assert.ok(gate.isPaused)
  gate.resume()
  assert.equal(out, ['a', 'b', 'c'])
  gate.push('d')
  assert.equal(out, ['a', 'b', 'c', 'd'])
  assert.is(gate.pending, 0)
})
Gate.run()

const Status = suite('status')
Status('only an open socket is connected (readyState 0..3)', () => {
  assert.equal([0, 1, 2, 3].map(statusOf), ['connecting', 'connected', 'closed', 'closed'])
  assert.is(statusLabel.connected, 'Connected')
  assert.is(SCROLLBACK, 10_000)
})
Status.run()

const Text = suite('bufferText')
Text('rejoins soft-wrapped lines and drops trailing blank lines', () => {
  const text = bufferText([
    { text: 'Booting', wrapped: false },
    { text: 'abc', wrapped: false },
    { text: 'def', wrapped: true },
    { text: 'login: ', wrapped: false },
    { text: '', wrapped: false },
    { text: '  ', wrapped: false },
  ])
  assert.is(text, 'Booting\nabcdef\nlogin: \n')
  assert.is(bufferText([{ text: '', wrapped: false }]), '')
})
Text.run()

const Names = suite('downloadName / fitSize')
Names('file name is the instance and a UTC timestamp, .txt', () => {
  assert.is(
    downloadName('db1', 'serial-console', new Date(Date.UTC(2026, 10, 2, 3, 4, 5))),
    'db1-serial-console-20261102-030405.txt',
  )
  assert.is(
    downloadName('db1', 'boot-log', new Date(Date.UTC(2026, 10, 2, 3, 4, 5))),
    'db1-boot-log-20261102-030405.txt',
  )
})
Names('fits whole cells, never less than 2x1, nothing without a measured cell', () => {
  assert.equal(fitSize({ width: 805, height: 410 }, { width: 8, height: 17 }), { cols: 100, rows: 24 })
  assert.equal(fitSize({ width: 0, height: 0 }, { width: 8, height: 17 }), { cols: 2, rows: 1 })
  assert.is(fitSize({ width: 800, height: 400 }, { width: 0, height: 17 }), undefined)
})
Names.run()

const Exit = suite('keyboardExit (WCAG 2.1.2)')

Exit('Tab goes to the instance; Esc then Tab leaves, and Esc itself still goes to the instance', () => {
  let now = 1000
  const takes = keyboardExit(() => now)
  const down = (key: string, mods: { ctrlKey?: boolean } = {}) => takes({ type: 'keydown', key, ...mods })
  assert.is(down('Tab'), true, 'a lone Tab completes in the shell')
  assert.is(down('Escape'), true, 'Escape reaches the instance (editors need it)')
  assert.is(takes({ type: 'keyup', key: 'Escape' }), true, 'key-ups do not end the sequence')
  assert.is(down('Tab'), false, 'Tab straight after Escape leaves the terminal')
  down('Escape')
  down('Shift')
  assert.is(down('Tab'), false, 'so does Shift+Tab: the Shift that comes down first is not another key')
  assert.is(down('Tab'), true, 'and only that one Tab')
  down('Escape')
  down('a')
  assert.is(down('Tab'), true, 'another key in between ends the sequence')
  down('Escape')
  now += LEAVE_WINDOW_MS + 1
  assert.is(down('Tab'), true, 'too late: the Tab goes to the instance')
  down('Escape')
  assert.is(down('Tab', { ctrlKey: true }), true, 'a modified Tab is not the exit')
})

Exit.run()
