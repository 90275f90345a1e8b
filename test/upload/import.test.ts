import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { fakeDisk } from '../../test-support/fake-disk'
import { makeRaw, sha256 } from '../../test-support/images'
import { pipelineTransfer } from '../../test-support/pipeline-transfer'
import { holds, until } from '../../test-support/until'
import { diskSizeFor } from '../../web/upload/decode'
import {
  ImportCancelled,
  ImportStepError,
  SESSION_ENDED_NOTE,
  startImport,
  type Checkpoints,
  type ImportCalls,
  type ImportOptions,
} from '../../web/upload/import'
import type { WriteResult } from '../../web/upload/pipeline'
import type { Progress } from '../../web/upload/progress'
import { GiB, MiB } from '../../web/util/format'

// 5 MiB, 30% of its 256 KiB regions non-zero: several writes, and zero chunks that are skipped
const content = makeRaw(5 * MiB)
const file = new Blob([content])
// all data: one write per 512 KiB chunk, so a failure can come after the first checkpoints
const dense = makeRaw(5 * MiB, 0)

type Call = keyof ImportCalls | 'write'

/** Fake calls recording their names ('write' once per run of writes); `failAt` makes one reject. */
function fakeImport(
  failAt?: Call,
  opts: { image?: boolean; writeFails?: (n: number) => WriteResult | undefined } = {},
) {
  const calls: Call[] = []
  const record = (name: Call) => {
    if (name !== 'write' || calls[calls.length - 1] !== 'write') calls.push(name)
  }
  const step =
    (name: keyof ImportCalls, result: unknown = undefined) =>
    async () => {
      record(name)
      if (failAt === name) throw new Error(`${name} exploded`)
      return result
    }
  const finalized: unknown[] = []
  const disk = fakeDisk(content.length, opts.writeFails)
  const write = async (offset: number, data: Uint8Array) => {
    record('write')
    if (failAt === 'write') return { ok: false as const, status: 400, text: '', requestId: '' }
    return disk.write(offset, data)
  }
  const calls_: ImportCalls = {
    createDisk: step('createDisk', { id: 'disk-id' }) as ImportCalls['createDisk'],
    start: step('start'),
    stop: step('stop'),
    finalize: async (id, name) => {
      finalized.push([id, name])
      return step('finalize')()
    },
    deleteDisk: step('deleteDisk'),
    ...(opts.image ? { createImage: step('createImage') } : {}),
  }
  return { calls, finalized, disk, write, importCalls: calls_ }
}

const run = (f: ReturnType<typeof fakeImport>, o: Partial<ImportOptions> = {}) =>
  startImport({ calls: f.importCalls, transfer: pipelineTransfer(file, f.write), ...o })

const Import = suite('startImport')

Import('runs create, start, writes, stop, finalize, image in order; the disk holds the content', async () => {
  const f = fakeImport(undefined, { image: true })
  const steps: string[] = []
  const seen: Progress[] = []
  const r = await run(f, { snapshotName: 'snap', onStep: (s) => steps.push(s), onProgress: (p) => seen.push(p) }).done
  assert.equal(r, { diskId: 'disk-id', sha256: sha256(content) })
  assert.equal(f.calls, ['createDisk', 'start', 'write', 'stop', 'finalize', 'createImage'])
  assert.equal(f.finalized, [['disk-id', 'snap']])
  assert.equal(steps, ['create', 'start', 'write', 'stop', 'finalize', 'image'])
  assert.ok(Buffer.from(f.disk.bytes).equals(Buffer.from(content)))
  // progress only rises and ends at exactly the content's size
  assert.is(seen[0].done, 0)
  assert.is(seen[seen.length - 1].done, content.length)
  assert.is(seen[seen.length - 1].label, '100% (5 MiB of 5 MiB)')
  for (let i = 1; i < seen.length; i++) assert.ok(seen[i].done >= seen[i - 1].done)
})

const cases: [Call, string, Call[]][] = [
  ['createDisk', 'Create disk failed: createDisk exploded', ['createDisk']],
  ['start', 'Start import failed: start exploded', ['createDisk', 'start', 'finalize', 'deleteDisk']],
  [
    'write',
    'Upload data failed: Write failed with status 400',
    ['createDisk', 'start', 'write', 'stop', 'finalize', 'deleteDisk'],
  ],
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
    const f = fakeImport(failAt)
    const err = await run(f).done.catch((e) => e)
    assert.instance(err, ImportStepError)
    assert.is(err.message, message)
    assert.equal(f.calls, expected)
  })
}

Import('a failed image step keeps the finalized disk', async () => {
  const f = fakeImport('createImage', { image: true })
  const err = await run(f).done.catch((e) => e)
  assert.is(err.message, 'Create image failed: createImage exploded')
  assert.not.ok(f.calls.includes('deleteDisk'))
})

