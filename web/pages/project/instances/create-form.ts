/*
 * The create-instance form as data: values shaped like the UI, their defaults,
 * validation with the spec's texts (SPEC §5), and the mapping to the API body.
 * Kept free of components so it is unit-tested directly.
 */
import type { Image, InstanceAutoRestartPolicy, InstanceCreate, InstanceDiskAttachment } from '../../../api/generated/types'
import { generateName } from '../../../util/names'
import { requiredMessage, validateName } from '../../../util/validate'
import { DISK_MAX_GIB, DISK_MIN_GIB, bytesToWholeGiB, gibToBytes, presets, validateCpus, validateMemoryGiB, validateWholeInRange } from './sizes'

export const CUSTOM = 'custom'

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
  additionalDisks: string[]
  network: 'default' | 'none'
  ephemeralIp: boolean
  /** Empty means the silo's default pool. */
  ipPool: string
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
  additionalDisks: [],
  network: 'default',
  ephemeralIp: true,
  ipPool: '',
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

export type CreateContext = { image?: Pick<Image, 'id' | 'name' | 'size'> }

/** The image's size in whole GiB: the smallest boot disk it fits on. */
export const minBootDiskGiB = (image?: Pick<Image, 'size'>) => Math.max(DISK_MIN_GIB, image ? bytesToWholeGiB(image.size) : DISK_MIN_GIB)

export type CreateErrors = Partial<Record<keyof CreateValues, string>>

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
      errors.bootDiskSizeGiB = validateWholeInRange(v.bootDiskSizeGiB, 'Disk size', minBootDiskGiB(ctx.image), DISK_MAX_GIB, 'GiB')
    }
  } else if (!v.bootDiskName) {
    errors.bootDiskName = requiredMessage('Boot disk')
  }
  for (const k of Object.keys(errors) as (keyof CreateErrors)[]) if (!errors[k]) delete errors[k]
  return errors
}

export function sizing(v: Pick<CreateValues, 'sizing' | 'customCpus' | 'customMemoryGiB'>) {
  if (v.sizing === CUSTOM) return { ncpus: Number(v.customCpus), memoryGiB: Number(v.customMemoryGiB) }
  const p = presets.find((p) => p.id === v.sizing) ?? presets[0]
  return { ncpus: p.ncpus, memoryGiB: p.memoryGiB }
}

/** The API body (valid values only: call validateCreate first). */
export function toCreateBody(v: CreateValues, ctx: CreateContext & { sshKeyIds: string[]; random?: () => number }): InstanceCreate {
  const name = v.name.trim()
  const { ncpus, memoryGiB } = sizing(v)
  let bootDisk: InstanceDiskAttachment
  if (v.bootSource === 'image') {
    const image = ctx.image!
    const size = v.bootDiskSizeGiB.trim() ? Number(v.bootDiskSizeGiB) : minBootDiskGiB(image)
    bootDisk = {
      type: 'create',
      name: generateName([name, image.name], ctx.random),
      description: `Boot disk of ${name}, created from image ${image.name}`,
      size: gibToBytes(size),
      diskBackend: { type: 'distributed', diskSource: { type: 'image', imageId: image.id } },
    }
  } else {
    bootDisk = { type: 'attach', name: v.bootDiskName }
  }
  const excluded = new Set(v.excludedSshKeys)
  return {
    name,
    description: v.description,
    hostname: v.hostname.trim() || name,
    ncpus,
    memory: gibToBytes(memoryGiB),
    bootDisk,
    disks: v.additionalDisks.filter((d) => d !== v.bootDiskName).map((d) => ({ type: 'attach', name: d })),
    networkInterfaces: v.network === 'none' ? { type: 'none' } : { type: 'default_ipv4' },
    externalIps: v.ephemeralIp
      ? [{ type: 'ephemeral', poolSelector: v.ipPool ? { type: 'explicit', pool: v.ipPool } : { type: 'auto' } }]
      : [],
    sshPublicKeys: ctx.sshKeyIds.filter((id) => !excluded.has(id)),
    ...(v.userData ? { userData: encodeUserData(v.userData) } : {}),
    autoRestartPolicy: v.autoRestartPolicy || null,
    start: v.start,
  }
}
