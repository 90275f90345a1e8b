/*
 * The create-instance form as data: values shaped like the UI, their defaults,
 * validation with the spec's texts (SPEC §5), and the mapping to the API body.
 * Kept free of components so it is unit-tested directly.
 */
import type {
  BlockSize,
  DiskBackend,
  ExternalIpCreate,
  Image,
  InstanceAutoRestartPolicy,
  InstanceCreate,
  InstanceDiskAttachment,
  InstanceNetworkInterfaceAttachment,
  IpVersion,
  PrivateIpStackCreate,
} from '../../../api/generated/types'
import { ipVersion } from '../../../util/ip'
import { parseJoinLines } from '../multicast/join-form'
import { generateName } from '../../../util/names'
import { requiredMessage, validateName } from '../../../util/validate'
import { ephemeralIpWanted } from './ephemeral-ip'
import {
  DISK_MAX_GIB,
  DISK_MIN_GIB,
  MAX_NICS_PER_INSTANCE,
  bytesToWholeGiB,
  gibToBytes,
  presets,
  validateCpus,
  validateMemoryGiB,
  validateWholeInRange,
} from './sizes'

export const CUSTOM = 'custom'

/** The IP stack of an interface: nexus.json PrivateIpStackCreate's variants. */
export type IpStack = 'v4' | 'v6' | 'dual_stack'
export const stackOptions: { value: IpStack; label: string }[] = [
  { value: 'v4', label: 'IPv4' },
  { value: 'v6', label: 'IPv6' },
  { value: 'dual_stack', label: 'Dual-stack (IPv4 and IPv6)' },
]

/** An additional disk created with the instance (InstanceDiskAttachment `create`). */
export type NewDiskValues = {
  name: string
  description: string
  sizeGiB: string
  /** nexus.json DiskBackend: distributed storage, or a sled-local disk. */
  backend: DiskBackend['type']
  /** Distributed only: what the blocks start as. */
  source: 'blank' | 'image' | 'snapshot'
  blockSize: string
  imageId: string
  snapshotId: string
  /** Only for disks made from an image or a snapshot (DiskSource `read_only`). */
  readOnly: boolean
}

export const newDiskDefaults: NewDiskValues = {
  name: '',
  description: '',
  sizeGiB: '10',
  backend: 'distributed',
  source: 'blank',
  blockSize: '4096',
  imageId: '',
  snapshotId: '',
  readOnly: false,
}

export const BLOCK_SIZES: BlockSize[] = [512, 2048, 4096]

/** A network interface of the custom choice (InstanceNetworkInterfaceCreate). */
export type NicValues = {
  name: string
  description: string
  vpc: string
  subnet: string
  stack: IpStack
  /** Empty: assigned from the subnet. */
  ipv4: string
  ipv6: string
}

export const nicDefaults = (n: number, vpc = '', subnet = ''): NicValues => ({
  name: `net${n}`,
  description: '',
  vpc,
  subnet,
  stack: 'v4',
  ipv4: '',
  ipv6: '',
})

export type CreateValues = {
  name: string
  description: string
  /** Empty means "same as the name". */
  hostname: string
  /** A preset id from sizes.ts, or 'custom'. */
  sizing: string
  customCpus: string
  customMemoryGiB: string
  bootSource: 'image' | 'disk'
  imageId: string
  /** GiB; empty means the image's own size. */
  bootDiskSizeGiB: string
  /** An existing detached disk to boot from. */
  bootDiskName: string
  /** Name of the boot disk made from the image; empty means generated from instance and image. */
  bootDiskNewName: string
  bootDiskReadOnly: boolean
  /** Existing detached disks to attach. */
  additionalDisks: string[]
  newDisks: NewDiskValues[]
  network: 'default' | 'none' | 'custom'
  /** IP stack of the default interface. */
  defaultStack: IpStack
  nics: NicValues[]
  /** Ephemeral IPv4 address. */
  ephemeralIp: boolean
  /** Empty means the silo's default IPv4 pool. */
  ipPool: string
  ephemeralIpv6: boolean
  /** Empty means the silo's default IPv6 pool. */
  ipPoolV6: string
  /** Names of the project's detached floating IPs to attach. */
  floatingIps: string[]
  /** Multicast groups to join at create, one per line: a name, multicast IP or ID, then optional source IPs. */
  multicastGroups: string
  /** Keys start all checked (SPEC brief), so state records the ones unticked. */
  excludedSshKeys: string[]
  userData: string
  autoRestartPolicy: '' | InstanceAutoRestartPolicy
  start: boolean
}

