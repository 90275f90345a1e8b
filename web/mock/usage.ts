/**
 * Derived numbers: what a silo has provisioned (the rules: entities Usage), IP pool use,
 * and deterministic metric series, shared by silo- and system-level handlers.
 */
import type { Db } from './db'
import { insufficientCapacity } from './errors'
import { rangeSize } from './ip'

/** Instances hold CPU and RAM unless stopped or failed; every live disk and every snapshot holds storage. */
export function provisioned(db: Db, siloId: string) {
  const projects = new Set(db.projects.filter((p) => db.projectSilos[p.id] === siloId).map((p) => p.id))
  const active = db.instances.filter(
    (i) => projects.has(i.project_id) && !['stopped', 'failed', 'destroyed'].includes(i.run_state),
  )
  const disks = db.disks.filter((d) => projects.has(d.project_id) && d.state.state !== 'destroyed')
  // Nexus's snapshot saga provisions the snapshot's size as storage, as it does a disk's
  const snapshots = db.snapshots.filter((s) => projects.has(s.project_id))
  return {
    cpus: active.reduce((n, i) => n + i.ncpus, 0),
    memory: active.reduce((n, i) => n + i.memory, 0),
    storage: disks.reduce((n, d) => n + d.size, 0) + snapshots.reduce((n, s) => n + s.size, 0),
  }
}

export function quotas(db: Db, siloId: string) {
  const q = db.siloQuotas.find((q) => q.silo_id === siloId)
  return { cpus: q?.cpus ?? 0, memory: q?.memory ?? 0, storage: q?.storage ?? 0 }
}

/** Nexus's words when a silo's quota cannot take a request (virtual_provisioning_collection_update.rs). */
const QUOTA_EXCEEDED = {
  cpus: 'vCPU Limit Exceeded: Not enough vCPUs to complete request. Either stop unused instances to free up resources or contact the rack operator to request a capacity increase.',
  memory:
    'Memory Limit Exceeded: Not enough memory to complete request. Either stop unused instances to free up resources or contact the rack operator to request a capacity increase.',
  storage:
    'Storage Limit Exceeded: Not enough storage to complete request. Either remove unneeded disks and snapshots to free up resources or contact the rack operator to request a capacity increase.',
}

/** 507 unless the silo's quota holds what is provisioned plus `more` (an instance starting, a disk made). */
export function checkQuota(db: Db, siloId: string, more: { cpus?: number; memory?: number; storage?: number }) {
  const used = provisioned(db, siloId)
  const limit = quotas(db, siloId)
  for (const k of ['cpus', 'memory', 'storage'] as const) {
    const add = more[k] ?? 0
    if (add > 0 && used[k] + add > limit[k]) throw insufficientCapacity(QUOTA_EXCEEDED[k])
  }
}

/** Every address handed out from a pool (floating, ephemeral, SNAT, gateway addresses). */
export function usedIps(db: Db, poolId?: string) {
  const ips = [
    ...db.floatingIps.filter((f) => !poolId || f.ip_pool_id === poolId).map((f) => f.ip),
    ...db.instanceIps.filter((r) => !poolId || r.ip_pool_id === poolId).map((r) => r.ip),
  ]
  if (!poolId) ips.push(...db.gatewayIpAddresses.map((a) => a.address))
  return new Set(ips)
}

export function poolUtilization(db: Db, poolId: string) {
  const capacity = db.ipPoolRanges
    .filter((r) => r.ip_pool_id === poolId)
    .reduce((n, r) => n + Number(rangeSize(r.range)), 0)
  const used = usedIps(db, poolId).size
  return { capacity, remaining: Math.max(0, capacity - used) }
}

function hash(seed: string) {
  let h = 0
  for (const c of seed) h = (h * 31 + c.charCodeAt(0)) >>> 0
  return h
}

/** The value at position `x` (points from the start; fractional between them) of a seeded series. */
function valueAt(h: number, x: number, scale: number) {
  const wave = Math.sin((x + (h % 97)) / 6) * 0.25 + Math.sin((x + (h % 13)) / 1.7) * 0.05
  const jitter = ((h >> (((Math.floor(x) % 16) + 16) % 16)) & 7) / 100
  return Math.max(0, Math.round(scale * (0.6 + wave + jitter)))
}

/** A smooth, repeatable series: the same inputs always draw the same chart. */
export function series(seed: string, count: number, scale: number) {
  const h = hash(seed)
  return Array.from({ length: count }, (_, i) => valueAt(h, i, scale))
}

/**
 * The same curve read at positions on a clock (a timestamp over the window length): the same
 * instant always has the same value, and a later query reads further along, so a live chart moves.
 */
export function seriesAt(seed: string, positions: number[], scale: number) {
  const h = hash(seed)
  return positions.map((x) => valueAt(h, x, scale))
}
