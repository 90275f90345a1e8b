import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { pack, makeRaw, sha256, type Packed } from '../../test-support/images'
import { fakeDisk } from '../../test-support/fake-disk'
import { writeQcow2 } from '../../test-support/qcow2-writer'
import { holds, until } from '../../test-support/until'
import { probe } from '../../web/upload/decode'
import { FormatError } from '../../web/upload/formats'
import { threadHasher, hasherThread, type FromHasher, type Port } from '../../web/upload/hasher'
import { ConcurrencyTuner, Control, readAhead, runPipeline, type Progress } from '../../web/upload/pipeline'

const raw = makeRaw(3 * 1024 * 1024 + 4096 + 100)
/** The fake disk holds the content rounded up to 4 KiB (a 1 GiB buffer per test is slow). */
const roundUp = (n: number) => Math.ceil(n / 4096) * 4096
const formats: Packed[] = ['raw', 'qcow2', 'raw.gz', 'raw.zst', 'raw.xz', 'qcow2.gz', 'qcow2.zst', 'qcow2.xz']

for (const f of formats) {
  test(`${f}: probe and upload give the raw content byte for byte, zero chunks skipped`, async () => {
    const file = new Blob([pack(raw, f) as Uint8Array<ArrayBuffer>])
    const p = await probe(file)
    assert.is(p.contentSize, raw.length)
    assert.is(p.container, f.startsWith('qcow2') ? 'qcow2' : 'raw')
    assert.is(p.diskSize, 1024 ** 3)
    const disk = fakeDisk(roundUp(raw.length))
    const r = await runPipeline({ file, format: p, contentSize: p.contentSize, blockSize: 512, write: disk.write })
    assert.equal(Buffer.from(disk.bytes.subarray(0, raw.length)).equals(Buffer.from(raw)), true)
    assert.ok(disk.bytes.subarray(raw.length).every((b) => b === 0))
    assert.is(r.sha256, sha256(raw))
    assert.ok(r.skipped > raw.length / 3, `skipped ${r.skipped}`)
  })
}

test('qcow2 with zero-flag clusters and 4 KiB clusters', async () => {
  const file = new Blob([writeQcow2(raw, { clusterBits: 12, zeroFlag: true }) as Uint8Array<ArrayBuffer>])
  const p = await probe(file)
  const disk = fakeDisk(roundUp(raw.length))
  const r = await runPipeline({ file, format: p, contentSize: p.contentSize, blockSize: 4096, write: disk.write })
  assert.is(r.sha256, sha256(raw))
})

test('a truncated xz is refused by the probe', async () => {
  const xz = pack(raw, 'raw.xz')
  try {
    await probe(new Blob([xz.subarray(0, xz.length - 100) as Uint8Array<ArrayBuffer>]))
    assert.unreachable()
  } catch (e) {
    assert.instance(e, FormatError)
    assert.match((e as Error).message, 'xz file is truncated or corrupt')
  }
})

test('an xz the decoder cannot read is refused by the probe with the reason; one without a check or with CRC32 uploads', async () => {
  const small = raw.subarray(0, 1 << 20)
  const xz = (...flags: string[]) =>
    new Blob([new Uint8Array(execFileSync('xz', ['-q', '-c', ...flags], { input: small })) as Uint8Array<ArrayBuffer>])
  for (const [flags, reason] of [
    [['-T1', '--check=sha256'], 'integrity check is SHA-256, which the xz decoder cannot verify'],
    [['-T2', '--block-size=262144', '--check=sha256'], 'integrity check is SHA-256'],
    [['-T1', '--x86', '--lzma2=preset=0'], 'uses the x86 filter, which the xz decoder does not support'],
    [['-T1', '--delta=dist=4', '--arm64', '--lzma2=preset=0'], 'uses the delta and ARM64 filter'],
  ] as const) {
    await probe(xz(...flags)).then(
      () => assert.unreachable(`${flags.join(' ')} was accepted`),
      (e: Error) => {
        assert.instance(e, FormatError)
        assert.match(e.message, reason)
      },
    )
  }
  for (const check of ['none', 'crc32']) {
    const file = xz('-0', '-T1', `--check=${check}`)
    const p = await probe(file)
    const disk = fakeDisk(roundUp(small.length))
    await runPipeline({ file, format: p, contentSize: p.contentSize, blockSize: 512, write: disk.write })
    assert.ok(Buffer.from(disk.bytes.subarray(0, small.length)).equals(Buffer.from(small)), check)
  }
})

