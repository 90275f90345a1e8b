import { suite } from 'uvu'
import * as assert from 'uvu/assert'
// msw 3 needs Promise.withResolvers (Node 22+); Node 20 gets this polyfill before any call
const P = Promise as unknown as { withResolvers?: unknown }
P.withResolvers ??= <T>() => {
  let resolve!: (v: T) => void, reject!: (e: unknown) => void
  const promise = new Promise<T>((a, b) => ((resolve = a), (reject = b)))
  return { promise, resolve, reject }
}

import { api } from '../../../../web/api/client'
import { requestPreview } from '../../../../web/api/request-preview'
import { mockFetch } from '../../../../web/mock/fetch'
import { fid } from '../../../../web/mock/fixtures/util'
import { createMockApi } from '../../../../web/mock/index'
import {
  createDefaults,
  newDiskDefaults,
  nicDefaults,
  type CreateValues,
} from '../../../../web/pages/project/instances/create-values'
import { createRequest, toCreateBody } from '../../../../web/pages/project/instances/create-body'
import {
  diskKey,
  DUPLICATE_DISK_NAME,
  DUPLICATE_NIC_NAME,
  IPV4_EXPECTED,
  IPV6_EXPECTED,
  nicKey,
  NICS_ONE_VPC,
  NO_NICS,
  encodeUserData,
  HOSTNAME_INVALID,
  minBootDiskGiB,
  USER_DATA_TOO_LONG,
  validateCreate,
  validateHostname,
} from '../../../../web/pages/project/instances/create-validate'
import { GiB } from '../../../../web/util/format'

const image = { id: '11111111-1111-4111-8111-111111111111', name: 'debian-12', size: 2.5 * GiB }
const valid: CreateValues = { ...createDefaults, name: 'web-9', imageId: image.id }

const Validate = suite('validateCreate')

Validate('the defaults plus a name and an image are valid', () => {
  assert.equal(validateCreate(valid, { image }), {})
})

Validate("an empty name is 'Name is required' (the rules: validation)", () => {
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
  assert.is(
    validateCreate({ ...valid, bootDiskSizeGiB: '2' }, { image }).bootDiskSizeGiB,
    'Disk size must be at least 3 GiB',
  )
  assert.is(
    validateCreate({ ...valid, bootDiskSizeGiB: '1024' }, { image }).bootDiskSizeGiB,
    'Disk size can be at most 1023 GiB',
  )
  assert.is(validateCreate({ ...valid, bootDiskSizeGiB: '3' }, { image }).bootDiskSizeGiB, undefined)
})

