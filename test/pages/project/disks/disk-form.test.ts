import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import {
  diskCreateBody,
  diskDefaults,
  diskFormErrors,
  onlyWaitingForFile,
  validateDiskForm,
  type UploadCheck,
  type DiskFormValues,
} from '../../../../web/pages/project/disks/disk-form'
import { GiB, MiB } from '../../../../web/util/format'

const v = (patch: Partial<DiskFormValues>): DiskFormValues => ({ ...diskDefaults, name: 'data', ...patch })
const fileOf = (size: number) => ({ size }) as File

const Validate = suite('validateDiskForm')

Validate('a named blank disk of 10 GiB is valid', () => {
  assert.equal(validateDiskForm(v({}), null, {}), {})
})
Validate('name is required and checked (the rules: validation)', () => {
  assert.equal(validateDiskForm(v({ name: '' }), null, {}), { name: 'Name is required' })
  assert.equal(validateDiskForm(v({ name: 'Data' }), null, {}), { name: 'Must start with a lowercase letter' })
})
Validate('size is a whole number of GiB, at least 1', () => {
  assert.is(validateDiskForm(v({ sizeGiB: '' }), null, {}).sizeGiB, 'Size is required')
  for (const s of ['0', '1.5', '-2', 'x'])
    assert.is(validateDiskForm(v({ sizeGiB: s }), null, {}).sizeGiB, 'Size must be a whole number of GiB, at least 1')
})
Validate('a disk from a snapshot or image must be at least as big as its source', () => {
  assert.is(
    validateDiskForm(v({ source: 'snapshot', snapshotId: 's', sizeGiB: '10' }), null, { snapshot: 50 * GiB }).sizeGiB,
    'Must be at least 50 GiB (the size of the snapshot)',
  )
  assert.is(
    validateDiskForm(v({ source: 'image', imageId: 'i', sizeGiB: '4' }), null, { image: 4 * GiB }).sizeGiB,
    undefined,
  )
  assert.is(
    validateDiskForm(v({ source: 'image', imageId: 'i', sizeGiB: '3' }), null, { image: 3.5 * GiB }).sizeGiB,
    'Must be at least 4 GiB (the size of the image)',
  )
})
Validate('snapshot and image sources need a pick', () => {
  assert.is(validateDiskForm(v({ source: 'snapshot' }), null, {}).snapshotId, 'Snapshot is required')
  assert.is(validateDiskForm(v({ source: 'image' }), null, {}).imageId, 'Image is required')
})
Validate('upload needs a file; size is not asked', () => {
  assert.equal(validateDiskForm(v({ source: 'upload', sizeGiB: '' }), null, {}), { file: 'Image file is required' })
  assert.equal(validateDiskForm(v({ source: 'upload', sizeGiB: '' }), fileOf(5 * MiB), {}), {})
})
Validate('making an image needs a snapshot name, image name, OS and version', () => {
  assert.equal(validateDiskForm(v({ source: 'upload', createImage: true }), fileOf(MiB), {}), {
    snapshotName: 'Snapshot name is required',
    imageName: 'Image name is required',
    imageOs: 'OS is required',
    imageVersion: 'Version is required',
  })
  assert.equal(
    validateDiskForm(
      v({
        source: 'upload',
        createImage: true,
        snapshotName: 's1',
        imageName: 'img',
        imageOs: 'debian',
        imageVersion: '12',
      }),
      fileOf(MiB),
      {},
    ),
    {},
  )
})
Validate('an optional snapshot name is still checked when given', () => {
  assert.is(
    validateDiskForm(v({ source: 'upload', snapshotName: 'Bad' }), fileOf(MiB), {}).snapshotName,
    'Must start with a lowercase letter',
  )
})
const up = (probe: UploadCheck['probe'], over: Partial<UploadCheck> = {}): UploadCheck => ({
  probe,
  waiting: false,
  resuming: false,
  ...over,
})

Validate("an upload: what reading the file found is the file field's message; a resumed import keeps its name", () => {
  const upload = v({ source: 'upload' })
  const file = fileOf(8 * MiB)
  assert.equal(diskFormErrors(upload, file, {}, up({ status: 'ok', probe: {} as never })), {})
  assert.equal(diskFormErrors(upload, file, {}, up({ status: 'refused', message: 'qcow2 with a backing file' })), {
    file: 'qcow2 with a backing file',
  })
  assert.equal(diskFormErrors(upload, file, {}, up({ status: 'probing' })), {
    file: 'Still reading the file: wait for its format and size',
  })
  assert.equal(diskFormErrors(upload, file, {}, up({ status: 'probing' }, { waiting: true })), {
    file: 'Still reading the file: the upload starts once its format and size are known',
  })
  assert.equal(diskFormErrors({ ...upload, name: '' }, file, {}, up({ status: 'none' }, { resuming: true })), {})
  // not an upload: the probe plays no part
  assert.equal(diskFormErrors(v({}), file, {}, up({ status: 'refused', message: 'x' })), {})
})

Validate('a submit waits for the file only when nothing else needs fixing', () => {
  const probing = up({ status: 'probing' })
  assert.ok(onlyWaitingForFile({ file: 'Still reading' }, probing))
  assert.not.ok(onlyWaitingForFile({ file: 'Still reading', name: 'Name is required' }, probing))
  assert.not.ok(onlyWaitingForFile({ file: 'refused' }, up({ status: 'refused', message: 'refused' })))
})

Validate.run()

const Body = suite('diskCreateBody')
Body('blank: GiB to bytes, block size from the select', () => {
  assert.equal(diskCreateBody(v({ name: ' data ', description: 'd', sizeGiB: '2', blockSize: '512' }), null), {
    name: 'data',
    description: 'd',
    size: 2 * GiB,
    diskBackend: { type: 'distributed', diskSource: { type: 'blank', blockSize: 512 } },
  })
})
Body('snapshot and image sources carry the id', () => {
  assert.equal(diskCreateBody(v({ source: 'snapshot', snapshotId: 'sid' }), null).diskBackend, {
    type: 'distributed',
    diskSource: { type: 'snapshot', snapshotId: 'sid' },
  })
  assert.equal(diskCreateBody(v({ source: 'image', imageId: 'iid' }), null).diskBackend, {
    type: 'distributed',
    diskSource: { type: 'image', imageId: 'iid' },
  })
})
Body('upload: importing_blocks, sized from the file in whole GiB', () => {
  const body = diskCreateBody(v({ source: 'upload', blockSize: '4096', sizeGiB: '99' }), fileOf(GiB + 1))
  assert.is(body.size, 2 * GiB)
  assert.equal(body.diskBackend, { type: 'distributed', diskSource: { type: 'importing_blocks', blockSize: 4096 } })
})
Body('local: no source, sized from the GiB field, whatever source was picked before choosing Local', () => {
  for (const source of ['blank', 'snapshot', 'image', 'upload'] as const)
    assert.equal(diskCreateBody(v({ backend: 'local', source, sizeGiB: '3' }), fileOf(GiB)), {
      name: 'data',
      description: '',
      size: 3 * GiB,
      diskBackend: { type: 'local' },
    })
})
Body('local: only name and size are checked', () => {
  assert.equal(validateDiskForm(v({ backend: 'local', source: 'image', imageId: '' }), null, {}), {})
  assert.equal(validateDiskForm(v({ backend: 'local', source: 'upload', sizeGiB: '' }), null, {}), {
    sizeGiB: 'Size is required',
  })
})
Body.run()