/** Auto-restart choices; '' leaves it to the control plane's default (API null). */
export const policyOptions: { value: '' | InstanceAutoRestartPolicy; label: string }[] = [
  { value: '', label: 'Default (set by the control plane)' },
  { value: 'best_effort', label: 'Best effort' },
  { value: 'never', label: 'Never' },
]

export const createDefaults: CreateValues = {
  name: '',
  description: '',
  hostname: '',
  sizing: 'general-2',
  customCpus: '',
  customMemoryGiB: '',
  bootSource: 'image',
  imageId: '',
  bootDiskSizeGiB: '',
  bootDiskName: '',
  bootDiskNewName: '',
  bootDiskReadOnly: false,
  additionalDisks: [],
  newDisks: [],
  network: 'default',
  defaultStack: 'v4',
  nics: [],
  ephemeralIp: true,
  ipPool: '',
  ephemeralIpv6: false,
  ipPoolV6: '',
  floatingIps: [],
  multicastGroups: '',
  excludedSshKeys: [],
  userData: '',
  autoRestartPolicy: '',
  start: true,
}

/** nexus.json `Hostname`: dot-separated labels of letters, digits and inner dashes, at most 253. */
const HOSTNAME = /^[a-zA-Z0-9]+(?:-+[a-zA-Z0-9]+)*(?:\.[a-zA-Z0-9]+(?:-+[a-zA-Z0-9]+)*)*$/
export const HOSTNAME_INVALID = 'Must be letters, numbers, dashes and dots, not starting or ending with a dash'

export function validateHostname(h: string): string | undefined {
  if (h === '') return undefined
  if (h.length > 253 || !HOSTNAME.test(h)) return HOSTNAME_INVALID
  return undefined
}

/** nexus.json: user data is at most 32 KiB before encoding. */
export const USER_DATA_MAX_BYTES = 32 * 1024
export const USER_DATA_TOO_LONG = 'User data can be at most 32 KiB'

const utf8 = (s: string) => new TextEncoder().encode(s)

/** RFC 4648 §4 base64 of the UTF-8 text, as the API asks for. */
export function encodeUserData(text: string): string {
  let bin = ''
  for (const b of utf8(text)) bin += String.fromCharCode(b)
  return btoa(bin)
}

export type CreateContext = { image?: Pick<Image, 'id' | 'name' | 'size'>; random?: () => number }

/** The image's size in whole GiB: the smallest boot disk it fits on. */
export const minBootDiskGiB = (image?: Pick<Image, 'size'>) =>
  Math.max(DISK_MIN_GIB, image ? bytesToWholeGiB(image.size) : DISK_MIN_GIB)

/**
 * Field key -> message. Top-level fields use their value key; list items use
 * `newDisks.<i>.<field>` and `nics.<i>.<field>` (see diskKey / nicKey).
 */
export type CreateErrors = Partial<Record<keyof CreateValues, string>> & Record<string, string | undefined>

export const diskKey = (i: number, f: keyof NewDiskValues) => `newDisks.${i}.${f}`
export const nicKey = (i: number, f: keyof NicValues) => `nics.${i}.${f}`

export const DUPLICATE_DISK_NAME = 'Another disk of this instance has this name'
export const DUPLICATE_NIC_NAME = 'Another interface of this instance has this name'
export const IPV4_EXPECTED = 'Must be an IPv4 address'
export const IPV6_EXPECTED = 'Must be an IPv6 address'
export const TOO_MANY_NICS = `An instance can have at most ${MAX_NICS_PER_INSTANCE} network interfaces`
export const NO_NICS = 'Add an interface, or choose None'
export const NICS_ONE_VPC = 'All interfaces of an instance must be in the same VPC'

/** The names of the disks the request creates, in order: boot disk first. */
function createdDiskNames(v: CreateValues, ctx: CreateContext) {
  const boot = v.bootSource === 'image' && ctx.image ? [bootDiskName(v, { image: ctx.image, random: ctx.random })] : []
  return [...boot, ...v.newDisks.map((d) => d.name.trim())]
}

function validateFixedIp(s: string, version: 4 | 6): string | undefined {
  const t = s.trim()
  if (t === '') return undefined
  if (ipVersion(t) !== version) return version === 4 ? IPV4_EXPECTED : IPV6_EXPECTED
  return undefined
}

