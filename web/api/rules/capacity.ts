/*
 * Fleet capacity estimate for the utilization views (the rules: constants "Capacity
 * estimate per sled"). The API reports no usable-capacity figure, so the
 * console estimates one from the sleds it can list.
 */
import { TiB } from '../../util/format'

/** Share of raw hardware we claim as provisionable (the rules: constants: 0.7). */
export const CAPACITY_FRACTION = 0.7
/** Each sled's disk, before conversion (the rules: constants: 32 TiB per sled). */
const DISK_PER_SLED_BYTES = 32 * TiB
/** The sled's 32 drive-TB expressed in TiB: 10^12 / 2^40 ≈ 0.909 (the rules: constants). */
const DISK_TB_TO_TIB = 0.909

/** The two nexus.json `Sled` fields the estimate reads (the rules: entities "Sled capacity"). */
export type SledCapacityInput = { usablePhysicalRam: number; usableHardwareThreads: number }

export type CapacityEstimate = { cpu: number; ramBytes: number; diskBytes: number }

/**
 * Summed over all sleds, each figure scaled by CAPACITY_FRACTION and rounded
 * down: a capacity bar must never promise a thread or byte that is not there.
 */
export function estimateCapacity(sleds: readonly SledCapacityInput[]): CapacityEstimate {
  let threads = 0
  let ram = 0
  for (const s of sleds) {
    threads += s.usableHardwareThreads
    ram += s.usablePhysicalRam
  }
  const disk = sleds.length * DISK_PER_SLED_BYTES * DISK_TB_TO_TIB
  return {
    cpu: Math.floor(CAPACITY_FRACTION * threads),
    ramBytes: Math.floor(CAPACITY_FRACTION * ram),
    diskBytes: Math.floor(CAPACITY_FRACTION * disk),
  }
}

/*
 * What a create request takes out of the silo's quota, against the
 * utilization endpoint's `capacity` (the quota) and `provisioned`. Nexus charges an
 * instance's vCPUs and memory to the silo when it starts (so only a create that starts
 * it counts them) and a disk's size when the disk is made (every new disk, boot disk
 * included; an attached existing disk is already counted).
 */

export type ResourceCounts = { cpus: number; memory: number; storage: number }
type QuotaResource = keyof ResourceCounts

type DiskAttachment = { type: 'create'; size: number } | { type: 'attach' }
export type InstanceCreateShape = {
  ncpus: number
  memory: number
  start?: boolean
  bootDisk?: DiskAttachment | null
  disks?: DiskAttachment[]
}

const newDiskBytes = (d: DiskAttachment | null | undefined) => (d?.type === 'create' ? d.size : 0)

/** `start` defaults to true in nexus.json's InstanceCreate. */
export function instanceCreateCost(body: InstanceCreateShape): ResourceCounts {
  const starts = body.start ?? true
  return {
    cpus: starts ? body.ncpus : 0,
    memory: starts ? body.memory : 0,
    storage: newDiskBytes(body.bootDisk) + (body.disks ?? []).reduce((sum, d) => sum + newDiskBytes(d), 0),
  }
}

export const diskCreateCost = (size: number): ResourceCounts => ({ cpus: 0, memory: 0, storage: size })

/** The quota's words and units for each resource, in the order the forms show them. */
const quotaResources: { resource: QuotaResource; label: string; bytes: boolean }[] = [
  { resource: 'cpus', label: 'vCPU', bytes: false },
  { resource: 'memory', label: 'memory', bytes: true },
  { resource: 'storage', label: 'storage', bytes: true },
]

export type QuotaLine = {
  resource: QuotaResource
  label: string
  bytes: boolean
  requested: number
  provisioned: number
  quota: number
  /** How far past the quota the request would go; 0 when it fits. */
  over: number
}

/** One line per resource the request takes any of. */
export function quotaImpact(
  utilization: { capacity: ResourceCounts; provisioned: ResourceCounts },
  cost: ResourceCounts,
): QuotaLine[] {
  return quotaResources
    .filter(({ resource }) => cost[resource] > 0)
    .map(({ resource, label, bytes }) => {
      const requested = cost[resource]
      const provisioned = utilization.provisioned[resource]
      const quota = utilization.capacity[resource]
      return { resource, label, bytes, requested, provisioned, quota, over: Math.max(0, provisioned + requested - quota) }
    })
}
