/*
 * The create-instance form's values as the API body: sizing, boot disk, disks, interfaces, addresses.
 */
import type {
  BlockSize,
  DiskBackend,
  ExternalIpCreate,
  InstanceCreate,
  InstanceDiskAttachment,
  InstanceNetworkInterfaceAttachment,
  IpVersion,
  PrivateIpStackCreate,
} from '../../../api/generated/types'
import type { InstanceCreateShape } from '../../../api/rules/capacity'
import { parseJoinLines } from '../multicast/join-form'
import { gibToBytes, presets } from './sizes'
import { ephemeralIpWanted } from './ephemeral-ip'
import {
  CUSTOM,
  bootDiskName,
  type CreateValues,
  type IpStack,
  type NewDiskValues,
  type NicValues,
} from './create-values'
import { encodeUserData, minBootDiskGiB, type CreateContext } from './create-validate'

function sizing(v: Pick<CreateValues, 'sizing' | 'customCpus' | 'customMemoryGiB'>) {
  if (v.sizing === CUSTOM) return { ncpus: Number(v.customCpus), memoryGiB: Number(v.customMemoryGiB) }
  const p = presets.find((p) => p.id === v.sizing) ?? presets[0]
  return { ncpus: p.ncpus, memoryGiB: p.memoryGiB }
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

function nicIpConfig(n: Pick<NicValues, 'stack' | 'ipv4' | 'ipv6'>): PrivateIpStackCreate {
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

/** The boot disk's size as typed, else the least the image needs. */
const bootDiskGiB = (v: Pick<CreateValues, 'bootDiskSizeGiB'>, image: CreateContext['image'] & object) =>
  v.bootDiskSizeGiB.trim() ? Number(v.bootDiskSizeGiB) : minBootDiskGiB(image)

/**
 * The parts of the body that take quota (web/api/rules/capacity.ts), from any values, half-typed
 * ones included: the form shows the request's share of the quota while it is being filled in.
 */
export function quotaShape(v: CreateValues, image: CreateContext['image']): InstanceCreateShape {
  const { ncpus, memoryGiB } = sizing(v)
  const boot = v.bootSource === 'image' && image ? gibToBytes(bootDiskGiB(v, image)) : 0
  return {
    ncpus,
    memory: gibToBytes(memoryGiB),
    start: v.start,
    bootDisk: boot ? { type: 'create', size: boot } : null,
    disks: v.newDisks.map((d) => ({ type: 'create', size: gibToBytes(Number(d.sizeGiB)) })),
  }
}

/** The API body (valid values only: call validateCreate first). */
export function toCreateBody(v: CreateValues, ctx: CreateContext & { sshKeyIds: string[] }): InstanceCreate {
  const name = v.name.trim()
  const { ncpus, memoryGiB } = sizing(v)
  let bootDisk: InstanceDiskAttachment
  if (v.bootSource === 'image') {
    const image = ctx.image!
    const size = bootDiskGiB(v, image)
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
