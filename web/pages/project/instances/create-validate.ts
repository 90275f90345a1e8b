/*
 * Validation of the create-instance form with the spec's texts (the rules: validation).
 */
import type { Image } from '../../../api/generated/types'
import { ipVersion } from '../../../util/ip'
import { parseJoinLines } from '../multicast/join-form'
import { requiredMessage, validateName } from '../../../util/validate'
import {
  DISK_MAX_GIB,
  DISK_MIN_GIB,
  MAX_NICS_PER_INSTANCE,
  bytesToWholeGiB,
  validateCpus,
  validateMemoryGiB,
  validateWholeInRange,
} from './sizes'
import { CUSTOM, bootDiskName, type CreateValues, type NewDiskValues, type NicValues } from './create-values'

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
const TOO_MANY_NICS = `An instance can have at most ${MAX_NICS_PER_INSTANCE} network interfaces`
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