Validate('custom sizing is checked only when chosen', () => {
  const custom = { ...valid, sizing: 'custom' }
  assert.equal(validateCreate(custom, { image }), {
    customCpus: 'CPUs is required',
    customMemoryGiB: 'Memory is required',
  })
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
  assert.equal(body.externalIps, [{ type: 'ephemeral', poolSelector: { type: 'auto', ipVersion: 'v4' } }])
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
  // no interface to map an ephemeral address onto: none is asked for (ephemeral-ip.ts)
  assert.equal(body.externalIps, [])
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

// ---------------------------------------------------------------- : the complete create form

const Full = suite('create form: disks, interfaces, external IPs')

const full: CreateValues = {
  ...valid,
  bootDiskNewName: 'web-9-root',
  bootDiskReadOnly: true,
  additionalDisks: ['disk-2'],
  newDisks: [
    { ...newDiskDefaults, name: 'scratch', sizeGiB: '20', backend: 'local' },
    { ...newDiskDefaults, name: 'data', sizeGiB: '5', blockSize: '512' },
    { ...newDiskDefaults, name: 'golden', sizeGiB: '4', source: 'snapshot', snapshotId: 'snap-id', readOnly: true },
  ],
  network: 'custom',
  nics: [
    { ...nicDefaults(0, 'mock-vpc', 'mock-subnet'), stack: 'dual_stack', ipv4: '10.1.1.40' },
    { ...nicDefaults(1, 'mock-vpc', 'mock-subnet-2'), stack: 'v6' },
  ],
  ephemeralIp: true,
  ipPool: 'ip-pool-2',
  ephemeralIpv6: true,
  ipPoolV6: '',
  floatingIps: ['floating-1'],
}

Full('a complete form is valid and maps to nexus.json shapes', () => {
  assert.equal(validateCreate(full, { image }), {})
  const body = toCreateBody(full, { image, ...keys })
  assert.equal(body.bootDisk, {
    type: 'create',
    name: 'web-9-root',
    description: 'Boot disk of web-9, created from image debian-12',
    size: 3 * GiB,
    diskBackend: { type: 'distributed', diskSource: { type: 'image', imageId: image.id, readOnly: true } },
  })
  assert.equal(body.disks, [
    { type: 'attach', name: 'disk-2' },
    { type: 'create', name: 'scratch', description: '', size: 20 * GiB, diskBackend: { type: 'local' } },
    {
      type: 'create',
      name: 'data',
      description: '',
      size: 5 * GiB,
      diskBackend: { type: 'distributed', diskSource: { type: 'blank', blockSize: 512 } },
    },
    {
      type: 'create',
      name: 'golden',
      description: '',
      size: 4 * GiB,
      diskBackend: { type: 'distributed', diskSource: { type: 'snapshot', snapshotId: 'snap-id', readOnly: true } },
    },
  ])
  assert.equal(body.networkInterfaces, {
    type: 'create',
    params: [
      {
        name: 'net0',
        description: '',
        vpcName: 'mock-vpc',
        subnetName: 'mock-subnet',
        ipConfig: {
          type: 'dual_stack',
          value: { v4: { ip: { type: 'explicit', value: '10.1.1.40' } }, v6: { ip: { type: 'auto' } } },
        },
      },
      {
        name: 'net1',
        description: '',
        vpcName: 'mock-vpc',
        subnetName: 'mock-subnet-2',
        ipConfig: { type: 'v6', value: { ip: { type: 'auto' } } },
      },
    ],
  })
  assert.equal(body.externalIps, [
    { type: 'ephemeral', poolSelector: { type: 'explicit', pool: 'ip-pool-2' } },
    { type: 'ephemeral', poolSelector: { type: 'auto', ipVersion: 'v6' } },
    { type: 'floating', floatingIp: 'floating-1' },
  ])
})

Full('the default interface takes the chosen IP stack', () => {
  assert.equal(toCreateBody({ ...valid, defaultStack: 'v6' }, { image, ...keys }).networkInterfaces, {
    type: 'default_ipv6',
  })
  assert.equal(toCreateBody({ ...valid, defaultStack: 'dual_stack' }, { image, ...keys }).networkInterfaces, {
    type: 'default_dual_stack',
  })
})

Full('new disks need a valid, unused name, a size in range and their source', () => {
  const e = validateCreate(
    {
      ...full,
      newDisks: [
        { ...newDiskDefaults, name: '', sizeGiB: '0' },
        { ...newDiskDefaults, name: 'disk-2', sizeGiB: '2000' },
        { ...newDiskDefaults, name: 'web-9-root', source: 'image' },
        { ...newDiskDefaults, name: 'twin', source: 'snapshot' },
        { ...newDiskDefaults, name: 'twin' },
      ],
    },
    { image },
  )
  assert.is(e[diskKey(0, 'name')], 'Disk name is required')
  assert.is(e[diskKey(0, 'sizeGiB')], 'Disk size must be at least 1 GiB')
  assert.is(e[diskKey(1, 'name')], DUPLICATE_DISK_NAME)
  assert.is(e[diskKey(1, 'sizeGiB')], 'Disk size can be at most 1023 GiB')
  assert.is(e[diskKey(2, 'name')], DUPLICATE_DISK_NAME)
  assert.is(e[diskKey(2, 'imageId')], 'Image is required')
  assert.is(e[diskKey(3, 'snapshotId')], 'Snapshot is required')
  assert.is(e[diskKey(3, 'name')], DUPLICATE_DISK_NAME)
  assert.is(e[diskKey(4, 'name')], DUPLICATE_DISK_NAME)
})

Full('custom interfaces: at least one, one VPC, unique names, a subnet, addresses of the right version', () => {
  assert.is(validateCreate({ ...full, nics: [] }, { image }).nics, NO_NICS)
  assert.is(
    validateCreate({ ...full, nics: [full.nics[0], { ...full.nics[1], vpc: 'other-vpc' }] }, { image }).nics,
    NICS_ONE_VPC,
  )
  const e = validateCreate(
    {
      ...full,
      nics: [
        { ...full.nics[0], ipv4: '2001:db8::1', ipv6: '10.0.0.1' },
        { ...full.nics[1], name: 'net0', subnet: '', stack: 'v4', ipv4: 'nope' },
      ],
    },
    { image },
  )
  assert.is(e[nicKey(0, 'ipv4')], IPV4_EXPECTED)
  assert.is(e[nicKey(0, 'ipv6')], IPV6_EXPECTED)
  assert.is(e[nicKey(1, 'name')], DUPLICATE_NIC_NAME)
  assert.is(e[nicKey(1, 'subnet')], 'Subnet is required')
  assert.is(e[nicKey(1, 'ipv4')], IPV4_EXPECTED)
  // the hidden stack's address is not checked
  assert.equal(validateCreate({ ...full, nics: [{ ...full.nics[1], ipv4: 'nope' }] }, { image }), {})
})

Full('a typed boot disk name follows the name rules', () => {
  assert.is(
    validateCreate({ ...full, bootDiskNewName: 'Root' }, { image }).bootDiskNewName,
    'Must start with a lowercase letter',
  )
})

Full.run()

// ---------------------------------------------------------------- preview == submit

const Request = suite('create request: the preview is what submit sends')
const realFetch = globalThis.fetch
Request.after.each(() => void (globalThis.fetch = realFetch))

Request('Copy as CLI / API shows the URL and body the client sends, and the mock accepts them', async () => {
  const ctx = { image: { id: fid('image', 1), name: 'image-1', size: 4 * GiB }, sshKeyIds: [], random: () => 0.5 }
  const request = createRequest(
    'mock-project',
    { ...full, name: 'preview-9', newDisks: full.newDisks.slice(0, 2) },
    ctx,
  )
  const preview = requestPreview('instanceCreate', request)
  let sent: { url: string; body: string } | undefined
  globalThis.fetch = (async (url: string, init: RequestInit) => {
    sent = { url: String(url), body: String(init.body) }
    return new Response('{}', { status: 201, headers: { 'content-type': 'application/json' } })
  }) as typeof globalThis.fetch
  await api.instanceCreate(
    createRequest('mock-project', { ...full, name: 'preview-9', newDisks: full.newDisks.slice(0, 2) }, ctx),
  )
  assert.ok(sent)
  assert.is(new URL(sent!.url, 'http://x').pathname + new URL(sent!.url, 'http://x').search, preview.url)
  assert.equal(JSON.parse(sent!.body), JSON.parse(preview.body!))
  globalThis.fetch = realFetch

  // the same wire body creates all of it in the mock control plane
  const fetch = mockFetch(createMockApi({ mode: 'preview' }))
  const res = await fetch(preview.url, { method: 'POST', json: JSON.parse(preview.body!) })
  assert.is(res.status, 201, await res.clone().text())
  const disks = (await (await fetch('/v1/instances/preview-9/disks?project=mock-project')).json()).items.map(
    (d: { name: string; read_only: boolean }) => [d.name, d.read_only],
  )
  assert.equal(disks.sort(), [
    ['data', false],
    ['disk-2', false],
    ['scratch', false],
    ['web-9-root', true],
  ])
  const nics = (await (await fetch('/v1/network-interfaces?project=mock-project&instance=preview-9')).json()).items
  assert.equal(
    nics.map((n: { name: string; ip_stack: { type: string } }) => [n.name, n.ip_stack.type]),
    [
      ['net0', 'dual_stack'],
      ['net1', 'v6'],
    ],
  )
  assert.is(nics[0].ip_stack.value.v4.ip, '10.1.1.40')
  const ips = (await (await fetch('/v1/instances/preview-9/external-ips?project=mock-project')).json()).items
  assert.equal(ips.map((i: { kind: string }) => i.kind).sort(), ['ephemeral', 'ephemeral', 'floating'])
})

Request.run()

const Multicast = suite('create form: multicast groups joined at create')

Multicast('no groups typed: the body leaves multicast_groups out (the API default, none)', () => {
  assert.not.ok('multicastGroups' in toCreateBody(valid, { image, ...keys }))
})

Multicast('one group per line, with optional source IPs, becomes MulticastGroupJoinSpec[]', () => {
  const v = { ...valid, multicastGroups: 'video-feed\n\n232.1.1.1 198.51.100.7, 198.51.100.7 198.51.100.8\n224.1.0.9' }
  assert.equal(validateCreate(v, { image }), {})
  assert.equal(toCreateBody(v, { image, ...keys }).multicastGroups, [
    { group: 'video-feed' },
    { group: '232.1.1.1', sourceIps: ['198.51.100.7', '198.51.100.8'] },
    { group: '224.1.0.9' },
  ])
})

Multicast('bad lines are named: not multicast, SSM without sources, mixed versions, bad names, repeats', () => {
  const err = (text: string) => validateCreate({ ...valid, multicastGroups: text }, { image }).multicastGroups
  assert.match(err('10.0.0.1')!, 'Line 1 (10.0.0.1): Not a multicast address')
  assert.match(err('video-feed\n232.1.1.1')!, 'Line 2 (232.1.1.1): A source-specific multicast address')
  assert.match(err('224.1.0.9 fd00::1')!, 'same IP version')
  assert.match(err('Video')!, 'Must be a group name')
  assert.match(err('feed-\n')!, 'Must end with a letter or number')
  assert.match(err('a\na')!, 'listed twice')
  assert.match(err('a 1.2.3')!, '1.2.3 is not a valid IP address')
})

Multicast('the mock joins the groups at create, creating a new one, as the request preview says', async () => {
  const fetch = mockFetch(createMockApi({ mode: 'preview' }))
  const v = {
    ...valid,
    name: 'mc-9',
    network: 'none' as const,
    ephemeralIp: false,
    multicastGroups: 'video-feed\nmc-new',
  }
  const ctx = { image: { id: fid('image', 1), name: 'image-1', size: 4 * GiB }, sshKeyIds: [], random: () => 0.5 }
  const request = createRequest('mock-project', v, ctx)
  const res = await fetch(`/v1/instances?project=mock-project`, { method: 'POST', json: toWire(request.body) })
  assert.is(res.status, 201, await res.clone().text())
  const groups = (await (await fetch('/v1/instances/mc-9/multicast-groups?project=mock-project')).json()).items
  assert.is(groups.length, 2)
  assert.is((await fetch('/v1/multicast-groups/mc-new')).status, 200)
})
Multicast.run()

/** camelCase keys to the wire's snake_case, as the client sends them. */
function toWire(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(toWire)
  if (v && typeof v === 'object')
    return Object.fromEntries(
      Object.entries(v).map(([k, x]) => [k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), toWire(x)]),
    )
  return v
}
