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

/** where Nexus's pagination names the sort modes of a list by name or id, and of one by name only */
const NAME_OR_ID_MODES = 'common/src/api/external/http_pagination.rs:420'
const NAME_MODES = 'common/src/api/external/http_pagination.rs:285'

const sorted = (path: string, mode: SortMode, fixtures: boolean, source = from, sortedFrom?: string): Case => ({
  from: source,
  ...(sortedFrom ? { sortedFrom } : {}),
  method: 'GET',
  path: `${path}${path.includes('?') ? '&' : '?'}sort_by=${mode}`,
  status: 200,
  sorted: mode,
  ...(fixtures ? { fixtures } : {}),
})

export const paginationCases: Case[] = [
  // built-in users are on every rack (at least two), so a rack checks this one too; they sort by name only
  sorted('/v1/system/users-builtin', 'name_ascending', false, from, NAME_MODES),
  // test_projects_list sorts only projects: for the other lists the order is Nexus's pagination code
  ...fixtureLists.flatMap((p) =>
    NAME_OR_ID.map((m) => sorted(p, m, true, from, p === '/v1/projects' ? undefined : NAME_OR_ID_MODES)),
  ),
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
    // the test sorts the audit log descending only; ascending is the same pagination code's other order
    'common/src/api/external/http_pagination.rs:506',
  ),
  // A next page is asked with its token alone: the token carries the scan (sort order and selectors) that the first
  // page was asked with. test_projects_list pages through iter_collection_authn, which sends the first page's
  // sort_by once and then only page_token and limit.
  {
    from,
    setup: [{ method: 'GET', path: '/v1/projects?limit=1&sort_by=name_descending' }],
    method: 'GET',
    path: '/v1/projects?limit=3&page_token={next0}',
    status: 200,
    sorted: 'name_descending',
    fixtures: true,
  },
  {
    from: 'audit_log.rs::test_audit_log_list',
    setup: [{ method: 'GET', path: '/v1/system/audit-log?start_time=2020-01-01T00:00:00Z&limit=1' }],
    method: 'GET',
    path: '/v1/system/audit-log?page_token={next0}&limit=1',
    status: 200,
    fixtures: true,
  },
  // the project is the token's too, so a next page need not name it
  {
    from: 'external_subnets.rs::external_subnet_pagination',
    setup: [{ method: 'GET', path: '/v1/external-subnets?project=mock-project&limit=1' }],
    method: 'GET',
    path: '/v1/external-subnets?limit=1&page_token={next0}',
    status: 200,
    fixtures: true,
  },
]
