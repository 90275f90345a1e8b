/** Disks and snapshots: nexus/tests/integration_tests/disks.rs and snapshots.rs. */
import type { Case, Step } from '../case.ts'
import { blankDisk, GiB, instance, newProject } from './bodies.ts'

const D = '/v1/disks'
const withDisk: Step[] = [...newProject, { method: 'POST', path: `${D}?project={u}`, body: blankDisk('disk') }]
/** a disk attached to a stopped instance `inst1`, and a second stopped instance `inst2` */
const attached: Step[] = [
  ...withDisk,
  { method: 'POST', path: '/v1/instances?project={u}', body: instance('inst1') },
  { method: 'POST', path: '/v1/instances?project={u}', body: instance('inst2') },
  { method: 'POST', path: '/v1/instances/inst1/disks/attach?project={u}', body: { disk: 'disk' } },
]
/** a disk from the snapshot setup step 2 made */
const fromSnapshot = (size: number) => ({
  name: 'bad-disk',
  description: '',
  size,
  disk_backend: { type: 'distributed', disk_source: { type: 'snapshot', snapshot_id: '{id2}' } },
})
const sizeCase = (from: string, size: number, message: string, messageFrom: string): Case => ({
  from,
  setup: newProject,
  method: 'POST',
  path: `${D}?project={u}`,
  body: blankDisk('disk', size),
  status: 400,
  message,
  messageFrom,
  errorCode: 'InvalidValue',
})

export const diskCases: Case[] = [
  {
    from: 'disks.rs::test_disk_not_found_before_creation',
    setup: newProject,
    method: 'GET',
    path: `${D}/just-rainsticks?project={u}`,
    status: 404,
    message: 'not found: disk with name "just-rainsticks"',
    errorCode: 'ObjectNotFound',
  },
  {
    from: 'disks.rs::test_disk_not_found_before_creation',
    setup: newProject,
    method: 'DELETE',
    path: `${D}/just-rainsticks?project={u}`,
    status: 404,
    message: 'not found: disk with name "just-rainsticks"',
  },
  {
    from: 'disks.rs::test_disk_create_attach_detach_delete',
    setup: newProject,
    method: 'POST',
    path: `${D}?project={u}`,
    body: blankDisk('disk'),
    status: 201,
  },
  {
    from: 'disks.rs::test_disk_create_attach_detach_delete',
    setup: withDisk,
    method: 'DELETE',
    path: `${D}/disk?project={u}`,
    status: 204,
  },
  {
    from: 'disks.rs::test_disk_create_disk_that_already_exists_fails',
    setup: withDisk,
    method: 'POST',
    path: `${D}?project={u}`,
    body: blankDisk('disk'),
    status: 400,
    message: 'already exists: disk "disk"',
    errorCode: 'ObjectAlreadyExists',
  },
  {
    from: 'disks.rs::test_disk_move_between_instances',
    setup: attached,
    method: 'POST',
    path: '/v1/instances/inst2/disks/attach?project={u}',
    body: { disk: 'disk' },
    status: 400,
    message: 'cannot attach disk "disk": disk is attached to another instance',
  },
  {
    from: 'disks.rs::test_disk_move_between_instances',
    setup: attached,
    method: 'DELETE',
    path: `${D}/disk?project={u}`,
    status: 400,
    message: 'disk cannot be deleted in state "attached"',
  },
  {
    from: 'disks.rs::test_disk_move_between_instances',
    setup: attached,
    method: 'POST',
    path: '/v1/instances/inst1/disks/detach?project={u}',
    body: { disk: 'disk' },
    status: 202,
  },
  {
    from: 'disks.rs::test_disk_move_between_instances',
    setup: withDisk.concat({ method: 'POST', path: '/v1/instances?project={u}', body: instance('inst1') }),
    method: 'POST',
    path: '/v1/instances/inst1/disks/attach?project={u}',
    body: { disk: 'disk' },
    status: 202,
  },
  sizeCase(
    'disks.rs::test_disk_reject_total_size_less_than_min_disk_size_bytes',
    GiB / 2,
    'unsupported value for "size": total size must be at least 1 GiB',
    'nexus/src/app/disk.rs:224',
  ),
  sizeCase(
    'disks.rs::test_disk_reject_total_size_greater_than_max_disk_size_bytes',
    1024 * GiB,
    'unsupported value for "size": total size must be less than 1023 GiB',
    'nexus/src/app/disk.rs:257',
  ),
  sizeCase(
    'disks.rs::test_disk_reject_total_size_not_divisible_by_min_disk_size',
    GiB + GiB / 2,
    'unsupported value for "size": total size must be a multiple of 1 GiB',
    'nexus/src/app/disk.rs:240',
  ),
  {
    // the test's snapshot has 4096-byte blocks: a disk from it takes its block size
    from: 'snapshots.rs::test_reject_creating_disk_from_snapshot',
    setup: [
      ...newProject,
      { method: 'POST', path: `${D}?project={u}`, body: blankDisk('disk', 2 * GiB, 4096) },
      { method: 'POST', path: '/v1/snapshots?project={u}', body: { name: 'snap', description: '', disk: 'disk' } },
    ],
    method: 'POST',
    path: `${D}?project={u}`,
    body: fromSnapshot(2 * GiB + 512),
    status: 400,
    message: 'unsupported value for "size and block_size": total size must be a multiple of block size 4096',
  },
  {
    from: 'snapshots.rs::test_snapshot_basic',
    setup: withDisk,
    method: 'POST',
    path: '/v1/snapshots?project={u}',
    body: { name: 'snap', description: '', disk: 'disk' },
    status: 201,
  },
  {
    from: 'snapshots.rs::test_reject_creating_disk_from_snapshot',
    setup: [
      ...newProject,
      { method: 'POST', path: `${D}?project={u}`, body: blankDisk('disk', 2 * GiB) },
      { method: 'POST', path: '/v1/snapshots?project={u}', body: { name: 'snap', description: '', disk: 'disk' } },
    ],
    method: 'POST',
    path: `${D}?project={u}`,
    body: fromSnapshot(GiB),
    status: 400,
    message: `disk size ${GiB} must be greater than or equal to snapshot size ${2 * GiB}`,
  },
]