test('a truncated qcow2 and a corrupt qcow2 header are refused by the probe', async () => {
  const q = writeQcow2(raw)
  await probe(new Blob([q.subarray(0, q.length - 70000) as Uint8Array<ArrayBuffer>])).then(
    () => assert.unreachable(),
    (e) => assert.match(e.message, 'truncated or corrupt'),
  )
  const bad = q.slice()
  bad[23] = 40 // cluster_bits
  await probe(new Blob([bad as Uint8Array<ArrayBuffer>])).then(
    () => assert.unreachable(),
    (e) => assert.match(e.message, 'cluster size'),
  )
  const backing = q.slice()
  backing[15] = 200
  await probe(new Blob([backing as Uint8Array<ArrayBuffer>])).then(
    () => assert.unreachable(),
    (e) => assert.match(e.message, 'backing file'),
  )
})

test('a retryable failure is retried; a 400 fails at once', async () => {
  const file = new Blob([raw as Uint8Array<ArrayBuffer>])
  const p = await probe(file)
  const flaky = fakeDisk(roundUp(raw.length), (n) =>
    n === 1 || n === 2 ? { ok: false, status: 503, text: '', requestId: '' } : undefined,
  )
  const r = await runPipeline({
    file,
    format: p,
    contentSize: p.contentSize,
    blockSize: 512,
    write: flaky.write,
    sleep: async () => {},
  })
  assert.is(r.retries, 2)
  assert.is(r.sha256, sha256(raw))
  const bad = fakeDisk(roundUp(raw.length), () => ({ ok: false, status: 400, text: '{}', requestId: 'x' }))
  await runPipeline({
    file,
    format: p,
    contentSize: p.contentSize,
    blockSize: 512,
    write: bad.write,
    sleep: async () => {},
  }).then(
    () => assert.unreachable(),
    (e) => assert.is(e.result.status, 400),
  )
  assert.ok(bad.calls <= 4)
})

test('resume from a checkpoint sends only the rest and still hashes everything', async () => {
  const file = new Blob([raw as Uint8Array<ArrayBuffer>])
  const p = await probe(file)
  const first = fakeDisk(roundUp(raw.length))
  let checkpoint = 0
  const control = new Control()
  let n = 0
  const write = async (o: number, b: Uint8Array) => {
    // the image makes two writes (runs that meet at a chunk boundary go as one): cancel at the second
    if (++n === 2) control.cancel()
    return first.write(o, b)
  }
  await runPipeline({
    file,
    format: p,
    contentSize: p.contentSize,
    blockSize: 512,
    write,
    control,
    concurrency: 2,
    onCheckpoint: (s) => (checkpoint = s),
  }).then(
    () => assert.unreachable(),
    () => {},
  )
  assert.ok(checkpoint > 0)
  const r = await runPipeline({
    file,
    format: p,
    contentSize: p.contentSize,
    blockSize: 512,
    write: first.write,
    resumeFrom: checkpoint,
  })
  assert.is(r.sha256, sha256(raw))
  assert.ok(r.resumedFrom > 0)
  assert.ok(Buffer.from(first.bytes.subarray(0, raw.length)).equals(Buffer.from(raw)))
})

