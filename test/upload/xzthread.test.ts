import { execFileSync } from 'node:child_process'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { makeRaw } from '../../test-support/images'
import { holds, until } from '../../test-support/until'
import { xzStream, XZ_PIECE } from '../../web/upload/xzdirect'
import {
  decoderThread,
  PIECES_AHEAD,
  threadXz,
  type DecoderPort,
  type FromDecoder,
  type ToDecoder,
} from '../../web/upload/xzthread'

const raw = makeRaw(6 * 1024 * 1024 + 777)
const single = new Uint8Array(execFileSync('xz', ['-q', '-0', '-T1', '-c'], { input: raw, maxBuffer: 1 << 26 }))
const blob = (b: Uint8Array) => new Blob([b as Uint8Array<ArrayBuffer>])

/** The thread in process, counting what each side sends; `delays` hold back kinds of message (ms). */
function thread(delays: { input?: number; credit?: number } = {}) {
  const toThread: ToDecoder[] = []
  const fromThread: FromDecoder[] = []
  const port: DecoderPort = {
    onmessage: null,
    postMessage: (m) => {
      toThread.push(m)
      const delay = 'input' in m ? delays.input : 'credit' in m ? delays.credit : undefined
      if (delay) setTimeout(() => handle(m), delay)
      else void handle(m)
    },
    terminate: () => undefined,
  }
  const handle = decoderThread((m) => (fromThread.push(m), port.onmessage?.({ data: m } as MessageEvent<FromDecoder>)))
  return { remote: threadXz(port), toThread, fromThread }
}

async function readAll(s: ReadableStream<Uint8Array>) {
  const parts: Uint8Array[] = []
  const r = s.getReader()
  for (;;) {
    const { done, value } = await r.read()
    if (done) return parts
    parts.push(value)
  }
}

test('xzStream gives the content in whole pieces, the last one shorter', async () => {
  const parts = await readAll(xzStream(blob(single).stream()))
  assert.ok(Buffer.concat(parts).equals(Buffer.from(raw)))
  assert.ok(parts.slice(0, -1).every((p) => p.length === XZ_PIECE))
  assert.is(parts.at(-1)!.length, raw.length % XZ_PIECE)
})

test('a stream decoded on the thread comes back whole, byte for byte', async () => {
  const { remote } = thread()
  const parts = await readAll(remote.stream(blob(single).stream()))
  assert.ok(Buffer.concat(parts).equals(Buffer.from(raw)))
})

test('the thread sends no more than PIECES_AHEAD pieces its reader has not taken', async () => {
  const { remote, fromThread } = thread()
  const reader = remote.stream(blob(single).stream()).getReader()
  const pieces = () => fromThread.filter((m) => 'piece' in m).length
  // A thread that ignored its credit would send the next piece within one piece's decoding: a window many times
  // that shows none comes. (A fixed 50 ms wait could end before a loaded machine had decoded the first pieces.)
  await until(() => pieces() >= PIECES_AHEAD, { what: `${PIECES_AHEAD} pieces ahead` })
  await holds(() => pieces() === PIECES_AHEAD, { what: `no more than ${PIECES_AHEAD} pieces ahead`, window: 150 })
  await reader.read()
  await until(() => pieces() >= PIECES_AHEAD + 1, { what: 'one more piece for the one taken' })
  await holds(() => pieces() === PIECES_AHEAD + 1, { what: 'just one more piece', window: 150 })
  await reader.cancel()
})

test('a cancelled stream stops the thread decoding', async () => {
  const { remote, toThread, fromThread } = thread()
  const reader = remote.stream(blob(single).stream()).getReader()
  await reader.read()
  await reader.cancel()
  await until(() => toThread.some((m) => 'cancel' in m), { what: 'the cancel sent to the thread' })
  // what the thread had under way may still arrive, within the credit it had; then nothing more
  const pieces = () => fromThread.filter((m) => 'piece' in m).length
  await holds(() => pieces() <= PIECES_AHEAD + 1, { what: 'no piece beyond the credit', window: 200 })
  const sent = fromThread.length
  await holds(() => fromThread.length === sent, { what: 'no message after the cancel settled', window: 150 })
})

test('credit given while the thread waits for input does not end its input early', async () => {
  // the reader takes pieces (credit) while the file's bytes are still on their way
  const { remote } = thread({ input: 10, credit: 1 })
  let at = 0
  const small = new ReadableStream<Uint8Array>({
    pull(c) {
      if (at >= single.length) return c.close()
      c.enqueue(single.slice(at, (at += 16384)))
    },
  })
  const parts = await readAll(remote.stream(small))
  assert.ok(Buffer.concat(parts).equals(Buffer.from(raw)))
})

test('a truncated file fails the stream with the reason', async () => {
  const { remote } = thread()
  await readAll(remote.stream(blob(single.slice(0, single.length - 100)).stream())).then(
    () => assert.unreachable('a truncated stream was accepted'),
    (e: Error) => assert.match(e.message, /truncated or corrupt|xz decoding failed/),
  )
})

test.run()
