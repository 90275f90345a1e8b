/*
 * The create-instance form's values, shaped like the UI, and their defaults (the rules: validation). The form as data, free of components, so validation (./create-validate.ts) and the API body (./create-body.ts) are unit-tested directly.
 */
import type { BlockSize, DiskBackend, Image, InstanceAutoRestartPolicy } from '../../../api/generated/types'
import { generateName } from '../../../util/names'
import { declareDraftSecrets } from '../../../util/drafts'

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
/** Cloud-init user data routinely carries passwords and keys: a draft never keeps it. */
declareDraftSecrets(createDefaults, { userData: 'user-data' })

/** The boot disk's name: the one typed, else generated from instance and image (the rules: validation). */
export function bootDiskName(
  v: Pick<CreateValues, 'name' | 'bootDiskNewName'>,
  ctx: { image: Pick<Image, 'name'>; random?: () => number },
) {
  return v.bootDiskNewName.trim() || generateName([v.name.trim(), ctx.image.name], ctx.random)
}