test('pause holds new writes until resume', async () => {
  const file = new Blob([raw as Uint8Array<ArrayBuffer>])
  const p = await probe(file)
  const disk = fakeDisk(roundUp(raw.length))
  const control = new Control()
  control.pause()
  let paused = false
  const run = runPipeline({
    file,
    format: p,
    contentSize: p.contentSize,
    blockSize: 512,
    write: disk.write,
    control,
    onProgress: (x) => (paused ||= x.paused),
  })
  // Paused is reported once the pipeline reached its first write and held it; a window shows no write goes out.
  await until(() => paused, { what: 'the pipeline reporting itself paused' })
  await holds(() => disk.calls === 0, { what: 'no write while paused', window: 100 })
  control.resume()
  assert.is((await run).sha256, sha256(raw))
})

test('the tuner climbs while faster and settles on the best level', () => {
  const t = new ConcurrencyTuner(4, 2, 16)
  const rate = (c: number) => (c <= 8 ? c * 100 : 800 - (c - 8) * 50)
  for (let i = 0; i < 20; i++) t.sample(rate(t.level))
  assert.ok(t.level >= 6 && t.level <= 10, `level ${t.level}`)
})

test('only the non-zero part of a chunk is sent; its zero blocks count as skipped', async () => {
  // chunk 0: 100 KiB of data then zeros; chunk 1: zeros then 8 KiB of data at its end
  const content = new Uint8Array(1024 * 1024)
  content.fill(9, 0, 100 * 1024)
  content.fill(5, 1024 * 1024 - 8192)
  const file = new Blob([content])
  const p = await probe(file)
  const sent: [number, number][] = []
  const disk = fakeDisk(content.length)
  const r = await runPipeline({
    file,
    format: p,
    contentSize: p.contentSize,
    blockSize: 4096,
    write: (o, b) => (sent.push([o, b.length]), disk.write(o, b)),
  })
  assert.equal(
    sent.sort((a, b) => a[0] - b[0]),
    [
      [0, 100 * 1024],
      [1024 * 1024 - 8192, 8192],
    ],
  )
  assert.is(r.written, 108 * 1024)
  assert.is(r.written + r.skipped, content.length)
  assert.ok(Buffer.from(disk.bytes).equals(Buffer.from(content)))
  assert.is(r.sha256, sha256(content))
})

test('runs that meet at a chunk boundary go as one write, never over the write size', async () => {
  const K = 1024
  const content = new Uint8Array(4 * 512 * K)
  content.fill(1, 256 * K, 768 * K) // chunk 0's second half and chunk 1's first half: one write
  content.fill(2, 1024 * K, 1536 * K) // chunk 2 whole: a full write, nothing to join
  content.fill(3, 1536 * K, 1536 * K + 8 * K) // chunk 3's head: would make chunk 2's write too big
  const file = new Blob([content])
  const p = await probe(file)
  const sent: [number, number][] = []
  const checkpoints: number[] = []
  const disk = fakeDisk(content.length)
  const r = await runPipeline({
    file,
    format: p,
    contentSize: p.contentSize,
    blockSize: 4096,
    write: (o, b) => (sent.push([o, b.length]), disk.write(o, b)),
    onCheckpoint: (seq) => checkpoints.push(seq),
  })
  assert.equal(
    sent.sort((a, b) => a[0] - b[0]),
    [
      [256 * K, 512 * K],
      [1024 * K, 512 * K],
      [1536 * K, 8 * K],
    ],
  )
  assert.is(r.requests, 3)
  assert.is(r.written, 1032 * K)
  assert.is(r.written + r.skipped, content.length)
  assert.ok(Buffer.from(disk.bytes).equals(Buffer.from(content)))
  assert.is(r.sha256, sha256(content))
  assert.is(checkpoints.at(-1), 4)
})

test('runs joined across a boundary that would pass the write size stay two writes', async () => {
  const K = 1024
  const content = new Uint8Array(2 * 512 * K)
  content.fill(7, 128 * K, 768 * K) // 384 KiB at chunk 0's end + 256 KiB at chunk 1's start
  const file = new Blob([content])
  const p = await probe(file)
  const sent: [number, number][] = []
  const disk = fakeDisk(content.length)
  await runPipeline({
    file,
    format: p,
    contentSize: p.contentSize,
    blockSize: 4096,
    write: (o, b) => (sent.push([o, b.length]), disk.write(o, b)),
  })
  assert.equal(
    sent.sort((a, b) => a[0] - b[0]),
    [
      [128 * K, 384 * K],
      [512 * K, 256 * K],
    ],
  )
  assert.ok(Buffer.from(disk.bytes).equals(Buffer.from(content)))
})

