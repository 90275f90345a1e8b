/*
 * Fleet capacity estimate for the utilization views (SPEC §9 "Capacity
 * estimate per sled"). The API reports no usable-capacity figure, so the
 * console estimates one from the sleds it can list.
 */
import { TiB } from '../../util/format'

/** Share of raw hardware we claim as provisionable (SPEC §9: 0.7). */
export const CAPACITY_FRACTION = 0.7
/** Each sled's disk, before conversion (SPEC §9: 32 TiB per sled). */
export const DISK_PER_SLED_BYTES = 32 * TiB
/** The sled's 32 drive-TB expressed in TiB: 10^12 / 2^40 ≈ 0.909 (SPEC §9). */
export const DISK_TB_TO_TIB = 0.909

/** The two nexus.json `Sled` fields the estimate reads (SPEC §3 "Sled capacity"). */
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
