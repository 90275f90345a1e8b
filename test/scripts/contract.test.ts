/** The contract runner's pieces (scripts/contract/): arguments, read-only selection, placeholders, checks. */
import { existsSync } from 'node:fs'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { Case } from '../../contract/case.ts'
import { allCases } from '../../contract/cases/index.ts'
import { parseContractArgs } from '../../scripts/contract/args.ts'
import { check, fill, uniqueName } from '../../scripts/contract/run.ts'
import { isReadOnly, selectCases } from '../../scripts/contract/select.ts'
import { matchSource, omicronReader } from '../../scripts/contract/sources.ts'

const test = suite('contract')

test('arguments: none runs the mock; --api with --token runs a rack', () => {
  assert.equal(parseContractArgs([]), { mode: 'mock', filter: undefined, verbose: false })
  assert.equal(parseContractArgs(['--api', 'https://rack.example/', '--token', 'oxide-token-x', '--insecure']), {
    mode: 'rack',
    api: 'https://rack.example',
    token: 'oxide-token-x',
    insecure: true,
    filter: undefined,
    verbose: false,
  })
  assert.equal(parseContractArgs(['--grep', 'projects.rs', '-v']), {
    mode: 'mock',
    filter: 'projects.rs',
    verbose: true,
  })
  assert.equal(parseContractArgs(['--help']), { mode: 'help' })
})

test('arguments: what is missing or wrong is said', () => {
  const message = (argv: string[]) => {
    const r = parseContractArgs(argv)
    return r instanceof Error ? r.message : 'no error'
  }
  assert.match(message(['--api', 'https://rack.example']), /--api needs --token/)
  assert.match(message(['--token', 't']), /--token needs --api/)
  assert.match(message(['--api', 'rack.example', '--token', 't']), /must be a URL/)
  assert.match(message(['--api', 'ftp://rack.example', '--token', 't']), /http\(s\)/)
  assert.match(message(['--insecure']), /--insecure needs --api/)
  assert.match(message(['--bogus']), /bogus/)
  assert.match(message(['stray']), /stray/)
})

const base: Case = { from: 'x.rs::t', method: 'GET', path: '/v1/projects', status: 200 }

test('read-only: reads and refusals by the token holder or nobody, without setup or fixtures', () => {
  assert.ok(isReadOnly(base))
  assert.ok(isReadOnly({ ...base, as: 'anonymous', method: 'POST', status: 401 }))
  // dropshot's own refusal never reaches Nexus's handler, so it leaves no audit-log entry
  assert.ok(isReadOnly({ ...base, method: 'POST', status: 400, errorCode: null }))
  // and dropshot parses before Nexus authenticates: an anonymous write it cannot parse is its 400, not recorded either
  assert.ok(isReadOnly({ ...base, as: 'anonymous', method: 'POST', status: 400, errorCode: null }))
  assert.not.ok(isReadOnly({ ...base, as: 'anonymous', method: 'POST', status: 400, errorCode: 'InvalidRequest' }))
  // a write Nexus's handler refuses is recorded first (audit_and_time, nexus/src/context.rs:351)
  assert.not.ok(isReadOnly({ ...base, method: 'POST', status: 400, errorCode: 'InvalidRequest' }))
  assert.not.ok(
    isReadOnly({ ...base, method: 'PUT', status: 404 }),
    'PUT /v1/instances/<uuid> answers 404 after the entry',
  )
  assert.not.ok(isReadOnly({ ...base, method: 'POST', status: 201 }), 'a write that succeeds changes the rack')
  assert.not.ok(isReadOnly({ ...base, method: 'DELETE', status: 204 }))
  assert.not.ok(isReadOnly({ ...base, as: 'no-roles', status: 403 }), 'a rack run has only the token')
  assert.not.ok(isReadOnly({ ...base, fixtures: true }), 'a rack has no mock fixtures')
  assert.not.ok(isReadOnly({ ...base, setup: [{ method: 'POST', path: '/v1/projects', body: {} }] }))
})