test('a joined write that fails for good fails the upload and checkpoints neither chunk', async () => {
  const K = 1024
  const content = new Uint8Array(2 * 512 * K)
  content.fill(4, 256 * K, 768 * K)
  const file = new Blob([content])
  const p = await probe(file)
  const checkpoints: number[] = []
  const disk = fakeDisk(content.length, () => ({ ok: false, status: 400, text: '{}', requestId: 'r' }))
  await runPipeline({
    file,
    format: p,
    contentSize: p.contentSize,
    blockSize: 4096,
    write: disk.write,
    onCheckpoint: (seq) => checkpoints.push(seq),
  }).then(
    () => assert.unreachable(),
    (e) => assert.is(e.result.status, 400),
  )
  assert.is(disk.calls, 1)
  assert.equal(checkpoints, [])
})

test('readAhead keeps the next read in progress and closes the source when the consumer stops', async () => {
  let started = 0
  let closed = false
  async function* source() {
    try {
      for (let i = 0; i < 10; i++) {
        started++
        await Promise.resolve()
        yield i
      }
    } finally {
      closed = true
    }
  }
  const seen: number[] = []
  for await (const v of readAhead(source(), 1)) {
    seen.push(v)
    assert.is(started, v + 2, 'one read ahead of the consumer')
    if (v === 4) break
  }
  assert.equal(seen, [0, 1, 2, 3, 4])
  assert.ok(closed)
})

test('with the SHA-256 on another thread the upload waits for it and gives the same digest', async () => {
  const file = new Blob([pack(raw, 'qcow2') as Uint8Array<ArrayBuffer>])
  const p = await probe(file)
  const disk = fakeDisk(roundUp(raw.length))
  let port: Port | null = null
  const r = await runPipeline({
    file,
    format: p,
    contentSize: p.contentSize,
    blockSize: 512,
    write: disk.write,
    hasher: () => {
      // a thread that answers a macrotask later, with a backlog of 256 KiB
      const handle = hasherThread((m: FromHasher) => setTimeout(() => port!.onmessage?.({ data: m } as MessageEvent)))
      port = { onmessage: null, postMessage: (m) => setTimeout(() => handle(m)), terminate: () => {} }
      return threadHasher(port, 256 * 1024)
    },
  })
  assert.is(r.sha256, sha256(raw))
})

test('progress held back by the rate limit is still reported when the writes stall', async () => {
  const content = new Uint8Array(randomBytes(8 * 512 * 1024))
  const file = new Blob([content])
  const p = await probe(file)
  const disk = fakeDisk(content.length)
  const held: (() => void)[] = []
  let stalled = true
  let last: Progress | undefined
  const run = runPipeline({
    file,
    format: p,
    contentSize: p.contentSize,
    blockSize: 4096,
    progressEveryMs: 20,
    // the clock stands still: every report after the first is held back by the rate limit
    now: () => 0,
    // three writes are answered at once, then the server stalls
    write: (o, b) =>
      disk.calls < 3 || !stalled
        ? disk.write(o, b).finally(() => acked++)
        : new Promise<void>((r) => held.push(r)).then(() => disk.write(o, b)),
    onProgress: (x) => (last = x),
  })
  let acked = 0
  await until(() => held.length > 0 && acked >= 3, { what: 'three writes answered, then the stall' })
  // Nothing is acknowledged meanwhile: only the 20 ms timer (in real time) can report the three writes.
  await until(() => last?.written === 3 * 512 * 1024, {
    what: () => `the held-back progress reported; last says ${last?.written} bytes written`,
  })
  stalled = false
  while (held.length) held.shift()!()
  const r = await run
  assert.is(r.sha256, sha256(content))
})

test.run()
