/**
 * sort_by in every mode nexus.json lists, as basic.rs::test_projects_list checks it for
 * projects (name_ascending, name_descending, id_ascending) and audit_log.rs,
 * ssh_keys.rs and updates.rs for theirs; applied to the lists the console shows.
 */
import type { Case, SortMode } from '../case.ts'

const from = 'basic.rs::test_projects_list'
const NAME_OR_ID: SortMode[] = ['name_ascending', 'name_descending', 'id_ascending']

/** lists the mock's fixtures fill */
const fixtureLists = [
  '/v1/projects',
  '/v1/instances?project=mock-project',
  '/v1/disks?project=mock-project',
  '/v1/snapshots?project=mock-project',
  '/v1/vpcs?project=mock-project',
  '/v1/vpc-subnets?project=mock-project&vpc=mock-vpc',
  '/v1/floating-ips?project=mock-project',
  '/v1/images?project=mock-project',
  '/v1/system/silos',
  '/v1/system/ip-pools',
  '/v1/me/ssh-keys',
]

const sorted = (path: string, mode: SortMode, fixtures: boolean, source = from): Case => ({
  from: source,
  method: 'GET',
  path: `${path}${path.includes('?') ? '&' : '?'}sort_by=${mode}`,
  status: 200,
  sorted: mode,
  ...(fixtures ? { fixtures } : {}),
})

export const paginationCases: Case[] = [
  // built-in users are on every rack (at least two), so a rack checks this one too; they sort by name only
  sorted('/v1/system/users-builtin', 'name_ascending', false),
  ...fixtureLists.flatMap((p) => NAME_OR_ID.map((m) => sorted(p, m, true))),
  sorted(
    '/v1/system/audit-log?start_time=2020-01-01T00:00:00Z',
    'time_and_id_descending',
    true,
    'audit_log.rs::test_audit_log_list',
  ),
  sorted(
    '/v1/system/audit-log?start_time=2020-01-01T00:00:00Z',
    'time_and_id_ascending',
    true,
    'audit_log.rs::test_audit_log_list',
  ),
  {
    // an IdSortMode list takes only id_ascending
    from,
    method: 'GET',
    path: '/v1/system/hardware/sleds?sort_by=name_ascending',
    status: 400,
    message: 'unable to parse query string: unknown variant `name_ascending`, expected `id_ascending`',
    errorCode: null,
  },
  {
    from,
    method: 'GET',
    path: '/v1/projects?sort_by=time_and_id_ascending',
    status: 400,
    message:
      'unable to parse query string: unknown variant `time_and_id_ascending`, expected one of `name_ascending`, `name_descending`, `id_ascending`',
    errorCode: null,
  },
]
