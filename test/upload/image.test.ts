import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { fakeDisk } from '../../test-support/fake-disk'
import { pipelineTransfer } from '../../test-support/pipeline-transfer'
import { ImageUploadError, startImageUpload, tempNames, type ImageUploadCalls } from '../../web/upload/image'
import { ImportCancelled } from '../../web/upload/import'

const file = new Blob([new Uint8Array(4096).fill(7)])
const random = () => 0

type Name = keyof ImageUploadCalls | 'write'

/** Fake calls recording what they were given; `fail` makes one reject (a write: with a 400). */
function fakes(fail?: Name, failCleanup?: 'deleteDisk' | 'deleteSnapshot') {
  const calls: string[] = []
  const step =
    <A extends unknown[], R>(name: keyof ImageUploadCalls, out: R) =>
    async (...args: A) => {
      calls.push(`${name}(${args.filter((a) => typeof a === 'string').join(',')})`)
      if (name === fail || name === failCleanup) throw new Error(`${name} broke`)
      return out
    }
  const disk = fakeDisk(4096)
  const write = async (offset: number, data: Uint8Array) => {
    if (calls[calls.length - 1] !== 'write') calls.push('write')
    return fail === 'write' ? { ok: false as const, status: 400, text: '', requestId: '' } : disk.write(offset, data)
  }
  const imageCalls: ImageUploadCalls = {
    createDisk: step('createDisk', { id: 'disk-id' }),
    start: step('start', undefined),
    stop: step('stop', undefined),
    finalize: step('finalize', undefined),
    deleteDisk: step('deleteDisk', undefined),
    createImage: step('createImage', { name: 'alpine' }),
    deleteSnapshot: step('deleteSnapshot', undefined),
  }
  return { calls, imageCalls, disk, write }
}

const start = (f: ReturnType<typeof fakes>) =>
  startImageUpload({ imageName: 'alpine', calls: f.imageCalls, transfer: pipelineTransfer(file, f.write), random })
const run = (f: ReturnType<typeof fakes>) => start(f).done
const t = tempNames('alpine', random)

const Upload = suite('startImageUpload')

Upload(
  'imports into a temporary disk, finalizes a temporary snapshot, makes the image, then removes both',
  async () => {
    const f = fakes()
    assert.equal(await run(f), { image: 'alpine' })
    assert.ok(
      f.disk.bytes.every((b) => b === 7),
      'the file is on the temporary disk',
    )
    assert.equal(f.calls, [
      `createDisk(${t.disk})`,
      'start(disk-id)',
      'write',
      'stop(disk-id)',
      `finalize(disk-id,${t.snapshot})`,
      `createImage(${t.snapshot})`,
      `deleteSnapshot(${t.snapshot})`,
      'deleteDisk(disk-id)',
    ])
  },
)

Upload('a failed image step removes the snapshot and the disk and says so', async () => {
  const f = fakes('createImage')
  const e = await run(f).catch((e) => e)
  assert.instance(e, ImageUploadError)
  assert.is(e.message, 'Create image failed: createImage broke. The temporary disk and snapshot were removed.')
  assert.equal(f.calls.slice(-2), [`deleteSnapshot(${t.snapshot})`, 'deleteDisk(disk-id)'])
})

Upload('a failed write names the step; the import deletes the disk', async () => {
  const f = fakes('write')
  const e = await run(f).catch((e) => e)
  assert.is(e.message, 'Upload data failed: Write failed with status 400. The temporary disk was removed.')
  assert.ok(f.calls.includes('deleteDisk(disk-id)'))
  assert.not.ok(f.calls.some((c) => c.startsWith('createImage')))
})

Upload('a clean-up that fails after the image exists names what is left', async () => {
  const e = await run(fakes(undefined, 'deleteDisk')).catch((e) => e)
  assert.is(
    e.message,
    `Image alpine was created, but the temporary disk ${t.disk} could not be removed; delete it by hand.`,
  )
})

Upload('a cancel removes the temporary disk and makes no image', async () => {
  const f = fakes()
  const job = start(f)
  job.cancel()
  assert.instance(await job.done.catch((e) => e), ImportCancelled)
  assert.equal(f.calls, [`createDisk(${t.disk})`, 'finalize(disk-id)', 'deleteDisk(disk-id)'])
})

Upload.run()
