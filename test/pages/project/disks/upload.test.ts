import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import {
  CHUNK_SIZE,
  type ImportSteps,
  UploadCancelled,
  UploadStepError,
  diskSizeForFile,
  importDisk,
  padToBlock,
  planChunks,
  toBase64,
  writeChunks,
} from '../../../../web/pages/project/disks/upload'
import { GiB, KiB, MiB } from '../../../../web/util/format'

/** A Blob of `size` bytes where byte i is i % 251, so misplaced chunks are detectable. */
function blobOf(size: number) {
  const bytes = new Uint8Array(size)
  for (let i = 0; i < size; i++) bytes[i] = i % 251
  return { bytes, blob: new Blob([bytes]) }
}

const fromBase64 = (s: string) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0))

const Plan = suite('planChunks')
Plan('splits into full chunks plus a shorter tail', () => {
  assert.equal(planChunks(10, 4), [
    { offset: 0, length: 4 },
    { offset: 4, length: 4 },
    { offset: 8, length: 2 },
  ])
})
Plan('an exact multiple has no tail; empty file has no chunks', () => {
  assert.is(planChunks(5 * MiB).length, 10)
  assert.ok(planChunks(5 * MiB).every((c) => c.length === CHUNK_SIZE))
  assert.equal(planChunks(0), [])
})
Plan('chunks cover the file exactly once, in order', () => {
  const chunks = planChunks(3 * MiB + 17)
  let next = 0
  for (const c of chunks) {
    assert.is(c.offset, next)
    next += c.length
  }
  assert.is(next, 3 * MiB + 17)
})
Plan('rejects a non-positive chunk size', () => {
  assert.throws(() => planChunks(10, 0))
})
Plan('default chunk size is a multiple of every block size', () => {
  for (const b of [512, 2048, 4096]) assert.is(CHUNK_SIZE % b, 0)
})
Plan.run()

const Size = suite('diskSizeForFile')
Size('rounds up to whole GiB, at least 1 GiB', () => {
  assert.is(diskSizeForFile(0), GiB)
  assert.is(diskSizeForFile(5 * MiB), GiB)
  assert.is(diskSizeForFile(GiB), GiB)
  assert.is(diskSizeForFile(GiB + 1), 2 * GiB)
})
Size.run()

const Encode = suite('padToBlock and toBase64')
Encode('pads the tail with zeros to a block multiple', () => {
  const out = padToBlock(new Uint8Array([1, 2, 3]), 512)
  assert.is(out.length, 512)
  assert.equal([...out.slice(0, 4)], [1, 2, 3, 0])
  const aligned = new Uint8Array(1024)
  assert.is(padToBlock(aligned, 512), aligned)
})
Encode('base64 round-trips a 512 KiB chunk', () => {
  const { bytes } = blobOf(512 * KiB)
  assert.equal(fromBase64(toBase64(bytes)), bytes)
})
Encode.run()

const Write = suite('writeChunks')
Write('writes every byte at its offset, progress only rises and ends at the size', async () => {
  const size = 2 * MiB + 1000
  const { bytes, blob } = blobOf(size)
  const disk = new Uint8Array(3 * MiB)
  const seen: number[] = []
  await writeChunks({
    file: blob,
    blockSize: 512,
    write: async (offset, data) => {
      await new Promise((r) => setTimeout(r, Math.random() * 3))
      disk.set(fromBase64(data), offset)
    },
    onProgress: (p) => seen.push(p.sent),
  })
  assert.equal(disk.slice(0, size), bytes)
  assert.is(seen[0], 0)
  assert.is(seen[seen.length - 1], size)
  for (let i = 1; i < seen.length; i++) assert.ok(seen[i] > seen[i - 1])
})
Write('skips all-zero chunks but still counts them as sent', async () => {
  const bytes = new Uint8Array(4096)
  bytes[3000] = 7
  const offsets: number[] = []
  let last = 0
  await writeChunks({
    file: new Blob([bytes]),
    blockSize: 512,
    chunkSize: 1024,
    write: async (o) => void offsets.push(o),
    onProgress: (p) => (last = p.sent),
  })
  assert.equal(offsets, [2048])
  assert.is(last, 4096)
})
Write('never has more than `concurrency` writes in flight', async () => {
  const { blob } = blobOf(10 * 1024)
  let inFlight = 0
  let max = 0
  await writeChunks({
    file: blob,
    blockSize: 512,
    chunkSize: 1024,
    concurrency: 3,
    write: async () => {
      max = Math.max(max, ++inFlight)
      await new Promise((r) => setTimeout(r, 2))
      inFlight--
    },
  })
  assert.is(max, 3)
})
Write('a failed write rejects after the other writes have settled', async () => {
  const { blob } = blobOf(8 * 1024)
  let inFlight = 0
  const err = await writeChunks({
    file: blob,
    blockSize: 512,
    chunkSize: 1024,
    concurrency: 2,
    write: async (offset) => {
      inFlight++
      await new Promise((r) => setTimeout(r, 2))
      inFlight--
      if (offset === 2048) throw new Error('boom')
    },
  }).catch((e) => e)
  assert.is(err.message, 'boom')
  assert.is(inFlight, 0)
})
Write.run()