test('selection: a rack gets only read-only cases; --grep narrows either', () => {
  const cases: Case[] = [base, { ...base, fixtures: true }, { ...base, from: 'disks.rs::t', path: '/v1/disks' }]
  assert.is(selectCases(cases, 'mock').length, 3)
  assert.is(selectCases(cases, 'rack').length, 2)
  assert.equal(
    selectCases(cases, 'mock', 'DISKS.rs').map((c) => c.path),
    ['/v1/disks'],
  )
  const rack = selectCases(allCases, 'rack')
  assert.ok(rack.length > 20, `a rack run checks something (${rack.length} cases)`)
  assert.ok(rack.every(isReadOnly))
  const writes = rack.filter((c) => c.method !== 'GET' && c.method !== 'HEAD' && c.as !== 'anonymous')
  assert.ok(
    writes.every((c) => c.errorCode === null),
    'the token writes only what dropshot refuses',
  )
  assert.not.ok(rack.some((c) => c.path === '/v1/system/ip-pools/{u}' && c.method === 'DELETE'))
})

test("--omicron: each case held against the text of its test, its helpers and Nexus's code", () => {
  assert.equal(parseContractArgs(['--omicron', '/x/omicron.git']), { mode: 'sources', omicron: '/x/omicron.git' })
  const T = 'nexus/tests/integration_tests/'
  const files: Record<string, string> = {
    [`${T}a.rs`]: [
      'const PROJECTS_URL: &str = "/v1/projects";',
      'async fn test_one(cptestctx: &Ctx) {',
      '    let e = get_missing(client).await;',
      '    assert_eq!(e.message, "not found: project with name \\"nope\\"");',
      '}',
      'async fn get_missing(client: &C) -> E {',
      '    NexusRequest::expect_failure(client, StatusCode::NOT_FOUND, Method::GET, &format!("{PROJECTS_URL}/nope"))',
      '}',
      'async fn test_two(cptestctx: &Ctx) {',
      '    create_project(client, "p").await;',
      '}',
    ].join('\n'),
    'nexus/test-utils/src/resource_helpers.rs':
      'pub async fn create_project(c: &C, name: &str) {\n    object_create(c, "/v1/projects", name)\n}\n',
    'nexus/test-utils/src/http_testing.rs':
      '    pub fn object_create(t: &T, uri: &str) -> Self {\n        RequestBuilder::new(t).expect_status(Some(http::StatusCode::CREATED))\n    }\n',
    'nexus/src/app/project.rs':
      'line 1\n\n\n\n\n\n\n\n\n    Error::invalid_request(format!("the project name is reserved: {}", name))\n',
  }
  const read = (path: string) => files[path]
  const get: Case = { from: 'a.rs::test_one', method: 'GET', path: '/v1/projects/{u}', status: 404 }
  assert.equal(matchSource({ ...get, message: 'not found: project with name "{u}"' }, read), { kind: 'exact', why: [] })
  // a status, a path or a message the test does not check makes the case partly
  assert.equal(matchSource({ ...get, status: 400 }, read).kind, 'partly')
  assert.equal(matchSource({ ...get, path: '/v1/disks/{u}' }, read).why, [
    'the test does not name disks (/v1/disks/{u})',
  ])
  assert.equal(matchSource({ ...get, path: '/v1/projects?sort_by=name_descending', status: 404 }, read).kind, 'partly')
  assert.equal(matchSource({ ...get, message: 'Forbidden' }, read).kind, 'partly')
  // the status through the helpers the test calls
  const create: Case = { from: 'a.rs::test_two', method: 'POST', path: '/v1/projects', status: 201 }
  assert.equal(matchSource(create, read), { kind: 'exact', why: [] })
  // a message the test does not check, read from Nexus's code at the line given
  const reserved = {
    ...create,
    status: 400,
    statusFrom: 'nexus/src/app/project.rs:10',
    message: 'the project name is reserved: x',
  }
  assert.equal(matchSource({ ...reserved, statusFrom: undefined }, read).kind, 'partly')
  assert.equal(
    matchSource(
      { ...create, messageFrom: 'nexus/src/app/project.rs:10', message: 'the project name is reserved: x' },
      read,
    ),
    {
      kind: 'nexus',
      why: [],
    },
  )
  assert.equal(
    matchSource({ ...create, messageFrom: 'nexus/src/app/project.rs:1', message: 'nothing like it here' }, read).kind,
    'partly',
  )
  assert.equal(matchSource({ ...get, from: 'a.rs::test_three' }, read).why, ['no fn test_three in a.rs'])
})