Import('cancelling mid-upload stops the import and deletes the disk', async () => {
  const f = fakeImport()
  let writes = 0
  const job = startImport({
    calls: f.importCalls,
    transfer: pipelineTransfer(file, (o, d) => {
      if (++writes === 2) job.cancel()
      return f.write(o, d)
    }),
  })
  const err = await job.done.catch((e) => e)
  assert.instance(err, ImportCancelled)
  assert.ok(writes < 5, `${writes} writes`)
  assert.equal(f.calls, ['createDisk', 'start', 'write', 'stop', 'finalize', 'deleteDisk'])
})

Import('a cancel while the disk is made deletes it and starts nothing', async () => {
  const f = fakeImport()
  const job = run(f)
  job.cancel()
  assert.instance(await job.done.catch((e) => e), ImportCancelled)
  assert.equal(f.calls, ['createDisk', 'finalize', 'deleteDisk'])
})

Import('cleanup finalizes without a snapshot before deleting (only detached disks can be deleted)', async () => {
  const f = fakeImport('write')
  await run(f, { snapshotName: 'snap' }).done.catch(() => undefined)
  assert.equal(f.finalized, [['disk-id', undefined]])
})

Import('a pause pressed before the writes start holds them until resume', async () => {
  const f = fakeImport()
  const job = run(f)
  job.pause()
  // Writes would follow the start at once: once it is there, a window shows none come while paused.
  await until(() => f.calls.includes('start'), { what: 'the import started' })
  await holds(() => (assert.equal(f.calls, ['createDisk', 'start']), true), {
    what: 'no write while paused',
    window: 100,
  })
  job.resume()
  assert.is((await job.done).sha256, sha256(content))
})

/** Checkpoints kept in memory, as the resume points are in localStorage. */
function memoryCheckpoints() {
  const saved = new Map<string, { seq: number; done: number }>()
  const checkpoints: Checkpoints = {
    save: (diskId, seq, done) => saved.set(diskId, { seq, done }),
    clear: (diskId) => saved.delete(diskId),
  }
  return { saved, checkpoints }
}

Import('an ended session keeps the disk importing and its checkpoint; resuming sends only the rest', async () => {
  const f = fakeImport(undefined, {
    writeFails: (n) => (n >= 3 ? { ok: false, status: 401, text: '', requestId: '' } : undefined),
  })
  const { saved, checkpoints } = memoryCheckpoints()
  const transfer = pipelineTransfer(new Blob([dense]), f.write, { concurrency: 2 })
  const err = await run(f, { checkpoints, transfer }).done.catch((e) => e)
  assert.is(err.message, `Upload data failed: Write failed with status 401. ${SESSION_ENDED_NOTE}`)
  assert.equal(f.calls, ['createDisk', 'start', 'write'])
  const point = saved.get('disk-id')
  assert.ok(point && point.seq > 0, 'a checkpoint past the start')

  // signed in again, the same file picked: no new disk, the first chunks not sent again
  const again = fakeImport()
  again.disk.bytes.set(f.disk.bytes)
  const offsets: number[] = []
  const r = await startImport({
    calls: again.importCalls,
    transfer: pipelineTransfer(new Blob([dense]), (o, d) => (offsets.push(o), again.write(o, d))),
    resume: { diskId: 'disk-id', ...point! },
    checkpoints,
  }).done
  assert.equal(again.calls, ['write', 'stop', 'finalize'])
  assert.ok(Math.min(...offsets) >= point!.seq * 512 * 1024, 'nothing below the checkpoint is sent again')
  assert.is(r.sha256, sha256(dense))
  assert.ok(Buffer.from(again.disk.bytes).equals(Buffer.from(dense)))
  assert.not.ok(saved.has('disk-id'), 'a finalized disk has no resume point')
})

Import('without checkpoints an ended session cleans up like any failure', async () => {
  const f = fakeImport(undefined, { writeFails: () => ({ ok: false, status: 401, text: '', requestId: '' }) })
  const err = await run(f).done.catch((e) => e)
  assert.is(err.message, 'Upload data failed: Write failed with status 401')
  assert.equal(f.calls, ['createDisk', 'start', 'write', 'stop', 'finalize', 'deleteDisk'])
})

Import('a failed import drops its resume point once the disk is deleted', async () => {
  const f = fakeImport('stop')
  const { saved, checkpoints } = memoryCheckpoints()
  await run(f, { checkpoints }).done.catch(() => undefined)
  assert.is(saved.size, 0)
})
Import.run()

const Size = suite('diskSizeFor')
Size('rounds up to whole GiB, at least 1 GiB', () => {
  assert.is(diskSizeFor(0), GiB)
  assert.is(diskSizeFor(5 * MiB), GiB)
  assert.is(diskSizeFor(GiB), GiB)
  assert.is(diskSizeFor(GiB + 1), 2 * GiB)
})
Size.run()
