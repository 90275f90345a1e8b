import { execFileSync } from 'node:child_process'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { fakeDisk } from '../../test-support/fake-disk'
import { makeRaw, sha256 } from '../../test-support/images'
import { probe } from '../../web/upload/decode'
import { runPipeline } from '../../web/upload/pipeline'
import { crc32, groupsOf, parallelXz, xzIndex } from '../../web/upload/xzblocks'
import { decodeByStream, decodeXz, xzStream } from '../../web/upload/xzdirect'
import { decoderThread, threadXz, type DecoderPort, type FromDecoder, type RemoteXz } from '../../web/upload/xzthread'

const raw = makeRaw(3 * 1024 * 1024 + 4096 + 100)
const xz = (flags: string[]) =>
  new Uint8Array(execFileSync('xz', ['-q', '-0', '-c', ...flags], { input: raw, maxBuffer: 1 << 26 }))
/** Independent blocks of 256 KiB, as `xz -T0` writes (with bigger blocks). */
const multi = xz(['-T2', '--block-size=262144'])
/** One block, as a single-threaded xz writes. */
const single = xz(['-T1'])

/** This thread as a decoder, beside a "thread" (only the tests decode groups on the upload worker). */
const localXz: RemoteXz = { decode: decodeXz, stream: xzStream, close: () => undefined }

/** The decoder thread, in process: messages go through the same protocol as in the browser. */
function inProcess(): RemoteXz & { calls: number; streams: number; closed: boolean } {
  const port: DecoderPort = {
    onmessage: null,
    postMessage: (m) => void handle(m),
    terminate: () => void (state.closed = true),
  }
  const handle = decoderThread((m: FromDecoder) => port.onmessage?.({ data: m } as MessageEvent<FromDecoder>))
  const remote = threadXz(port)
  const state = {
    calls: 0,
    closed: false,
    streams: 0,
    decode: (s: Uint8Array, n: number) => (state.calls++, remote.decode(s, n)),
    stream: (input: ReadableStream<Uint8Array>) => (state.streams++, remote.stream(input)),
    close: () => remote.close(),
  }
  return state
}

async function readAll(s: ReadableStream<Uint8Array>) {
  const parts: Uint8Array[] = []
  const r = s.getReader()
  for (;;) {
    const { done, value } = await r.read()
    if (done) return Buffer.concat(parts)
    parts.push(value)
  }
}

test('crc32 of the check string', () => {
  assert.is(crc32(new TextEncoder().encode('123456789')), 0xcbf43926)
})

test('the index lists every block with its sizes', async () => {
  const streams = await xzIndex(new Blob([multi as Uint8Array<ArrayBuffer>]))
  assert.is(streams.length, 1)
  assert.is(streams[0].blocks.length, Math.ceil(raw.length / 262144))
  assert.is(
    streams[0].blocks.reduce((n, b) => n + b.uncompressed, 0),
    raw.length,
  )
  assert.is((await xzIndex(new Blob([single as Uint8Array<ArrayBuffer>])))[0].blocks.length, 1)
})

test('groups are runs of consecutive blocks up to the target size', async () => {
  const streams = await xzIndex(new Blob([multi as Uint8Array<ArrayBuffer>]))
  const groups = groupsOf(streams, 1 << 20)
  assert.is(groups.length, 4)
  assert.is(groups[0].blocks.length, 4)
  assert.is(groups[1].from, groups[0].to)
})

test('blocks decoded on two threads by turns come out in order, byte for byte', async () => {
  const file = new Blob([multi as Uint8Array<ArrayBuffer>])
  const remote = inProcess()
  const out = await readAll(parallelXz(file, await xzIndex(file), [localXz, remote], 3, 512 * 1024))
  assert.ok(out.equals(Buffer.from(raw)))
  assert.is(remote.calls, 3) // 7 groups of 512 KiB (the last 4196 bytes): odd ones remote
  assert.ok(remote.closed, 'the decoder thread is ended')
})