/** Fake steps recording the calls; `failAt` makes one step reject. */
function fakeSteps(failAt?: keyof ImportSteps, opts: { image?: boolean } = {}) {
  const calls: string[] = []
  const step =
    (name: keyof ImportSteps, result: unknown = undefined) =>
    async (...args: unknown[]) => {
      if (name !== 'write' || calls[calls.length - 1] !== 'write') calls.push(name)
      if (failAt === name) throw new Error(`${name} exploded`)
      void args
      return result
    }
  const steps: ImportSteps = {
    createDisk: step('createDisk', { id: 'disk-id' }) as ImportSteps['createDisk'],
    start: step('start'),
    write: step('write'),
    stop: step('stop'),
    finalize: step('finalize'),
    deleteDisk: step('deleteDisk'),
    ...(opts.image ? { createImage: step('createImage') } : {}),
  }
  return { steps, calls }
}

const Import = suite('importDisk')
const file = blobOf(5 * MiB).blob

Import('runs create, start, writes, stop, finalize, image in order', async () => {
  const { steps, calls } = fakeSteps(undefined, { image: true })
  const finalizeArgs: unknown[] = []
  const finalize = steps.finalize
  steps.finalize = (id, name) => (finalizeArgs.push(id, name), finalize(id, name))
  const stepsSeen: string[] = []
  const r = await importDisk({ file, blockSize: 512, steps, snapshotName: 'snap', onStep: (s) => stepsSeen.push(s) })
  assert.equal(r, { diskId: 'disk-id' })
  assert.equal(calls, ['createDisk', 'start', 'write', 'stop', 'finalize', 'createImage'])
  assert.equal(finalizeArgs, ['disk-id', 'snap'])
  assert.equal(stepsSeen, ['create', 'start', 'write', 'stop', 'finalize', 'image'])
})

const cases: [keyof ImportSteps, string, string[]][] = [
  ['createDisk', 'Create disk failed: createDisk exploded', ['createDisk']],
  ['start', 'Start import failed: start exploded', ['createDisk', 'start', 'finalize', 'deleteDisk']],
  ['write', 'Upload data failed: write exploded', ['createDisk', 'start', 'write', 'stop', 'finalize', 'deleteDisk']],
  [
    'stop',
    'Stop import failed: stop exploded',
    ['createDisk', 'start', 'write', 'stop', 'stop', 'finalize', 'deleteDisk'],
  ],
  [
    'finalize',
    'Finalize disk failed: finalize exploded',
    ['createDisk', 'start', 'write', 'stop', 'finalize', 'finalize', 'deleteDisk'],
  ],
]
for (const [failAt, message, expected] of cases) {
  Import(`a failure in ${failAt} cleans up and names the step`, async () => {
    const { steps, calls } = fakeSteps(failAt)
    const err = await importDisk({ file, blockSize: 512, steps }).catch((e) => e)
    assert.instance(err, UploadStepError)
    assert.is(err.message, message)
    assert.equal(calls, expected)
  })
}

Import('a failed image step keeps the finalized disk', async () => {
  const { steps, calls } = fakeSteps('createImage', { image: true })
  const err = await importDisk({ file, blockSize: 512, steps }).catch((e) => e)
  assert.is(err.message, 'Create image failed: createImage exploded')
  assert.not.ok(calls.includes('deleteDisk'))
})

Import('cancelling mid-upload stops the import and deletes the disk', async () => {
  const { steps, calls } = fakeSteps()
  const controller = new AbortController()
  let writes = 0
  const write = steps.write
  steps.write = async (...a) => {
    if (++writes === 3) controller.abort()
    return write(...a)
  }
  const err = await importDisk({ file, blockSize: 512, steps, signal: controller.signal, concurrency: 1 }).catch(
    (e) => e,
  )
  assert.instance(err, UploadCancelled)
  assert.is(writes, 3)
  assert.equal(calls, ['createDisk', 'start', 'write', 'stop', 'finalize', 'deleteDisk'])
})

Import('cleanup finalizes without a snapshot before deleting (only detached disks can be deleted)', async () => {
  const { steps } = fakeSteps('write')
  const finalizeArgs: unknown[] = []
  steps.finalize = async (id, name) => void finalizeArgs.push([id, name])
  await importDisk({ file, blockSize: 512, steps, snapshotName: 'snap' }).catch(() => undefined)
  assert.equal(finalizeArgs, [['disk-id', undefined]])
})
Import.run()
