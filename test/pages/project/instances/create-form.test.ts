import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import {
  createDefaults,
  encodeUserData,
  HOSTNAME_INVALID,
  minBootDiskGiB,
  toCreateBody,
  USER_DATA_TOO_LONG,
  validateCreate,
  validateHostname,
  type CreateValues,
} from '../../../../web/pages/project/instances/create-form'
import { GiB } from '../../../../web/util/format'

const image = { id: '11111111-1111-4111-8111-111111111111', name: 'debian-12', size: 2.5 * GiB }
const valid: CreateValues = { ...createDefaults, name: 'web-9', imageId: image.id }

const Validate = suite('validateCreate')

Validate('the defaults plus a name and an image are valid', () => {
  assert.equal(validateCreate(valid, { image }), {})
})

Validate("an empty name is 'Name is required' (SPEC §5)", () => {
  assert.is(validateCreate({ ...valid, name: '' }, { image }).name, 'Name is required')
})

Validate('names follow the name rules', () => {
  assert.is(validateCreate({ ...valid, name: 'Web' }, { image }).name, 'Must start with a lowercase letter')
  assert.is(validateCreate({ ...valid, name: 'web-' }, { image }).name, 'Must end with a letter or number')
})

Validate("no image is 'Image is required'; an existing-disk boot needs 'Boot disk is required'", () => {
  assert.is(validateCreate({ ...valid, imageId: '' }, {}).imageId, 'Image is required')
  assert.is(validateCreate({ ...valid, bootSource: 'disk' }, {}).bootDiskName, 'Boot disk is required')
  assert.equal(validateCreate({ ...valid, bootSource: 'disk', bootDiskName: 'disk-2' }, {}), {})
})

Validate('the boot disk cannot be smaller than the image, nor above 1023 GiB', () => {
  assert.is(validateCreate({ ...valid, bootDiskSizeGiB: '2' }, { image }).bootDiskSizeGiB, 'Disk size must be at least 3 GiB')
  assert.is(validateCreate({ ...valid, bootDiskSizeGiB: '1024' }, { image }).bootDiskSizeGiB, 'Disk size can be at most 1023 GiB')
  assert.is(validateCreate({ ...valid, bootDiskSizeGiB: '3' }, { image }).bootDiskSizeGiB, undefined)
})

Validate('custom sizing is checked only when chosen', () => {
  const custom = { ...valid, sizing: 'custom' }
  assert.equal(validateCreate(custom, { image }), { customCpus: 'CPUs is required', customMemoryGiB: 'Memory is required' })
  assert.equal(validateCreate({ ...custom, customCpus: '65', customMemoryGiB: '0' }, { image }), {
    customCpus: 'CPUs can be at most 64',
    customMemoryGiB: 'Memory must be at least 1 GiB',
  })
  assert.equal(validateCreate({ ...valid, customCpus: 'x' }, { image }), {})
})

Validate('user data is at most 32 KiB', () => {
  assert.is(validateCreate({ ...valid, userData: 'x'.repeat(32 * 1024 + 1) }, { image }).userData, USER_DATA_TOO_LONG)
  assert.is(validateCreate({ ...valid, userData: 'x'.repeat(32 * 1024) }, { image }).userData, undefined)
})

Validate.run()

const Hostname = suite('validateHostname')
Hostname('empty is fine (defaults to the name); labels may not start or end with a dash', () => {
  assert.is(validateHostname(''), undefined)
  assert.is(validateHostname('db-1.example.com'), undefined)
  assert.is(validateHostname('-db'), HOSTNAME_INVALID)
  assert.is(validateHostname('db-.x'), HOSTNAME_INVALID)
  assert.is(validateHostname('a_b'), HOSTNAME_INVALID)
})
Hostname.run()

const Body = suite('toCreateBody')
const keys = { sshKeyIds: ['k1', 'k2', 'k3'], random: () => 0 }

Body('an image boot disk is created at the image size, named from instance and image', () => {
  const body = toCreateBody(valid, { image, ...keys })
  assert.is(body.name, 'web-9')
  assert.is(body.hostname, 'web-9')
  assert.is(body.ncpus, 2)
  assert.is(body.memory, 8 * GiB)
  assert.equal(body.bootDisk, {
    type: 'create',
    name: 'web-9-debian-12-000000',
    description: 'Boot disk of web-9, created from image debian-12',
    size: 3 * GiB,
    diskBackend: { type: 'distributed', diskSource: { type: 'image', imageId: image.id } },
  })
  assert.equal(body.networkInterfaces, { type: 'default_ipv4' })
  assert.equal(body.externalIps, [{ type: 'ephemeral', poolSelector: { type: 'auto' } }])
  assert.equal(body.sshPublicKeys, ['k1', 'k2', 'k3'])
  assert.is(body.start, true)
  assert.is(body.autoRestartPolicy, null)
  assert.not.ok('userData' in body)
})

Body('existing boot disk, extra disks, no network, pool, unticked keys, user data, policy', () => {
  const body = toCreateBody(
    {
      ...valid,
      hostname: ' host ',
      sizing: 'custom',
      customCpus: '3',
      customMemoryGiB: '5',
      bootSource: 'disk',
      bootDiskName: 'disk-2',
      additionalDisks: ['disk-2', 'disk-3'],
      network: 'none',
      ipPool: 'pool-a',
      excludedSshKeys: ['k2'],
      userData: 'héllo',
      autoRestartPolicy: 'never',
      start: false,
    },
    keys,
  )
  assert.is(body.hostname, 'host')
  assert.is(body.ncpus, 3)
  assert.is(body.memory, 5 * GiB)
  assert.equal(body.bootDisk, { type: 'attach', name: 'disk-2' })
  assert.equal(body.disks, [{ type: 'attach', name: 'disk-3' }])
  assert.equal(body.networkInterfaces, { type: 'none' })
  assert.equal(body.externalIps, [{ type: 'ephemeral', poolSelector: { type: 'explicit', pool: 'pool-a' } }])
  assert.equal(body.sshPublicKeys, ['k1', 'k3'])
  assert.is(body.userData, encodeUserData('héllo'))
  assert.is(body.autoRestartPolicy, 'never')
  assert.is(body.start, false)
})

Body('no ephemeral IP sends none; a chosen size overrides the image size', () => {
  const body = toCreateBody({ ...valid, ephemeralIp: false, bootDiskSizeGiB: '20' }, { image, ...keys })
  assert.equal(body.externalIps, [])
  assert.is((body.bootDisk as { size: number }).size, 20 * GiB)
})

Body.run()

const Misc = suite('create-form helpers')
Misc('user data is base64 of its UTF-8 bytes (RFC 4648 §4)', () => {
  assert.is(encodeUserData('#cloud-config\n'), Buffer.from('#cloud-config\n').toString('base64'))
  assert.is(encodeUserData('héllo ✓'), Buffer.from('héllo ✓', 'utf8').toString('base64'))
})
Misc('the smallest boot disk is the image size in whole GiB, at least 1', () => {
  assert.is(minBootDiskGiB(undefined), 1)
  assert.is(minBootDiskGiB({ size: 1 }), 1)
  assert.is(minBootDiskGiB({ size: 4 * GiB }), 4)
  assert.is(minBootDiskGiB({ size: 4 * GiB + 1 }), 5)
})
Misc.run()