test('two decoder threads take the groups by turns and are both ended', async () => {
  const file = new Blob([multi as Uint8Array<ArrayBuffer>])
  const [a, b] = [inProcess(), inProcess()]
  const out = await readAll(parallelXz(file, await xzIndex(file), [a, b], 3, 512 * 1024))
  assert.ok(out.equals(Buffer.from(raw)))
  assert.equal([a.calls, b.calls], [4, 3])
  assert.ok(a.closed && b.closed)
})

test('concatenated streams decode too', async () => {
  const both = new Blob([multi as Uint8Array<ArrayBuffer>, multi as Uint8Array<ArrayBuffer>])
  const out = await readAll(parallelXz(both, await xzIndex(both), [localXz, inProcess()], 2, 1 << 20))
  assert.ok(out.equals(Buffer.concat([raw, raw])))
})

test('the pipeline decodes a multi-block xz on two decoder threads, a single-block one as a stream on one', async () => {
  for (const [bytes, threads] of [
    [multi, 2],
    [single, 1],
  ] as const) {
    const file = new Blob([bytes as Uint8Array<ArrayBuffer>])
    const p = await probe(file)
    const disk = fakeDisk(Math.ceil(raw.length / 4096) * 4096)
    let spawned = 0
    let remote: ReturnType<typeof inProcess> | undefined
    const r = await runPipeline({
      file,
      format: p,
      contentSize: p.contentSize,
      blockSize: 512,
      write: disk.write,
      xzThread: () => {
        spawned++
        return (remote = inProcess())
      },
    })
    assert.is(spawned, threads)
    // 3 MiB, under one 4 MiB run: still split in two, so each decoder thread takes a half
    if (threads === 2) assert.is(remote?.calls, 1)
    else assert.equal([remote?.calls, remote?.streams], [0, 1])
    assert.ok(remote?.closed, 'the decoder thread is ended')
    assert.ok(Buffer.from(disk.bytes.subarray(0, raw.length)).equals(Buffer.from(raw)))
    assert.is(r.sha256, sha256(raw))
  }
})

test('a corrupt block is refused with the reason, from either thread', async () => {
  const streams = await xzIndex(new Blob([multi as Uint8Array<ArrayBuffer>]))
  for (const b of [streams[0].blocks[2], streams[0].blocks[7]]) {
    const bad = multi.slice()
    bad[b.offset + Math.floor(b.unpadded / 2)] ^= 0xff
    const file = new Blob([bad as Uint8Array<ArrayBuffer>])
    const p = await probe(file).catch(() => ({ container: 'raw' as const, compression: 'xz' as const }))
    try {
      await runPipeline({
        file,
        format: p,
        contentSize: raw.length,
        blockSize: 512,
        write: fakeDisk(Math.ceil(raw.length / 4096) * 4096).write,
        xzThread: inProcess,
      })
      assert.unreachable('a corrupt block was accepted')
    } catch (e) {
      assert.match((e as Error).message, 'xz data is truncated or corrupt')
    }
  }
})

test("the direct decoder gives what the library's stream gives, and refuses a cut stream", async () => {
  const direct = await decodeXz(single.slice(), raw.length)
  const byStream = await decodeByStream(single.slice(), raw.length)
  assert.ok(Buffer.from(direct).equals(Buffer.from(byStream)))
  assert.ok(Buffer.from(direct).equals(Buffer.from(raw)))
  for (const cut of [single.length - 1, single.length - 40, Math.floor(single.length / 2)]) {
    await decodeXz(single.slice(0, cut), raw.length).then(
      () => assert.unreachable(`a stream cut at ${cut} was accepted`),
      (e: Error) => assert.match(e.message, /truncated or corrupt|xz decoding failed/),
    )
  }
})

test('the decoder itself names an option it does not know (the backstop behind the probe)', async () => {
  const sha = new Uint8Array(
    execFileSync('xz', ['-q', '-0', '-T1', '--check=sha256', '-c'], { input: raw.subarray(0, 4096) }),
  )
  await decodeXz(sha, 4096).then(
    () => assert.unreachable('a SHA-256 check was decoded'),
    (e: Error) => assert.match(e.message, 'uses a filter or an integrity check the xz decoder does not support'),
  )
})

test.run()