export function validateCreate(v: CreateValues, ctx: CreateContext): CreateErrors {
  const errors: CreateErrors = {
    name: validateName(v.name.trim()),
    hostname: validateHostname(v.hostname.trim()),
    userData: utf8(v.userData).length > USER_DATA_MAX_BYTES ? USER_DATA_TOO_LONG : undefined,
  }
  if (v.sizing === CUSTOM) {
    errors.customCpus = validateCpus(v.customCpus)
    errors.customMemoryGiB = validateMemoryGiB(v.customMemoryGiB)
  }
  if (v.bootSource === 'image') {
    if (!v.imageId) errors.imageId = requiredMessage('Image')
    else if (v.bootDiskSizeGiB.trim() !== '') {
      errors.bootDiskSizeGiB = validateWholeInRange(
        v.bootDiskSizeGiB,
        'Disk size',
        minBootDiskGiB(ctx.image),
        DISK_MAX_GIB,
        'GiB',
      )
    }
    if (v.bootDiskNewName.trim() !== '')
      errors.bootDiskNewName = validateName(v.bootDiskNewName.trim(), 'Boot disk name')
  } else if (!v.bootDiskName) {
    errors.bootDiskName = requiredMessage('Boot disk')
  }

  // new disks: names valid and unique among the disks this request makes or attaches
  const taken = new Set([...(v.bootSource === 'disk' ? [v.bootDiskName] : []), ...v.additionalDisks])
  const created = createdDiskNames(v, ctx)
  v.newDisks.forEach((d, i) => {
    const name = d.name.trim()
    const own = v.bootSource === 'image' && ctx.image ? i + 1 : i
    errors[diskKey(i, 'name')] =
      validateName(name, 'Disk name') ??
      (taken.has(name) || created.some((n, j) => n === name && j !== own) ? DUPLICATE_DISK_NAME : undefined)
    errors[diskKey(i, 'sizeGiB')] = validateWholeInRange(d.sizeGiB, 'Disk size', DISK_MIN_GIB, DISK_MAX_GIB, 'GiB')
    if (d.backend === 'distributed' && d.source === 'image' && !d.imageId)
      errors[diskKey(i, 'imageId')] = requiredMessage('Image')
    if (d.backend === 'distributed' && d.source === 'snapshot' && !d.snapshotId)
      errors[diskKey(i, 'snapshotId')] = requiredMessage('Snapshot')
  })

  if (v.network === 'custom') {
    if (v.nics.length === 0) errors.nics = NO_NICS
    else if (v.nics.length > MAX_NICS_PER_INSTANCE) errors.nics = TOO_MANY_NICS
    else if (new Set(v.nics.map((n) => n.vpc).filter(Boolean)).size > 1) errors.nics = NICS_ONE_VPC
    v.nics.forEach((n, i) => {
      const name = n.name.trim()
      errors[nicKey(i, 'name')] =
        validateName(name) ?? (v.nics.some((o, j) => j < i && o.name.trim() === name) ? DUPLICATE_NIC_NAME : undefined)
      if (!n.vpc) errors[nicKey(i, 'vpc')] = requiredMessage('VPC')
      if (!n.subnet) errors[nicKey(i, 'subnet')] = requiredMessage('Subnet')
      if (n.stack !== 'v6') errors[nicKey(i, 'ipv4')] = validateFixedIp(n.ipv4, 4)
      if (n.stack !== 'v4') errors[nicKey(i, 'ipv6')] = validateFixedIp(n.ipv6, 6)
    })
  }
  const multicast = parseJoinLines(v.multicastGroups).errors
  if (multicast.length) errors.multicastGroups = multicast.join('; ')
  for (const k of Object.keys(errors)) if (!errors[k]) delete errors[k]
  return errors
}

export function sizing(v: Pick<CreateValues, 'sizing' | 'customCpus' | 'customMemoryGiB'>) {
  if (v.sizing === CUSTOM) return { ncpus: Number(v.customCpus), memoryGiB: Number(v.customMemoryGiB) }
  const p = presets.find((p) => p.id === v.sizing) ?? presets[0]
  return { ncpus: p.ncpus, memoryGiB: p.memoryGiB }
}

/** The boot disk's name: the one typed, else generated from instance and image (SPEC §5). */
export function bootDiskName(
  v: Pick<CreateValues, 'name' | 'bootDiskNewName'>,
  ctx: { image: Pick<Image, 'name'>; random?: () => number },
) {
  return v.bootDiskNewName.trim() || generateName([v.name.trim(), ctx.image.name], ctx.random)
}

function newDiskBody(d: NewDiskValues): InstanceDiskAttachment {
  const readOnly = d.readOnly ? { readOnly: true } : {}
  const diskBackend: DiskBackend =
    d.backend === 'local'
      ? { type: 'local' }
      : {
          type: 'distributed',
          diskSource:
            d.source === 'image'
              ? { type: 'image', imageId: d.imageId, ...readOnly }
              : d.source === 'snapshot'
                ? { type: 'snapshot', snapshotId: d.snapshotId, ...readOnly }
                : { type: 'blank', blockSize: Number(d.blockSize) as BlockSize },
        }
  return {
    type: 'create',
    name: d.name.trim(),
    description: d.description,
    size: gibToBytes(Number(d.sizeGiB)),
    diskBackend,
  }
}

