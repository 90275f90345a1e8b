/*
 * Instance sizing: the CPU/memory presets offered on create and the limits
 * both create and resize check. the rules: constants lists the constants 8, 64, 1, 1536, 1
 * and 1023 without their purpose; they are the platform's instance and disk
 * limits below (max NICs, max vCPUs, min vCPUs, max RAM GiB, min RAM GiB, max
 * disk GiB), so a value the server would reject is caught while typing.
 */
import type { Instance, InstanceUpdate } from '../../../api/generated/types'
import { GiB } from '../../../util/format'

const INSTANCE_MIN_CPU = 1
const INSTANCE_MAX_CPU = 64
const INSTANCE_MIN_RAM_GIB = 1
const INSTANCE_MAX_RAM_GIB = 1536
export const DISK_MIN_GIB = 1
export const DISK_MAX_GIB = 1023
export const MAX_NICS_PER_INSTANCE = 8

export type Preset = {
  id: string
  ncpus: number
  memoryGiB: number
  family: 'General purpose' | 'High CPU' | 'High memory'
}

/** Ratios 1:4 (general), 1:2 (CPU), 1:8 (memory) vCPU:GiB. */
export const presets: Preset[] = [
  ...[1, 2, 4, 8, 16, 32].map((n) => ({
    id: `general-${n}`,
    ncpus: n,
    memoryGiB: n * 4,
    family: 'General purpose' as const,
  })),
  ...[2, 4, 8, 16, 32, 64].map((n) => ({ id: `cpu-${n}`, ncpus: n, memoryGiB: n * 2, family: 'High CPU' as const })),
  ...[2, 4, 8, 16, 32, 64].map((n) => ({
    id: `memory-${n}`,
    ncpus: n,
    memoryGiB: n * 8,
    family: 'High memory' as const,
  })),
]

export const presetLabel = (p: Pick<Preset, 'ncpus' | 'memoryGiB'>) => `${p.ncpus} vCPU, ${p.memoryGiB} GiB`

const isWhole = (s: string) => /^\s*\d+\s*$/.test(s)

/** A whole number within [min, max], else the message to show; '' is '{label} is required'. */
export function validateWholeInRange(
  value: string,
  label: string,
  min: number,
  max: number,
  unit = '',
): string | undefined {
  if (value.trim() === '') return `${label} is required`
  if (!isWhole(value)) return `${label} must be a whole number`
  const n = Number(value)
  const u = unit ? ` ${unit}` : ''
  if (n < min) return `${label} must be at least ${min}${u}`
  if (n > max) return `${label} can be at most ${max}${u}`
  return undefined
}

export const validateCpus = (v: string) => validateWholeInRange(v, 'CPUs', INSTANCE_MIN_CPU, INSTANCE_MAX_CPU)
export const validateMemoryGiB = (v: string) =>
  validateWholeInRange(v, 'Memory', INSTANCE_MIN_RAM_GIB, INSTANCE_MAX_RAM_GIB, 'GiB')

export const gibToBytes = (gib: number) => gib * GiB
/** Whole GiB, rounded up: a disk can never be smaller than its image. */
export const bytesToWholeGiB = (bytes: number) => Math.ceil(bytes / GiB)

/** instanceUpdate replaces every field: start from the instance's current settings. */
export function updateBody(i: Instance, patch: Partial<InstanceUpdate>): InstanceUpdate {
  return {
    ncpus: i.ncpus,
    memory: i.memory,
    autoRestartPolicy: i.autoRestartPolicy ?? null,
    bootDisk: i.bootDiskId ?? null,
    cpuPlatform: i.cpuPlatform ?? null,
    enableJumboFrames: i.enableJumboFrames,
    ...patch,
  }
}
