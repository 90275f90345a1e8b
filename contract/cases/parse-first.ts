/**
 * dropshot parses a request's path, query and body before Nexus's handler runs, and the handler is where Nexus
 * authenticates (each endpoint of nexus/src/external_api/http_entrypoints.rs takes its `Path`, `Query` and
 * `TypedBody` as arguments and only then calls `op_context_for_external_api`). So a request dropshot cannot parse is
 * its 400 whoever sends it: the requests below are their tests' own, sent without credentials, and answer as the
 * tests' signed-in user is answered, not 401.
 */
import type { Case } from '../case.ts'
import { project } from './bodies.ts'

export const parseFirstCases: Case[] = [
  {
    from: 'basic.rs::test_projects_basic',
    as: 'anonymous',
    method: 'POST',
    path: '/v1/projects',
    body: project('sim_project'),
    status: 400,
    messageStartsWith:
      'unable to parse JSON body: name contains invalid character: "_" (allowed characters are lowercase ASCII, digits, and "-"',
    errorCode: null,
  },
  // the query: a group that is not a UUID, as the signed-in test user asks it and as nobody does
  {
    from: 'silo_users.rs::test_silo_group_users_bad_group_id',
    method: 'GET',
    path: '/v1/users?group=abc',
    status: 400,
  },
  {
    from: 'silo_users.rs::test_silo_group_users_bad_group_id',
    as: 'anonymous',
    method: 'GET',
    path: '/v1/users?group=abc',
    status: 400,
    errorCode: null,
  },
  {
    from: 'silo_users.rs::test_silo_group_users_bad_group_id',
    as: 'anonymous',
    method: 'GET',
    path: '/v1/users?group=',
    status: 400,
    errorCode: null,
  },
]