test('--omicron reads a checkout or a git directory', () => {
  const git = '/work/.mirror/oxidecomputer+omicron/repo'
  if (!existsSync(git)) return
  const text = omicronReader(git)('nexus/tests/integration_tests/basic.rs')
  assert.match(text ?? '', /fn test_projects_list/)
  assert.is(omicronReader('/nonexistent-omicron')('nexus/tests/integration_tests/basic.rs'), undefined)
})

test('every case names the omicron test it came from and can fail', () => {
  assert.ok(allCases.length >= 150, `${allCases.length} cases`)
  for (const c of allCases) {
    assert.match(c.from, /^[\w/]+\.rs::\w+$/, `${c.method} ${c.path}`)
    assert.ok(c.status >= 200 && c.status < 600)
  }
})

test('placeholders: {u}, {idN} and {nextN} in paths and bodies, deeply', () => {
  const vars = { u: uniqueName('abc123', 7), id0: '1234', next1: 'eyJr%3D' }
  assert.is(vars.u, 'ct-abc123-7')
  assert.is(fill('/v1/projects/{u}?id={id0}&x={id9}', vars), '/v1/projects/ct-abc123-7?id=1234&x={id9}')
  assert.is(fill('/v1/instances?page_token={next1}&limit=1', vars), '/v1/instances?page_token=eyJr%3D&limit=1')
  assert.equal(fill({ name: '{u}-disk', list: ['{id0}', 3], n: null }, vars), {
    name: 'ct-abc123-7-disk',
    list: ['1234', 3],
    n: null,
  })
})

const error = (status: number, message: string, extra: object = {}) => ({
  status,
  body: { request_id: 'r1', message, ...extra },
  text: '',
})

test('check: status, exact message, error_code and the error body shape', () => {
  const c: Case = { ...base, status: 404, message: 'not found: project with name "{u}"', errorCode: 'ObjectNotFound' }
  const vars = { u: 'p1' }
  assert.equal(check(c, error(404, 'not found: project with name "p1"', { error_code: 'ObjectNotFound' }), vars), [])
  assert.equal(check(c, error(403, 'Forbidden', { error_code: 'Forbidden' }), vars), [
    'expected 404, got 403 "Forbidden"',
  ])
  assert.equal(check(c, error(404, 'not found: project with id "p1"', { error_code: 'ObjectNotFound' }), vars), [
    'expected message "not found: project with name "p1"", got "not found: project with id "p1""',
  ])
  assert.equal(check(c, error(404, 'not found: project with name "p1"'), vars), [
    'expected error_code ObjectNotFound, got null',
  ])
  const noId = { status: 404, body: { message: 'x', error_code: 'ObjectNotFound' }, text: '' }
  assert.ok(check({ ...base, status: 404 }, noId).includes('error body has no request_id'))
  const html = { status: 500, body: undefined, text: '<html>' }
  assert.ok(check({ ...base, status: 500 }, html)[0].startsWith('error body is not JSON'))
  assert.equal(check({ ...base, status: 405, errorCode: null }, error(405, 'Method Not Allowed')), [])
})

test('check: sort order of a page', () => {
  const page = (...names: string[]) => ({ status: 200, body: { items: names.map((name) => ({ name })) }, text: '' })
  assert.equal(check({ ...base, sorted: 'name_descending' }, page('c', 'b', 'a')), [])
  assert.equal(check({ ...base, sorted: 'name_ascending' }, page('a', 'c', 'b')), [
    'not in name_ascending order at item 2: c then b',
  ])
  assert.equal(check({ ...base, sorted: 'name_ascending' }, page('a')), [
    'expected at least 2 items to check name_ascending',
  ])
})

test('check: audit entries are ordered by when they completed, as Nexus pages them', () => {
  // the later-started request finished first: by completion the order is b, a (descending: a first)
  const a = { id: 'a', time_started: '2026-01-01T00:00:01Z', time_completed: '2026-01-01T00:00:05Z' }
  const b = { id: 'b', time_started: '2026-01-01T00:00:02Z', time_completed: '2026-01-01T00:00:03Z' }
  const page = (...items: object[]) => ({ status: 200, body: { items }, text: '' })
  assert.equal(check({ ...base, sorted: 'time_and_id_descending' }, page(a, b)), [])
  assert.equal(check({ ...base, sorted: 'time_and_id_ascending' }, page(b, a)), [])
  assert.equal(check({ ...base, sorted: 'time_and_id_ascending' }, page(a, b)).length, 1)
})

test.run()