const assign = (s: string) => (s.trim() ? { type: 'explicit' as const, value: s.trim() } : { type: 'auto' as const })

export function nicIpConfig(n: Pick<NicValues, 'stack' | 'ipv4' | 'ipv6'>): PrivateIpStackCreate {
  if (n.stack === 'v6') return { type: 'v6', value: { ip: assign(n.ipv6) } }
  if (n.stack === 'dual_stack')
    return { type: 'dual_stack', value: { v4: { ip: assign(n.ipv4) }, v6: { ip: assign(n.ipv6) } } }
  return { type: 'v4', value: { ip: assign(n.ipv4) } }
}

const defaultNics: Record<IpStack, InstanceNetworkInterfaceAttachment> = {
  v4: { type: 'default_ipv4' },
  v6: { type: 'default_ipv6' },
  dual_stack: { type: 'default_dual_stack' },
}

function networkBody(v: CreateValues): InstanceNetworkInterfaceAttachment {
  if (v.network === 'none') return { type: 'none' }
  if (v.network === 'default') return defaultNics[v.defaultStack]
  return {
    type: 'create',
    params: v.nics.map((n) => ({
      name: n.name.trim(),
      description: n.description,
      vpcName: n.vpc,
      subnetName: n.subnet,
      ipConfig: nicIpConfig(n),
    })),
  }
}

/** An ephemeral address from the chosen pool, else the silo's default pool of that version. */
const ephemeral = (pool: string, ipVersion: IpVersion): ExternalIpCreate => ({
  type: 'ephemeral',
  poolSelector: pool ? { type: 'explicit', pool } : { type: 'auto', ipVersion },
})

/** The API body (valid values only: call validateCreate first). */
export function toCreateBody(v: CreateValues, ctx: CreateContext & { sshKeyIds: string[] }): InstanceCreate {
  const name = v.name.trim()
  const { ncpus, memoryGiB } = sizing(v)
  let bootDisk: InstanceDiskAttachment
  if (v.bootSource === 'image') {
    const image = ctx.image!
    const size = v.bootDiskSizeGiB.trim() ? Number(v.bootDiskSizeGiB) : minBootDiskGiB(image)
    bootDisk = {
      type: 'create',
      name: bootDiskName(v, { image, random: ctx.random }),
      description: `Boot disk of ${name}, created from image ${image.name}`,
      size: gibToBytes(size),
      diskBackend: {
        type: 'distributed',
        diskSource: { type: 'image', imageId: image.id, ...(v.bootDiskReadOnly ? { readOnly: true } : {}) },
      },
    }
  } else {
    bootDisk = { type: 'attach', name: v.bootDiskName }
  }
  const excluded = new Set(v.excludedSshKeys)
  const multicastGroups = parseJoinLines(v.multicastGroups).specs
  return {
    name,
    description: v.description,
    hostname: v.hostname.trim() || name,
    ncpus,
    memory: gibToBytes(memoryGiB),
    bootDisk,
    disks: [
      ...v.additionalDisks
        .filter((d) => !(v.bootSource === 'disk' && d === v.bootDiskName))
        .map((d) => ({ type: 'attach' as const, name: d })),
      ...v.newDisks.map(newDiskBody),
    ],
    networkInterfaces: networkBody(v),
    externalIps: [
      ...(ephemeralIpWanted(v, 'v4') ? [ephemeral(v.ipPool, 'v4')] : []),
      ...(ephemeralIpWanted(v, 'v6') ? [ephemeral(v.ipPoolV6, 'v6')] : []),
      ...v.floatingIps.map((f) => ({ type: 'floating' as const, floatingIp: f })),
    ],
    // nexus.json InstanceCreate.multicast_groups: joined at create; a new name or IP creates its group
    ...(multicastGroups.length ? { multicastGroups } : {}),
    sshPublicKeys: ctx.sshKeyIds.filter((id) => !excluded.has(id)),
    ...(v.userData ? { userData: encodeUserData(v.userData) } : {}),
    autoRestartPolicy: v.autoRestartPolicy || null,
    start: v.start,
  }
}

/**
 * The instanceCreate params, built once for both the submit and the Copy as
 * CLI / API preview, so the preview is exactly what is sent.
 */
export const createRequest = (project: string, v: CreateValues, ctx: CreateContext & { sshKeyIds: string[] }) => ({
  query: { project },
  body: toCreateBody(v, ctx),
})
