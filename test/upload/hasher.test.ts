import { createHash, randomBytes } from 'node:crypto'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import {
  HASH_THREAD_MIN,
  hashOnThread,
  hasherThread,
  inlineHasher,
  threadHasher,
  type FromHasher,
  type Port,
  type ToHasher,
} from '../../web/upload/hasher'

/** A port to a hashing "thread" that answers only when told to (`flush`), like a busy worker. */
function fakePort() {
  const inbox: ToHasher[] = []
  const sent: ToHasher[] = []
  let terminated = false
  const port: Port = {
    onmessage: null,
    postMessage(m, transfer) {
      if (m.t === 'data') assert.ok(transfer?.includes(m.data.buffer), 'data is transferred')
      inbox.push(m)
      sent.push(m)
    },
    terminate: () => void (terminated = true),
  }
  const handle = hasherThread((m: FromHasher) => port.onmessage?.({ data: m } as MessageEvent<FromHasher>))
  return {
    port,
    sent,
    get terminated() {
      return terminated
    },
    flush: () => {
      while (inbox.length) handle(inbox.shift()!)
    },
  }
}

const ref = (...parts: Uint8Array[]) => {
  const h = createHash('sha256')
  for (const p of parts) h.update(p)
  return h.digest('hex')
}

test('the thread hasher gives the SHA-256 of data and zeros in order, zeros sent as a count', async () => {
  const f = fakePort()
  const h = threadHasher(f.port, 1 << 20)
  const a = randomBytes(100_000)
  const b = randomBytes(70_000)
  h.update(a)
  h.update(new Uint8Array(50_000))
  h.zeros(12_345)
  h.update(b)
  assert.equal(
    f.sent.map((m) => m.t),
    ['data', 'zeros', 'zeros', 'data'],
  )
  const digest = h.digest()
  f.flush()
  assert.is(await digest, ref(a, new Uint8Array(50_000 + 12_345), b))
  assert.ok(f.terminated, 'the thread ends with the digest')
})

test('the thread hasher sends the zero pieces of mixed data as counts and copies only the rest', async () => {
  const f = fakePort()
  const h = threadHasher(f.port, 1 << 20)
  // 16 KiB pieces: data, zeros, zeros, data (with a zero tail shorter than a piece), zeros
  const mixed = new Uint8Array(5 * 16384 + 100)
  mixed.set(randomBytes(16384), 0)
  mixed.set(randomBytes(1000), 3 * 16384)
  h.update(mixed)
  assert.equal(
    f.sent.map((m) => (m.t === 'data' ? ['data', m.data.length] : m.t === 'zeros' ? ['zeros', m.n] : [m.t])),
    [
      ['data', 16384],
      ['zeros', 2 * 16384],
      ['data', 16384],
      ['zeros', 16384 + 100],
    ],
  )
  const digest = h.digest()
  f.flush()
  assert.is(await digest, ref(mixed))
})

test('the thread hasher copies what it sends: the caller may reuse its buffer at once', async () => {
  const f = fakePort()
  const h = threadHasher(f.port)
  const buf = randomBytes(4096)
  const first = Uint8Array.from(buf)
  h.update(buf)
  buf.fill(7)
  assert.is(buf[0], 7, 'the caller still has its buffer')
  const digest = h.digest()
  f.flush()
  assert.is(await digest, ref(first))
})

test('drained() holds the pipeline while the thread is more than the backlog behind', async () => {
  const f = fakePort()
  const h = threadHasher(f.port, 64 * 1024)
  h.update(randomBytes(40 * 1024))
  assert.is(h.drained(), undefined, 'under the backlog')
  h.update(randomBytes(40 * 1024))
  const wait = h.drained()
  assert.ok(wait, 'over the backlog')
  let released = false
  void wait!.then(() => (released = true))
  await Promise.resolve()
  assert.not.ok(released)
  f.flush()
  await wait
  assert.is(h.drained(), undefined)
})

test('close() ends the thread (a cancelled upload)', () => {
  const f = fakePort()
  threadHasher(f.port).close()
  assert.ok(f.terminated)
})

test('a few MiB are hashed inline; from 16 MiB on, on a thread (the 32 MiB file of e2e/upload.spec.ts keeps it covered)', () => {
  assert.not.ok(hashOnThread(3 * 1024 * 1024))
  assert.not.ok(hashOnThread(HASH_THREAD_MIN - 1))
  assert.ok(hashOnThread(HASH_THREAD_MIN))
  assert.ok(hashOnThread(32 * 1024 * 1024))
})

test('the inline hasher agrees', async () => {
  const a = randomBytes(10_000)
  const h = inlineHasher()
  h.update(a)
  h.zeros(5000)
  assert.is(await h.digest(), ref(a, new Uint8Array(5000)))
})

test.run()
