import type { Step } from '../case.ts'

/** Request bodies the cases share, valid for nexus.json (so only what a case is about can be refused). */

export const GiB = 1024 ** 3

export const project = (name: string) => ({ name, description: 'made by a contract case' })

/** A stopped instance with the default network interface and no disks. */
export const instance = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  description: 'made by a contract case',
  hostname: 'contract-host',
  ncpus: 1,
  memory: GiB,
  start: false,
  ...extra,
})

export const blankDisk = (name: string, size = GiB, blockSize = 512) => ({
  name,
  description: 'made by a contract case',
  size,
  disk_backend: { type: 'distributed', disk_source: { type: 'blank', block_size: blockSize } },
})

/** setup steps: a fresh project `{u}` (with the default VPC the control plane makes) */
export const newProject: Step[] = [{ method: 'POST', path: '/v1/projects', body: project('{u}') }]
