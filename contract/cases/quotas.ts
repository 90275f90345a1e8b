/**
 * Quotas: nexus/tests/integration_tests/quotas.rs. These set default-silo's quotas to zero
 * and nothing sets them back, so they run last (contract/cases/index.ts).
 */
import type { Case, Step } from '../case.ts'
import { blankDisk, GiB, instance, newProject } from './bodies.ts'

const from = 'quotas.rs::test_quotas'
const zero: Step = {
  method: 'PUT',
  path: '/v1/system/silos/default-silo/quotas',
  body: { cpus: 0, memory: 0, storage: 0 },
}

export const quotaCases: Case[] = [
  {
    from: 'quotas.rs::test_negative_quota',
    method: 'PUT',
    path: '/v1/system/silos/default-silo/quotas',
    body: { cpus: -1, memory: 0, storage: 0 },
    status: 400,
    message: 'Cannot update silo quota: CPU quota must not be negative',
    fixtures: true,
  },
  {
    from,
    setup: [...newProject, { method: 'POST', path: '/v1/instances?project={u}', body: instance('instance') }, zero],
    method: 'POST',
    path: '/v1/instances/instance/start?project={u}',
    status: 507,
    message:
      'Insufficient capacity: vCPU Limit Exceeded: Not enough vCPUs to complete request. Either stop unused instances to free up resources or contact the rack operator to request a capacity increase.',
    messageFrom: 'nexus/db-queries/src/db/queries/virtual_provisioning_collection_update.rs:48',
    statusFrom: 'common/src/api/external/error.rs:492',
    errorCode: 'InsufficientCapacity',
    fixtures: true,
  },
  {
    from,
    setup: [
      ...newProject,
      { method: 'POST', path: '/v1/instances?project={u}', body: instance('instance', { memory: 16 * GiB }) },
      { method: 'PUT', path: '/v1/system/silos/default-silo/quotas', body: { cpus: 10000, memory: 0, storage: 0 } },
    ],
    method: 'POST',
    path: '/v1/instances/instance/start?project={u}',
    status: 507,
    message:
      'Insufficient capacity: Memory Limit Exceeded: Not enough memory to complete request. Either stop unused instances to free up resources or contact the rack operator to request a capacity increase.',
    messageFrom: 'nexus/db-queries/src/db/queries/virtual_provisioning_collection_update.rs:56',
    statusFrom: 'common/src/api/external/error.rs:492',
    fixtures: true,
  },
  {
    from,
    setup: [...newProject, zero],
    method: 'POST',
    path: '/v1/disks?project={u}',
    body: blankDisk('disk'),
    status: 507,
    message:
      'Insufficient capacity: Storage Limit Exceeded: Not enough storage to complete request. Either remove unneeded disks and snapshots to free up resources or contact the rack operator to request a capacity increase.',
    messageFrom: 'nexus/db-queries/src/db/queries/virtual_provisioning_collection_update.rs:64',
    statusFrom: 'common/src/api/external/error.rs:492',
    fixtures: true,
  },
  {
    // the test's snapshot finds no space for its blocks; here the silo's storage quota is spent: the snapshot
    // saga provisions the snapshot's size as storage (sagas/snapshot_create.rs:759), so the quota refuses it
    from: 'snapshots.rs::test_cannot_snapshot_if_no_space',
    setup: [
      ...newProject,
      // the cases before leave the quota at zero: room for the disk first
      { ...zero, body: { cpus: 0, memory: 0, storage: 1024 * 1024 * GiB } },
      { method: 'POST', path: '/v1/disks?project={u}', body: blankDisk('disk') },
      zero,
    ],
    method: 'POST',
    path: '/v1/snapshots?project={u}',
    body: { name: 'snap', description: '', disk: 'disk' },
    status: 507,
    message:
      'Insufficient capacity: Storage Limit Exceeded: Not enough storage to complete request. Either remove unneeded disks and snapshots to free up resources or contact the rack operator to request a capacity increase.',
    messageFrom: 'nexus/db-queries/src/db/queries/virtual_provisioning_collection_update.rs:64',
    fixtures: true,
  },
]
