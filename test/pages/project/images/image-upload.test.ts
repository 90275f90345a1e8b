import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import {
  FILE_EMPTY,
  FILE_REQUIRED,
  ImageUploadError,
  imageUploadDefaults,
  tempNames,
  uploadImage,
  validateImageUpload,
  type ImageUploadSteps,
} from '../../../../web/pages/project/images/image-upload'

const file = new Blob([new Uint8Array(4096).fill(7)])
const random = () => 0

/** Fake steps recording calls; `fail` makes one step reject. */
function fakes(fail?: keyof ImageUploadSteps, failCleanup?: 'deleteDisk' | 'deleteSnapshot') {
  const calls: string[] = []
  const step =
    <A extends unknown[], R>(name: keyof ImageUploadSteps, out: R) =>
    async (...args: A) => {
      calls.push(name === 'write' ? 'write' : `${name}(${args.filter((a) => typeof a === 'string').join(',')})`)
      if (name === fail || name === failCleanup) throw new Error(`${name} broke`)
      return out
    }
  const steps: ImageUploadSteps = {
    createDisk: step('createDisk', { id: 'disk-id' }),
    start: step('start', undefined),
    write: step('write', undefined),
    stop: step('stop', undefined),
    finalize: step('finalize', undefined),
    deleteDisk: step('deleteDisk', undefined),
    createImage: step('createImage', { name: 'alpine' }),
    deleteSnapshot: step('deleteSnapshot', undefined),
  }
  return { calls, steps }
}

const run = (steps: ImageUploadSteps) =>
  uploadImage({ file, blockSize: 512, imageName: 'alpine', steps, random, chunkSize: 4096 })
const t = tempNames('alpine', random)

const Upload = suite('uploadImage')

Upload(
  'imports into a temporary disk, finalizes a temporary snapshot, makes the image, then removes both',
  async () => {
    const { calls, steps } = fakes()
    assert.equal(await run(steps), { image: 'alpine' })
    assert.equal(calls, [
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
  const { calls, steps } = fakes('createImage')
  const e = await run(steps).catch((e) => e)
  assert.instance(e, ImageUploadError)
  assert.is(e.message, 'Create image failed: createImage broke. The temporary disk and snapshot were removed.')
  assert.equal(calls.slice(-2), [`deleteSnapshot(${t.snapshot})`, 'deleteDisk(disk-id)'])
})

Upload('a failed write names the step; the import deletes the disk', async () => {
  const { calls, steps } = fakes('write')
  const e = await run(steps).catch((e) => e)
  assert.is(e.message, 'Upload data failed: write broke. The temporary disk was removed.')
  assert.ok(calls.includes('deleteDisk(disk-id)'))
  assert.not.ok(calls.some((c) => c.startsWith('createImage')))
})

Upload('a clean-up that fails after the image exists names what is left', async () => {
  const { steps } = fakes(undefined, 'deleteDisk')
  const e = await run(steps).catch((e) => e)
  assert.is(
    e.message,
    `Image alpine was created, but the temporary disk ${t.disk} could not be removed; delete it by hand.`,
  )
})

Upload.run()

const Validate = suite('validateImageUpload')
Validate('name, OS, version and a non-empty file are required', () => {
  const { errors, ok } = validateImageUpload(imageUploadDefaults, null)
  assert.not.ok(ok)
  assert.equal(errors, {
    name: 'Name is required',
    os: 'OS is required',
    version: 'Version is required',
    file: FILE_REQUIRED,
  })
  assert.is(
    validateImageUpload({ ...imageUploadDefaults, name: 'a', os: 'x', version: '1' }, { size: 0 }).errors.file,
    FILE_EMPTY,
  )
  assert.ok(validateImageUpload({ ...imageUploadDefaults, name: 'a', os: 'x', version: '1' }, { size: 1 }).ok)
})
Validate.run()
