/*
 * Usage figures for the utilization pages (the rules: entities "Usage": allocated and
 * provisioned, each with cpus, memory and storage). Pure: tested alone.
 */
import type { VirtualResourceCounts } from '../../../api/generated/types'
import { formatBytes, formatNumber, percentage } from '../../../util/format'

export type Resource = 'cpus' | 'memory' | 'storage'
export const resources: Resource[] = ['cpus', 'memory', 'storage']
export const resourceLabel: Record<Resource, string> = { cpus: 'CPUs', memory: 'Memory', storage: 'Storage' }

/** CPUs are counts; memory and storage are bytes in 1024 multiples (the rules: constants). */
export const formatResource = (r: Resource, n: number) => (r === 'cpus' ? formatNumber(n) : formatBytes(n))

export type UsageFigure = { used: number; limit: number; percent: number; over: boolean }

/** Used against a limit; percent is for the bar (capped at 100), `over` flags usage beyond the limit. */
export function usageFigure(used: number, limit: number): UsageFigure {
  return { used, limit, percent: Math.min(100, percentage(used, limit)), over: used > limit }
}

/** Totals over silos, for the fleet-wide row. */
export function sumCounts(rows: readonly VirtualResourceCounts[]): VirtualResourceCounts {
  return rows.reduce(
    (t, r) => ({ cpus: t.cpus + r.cpus, memory: t.memory + r.memory, storage: t.storage + r.storage }),
    { cpus: 0, memory: 0, storage: 0 },
  )
}
