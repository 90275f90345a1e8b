/** The contract runner's pieces (scripts/contract/): arguments, read-only selection, placeholders, checks. */
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { Case } from '../../contract/case.ts'
import { allCases } from '../../contract/cases/index.ts'
import { parseContractArgs } from '../../scripts/contract/args.ts'
import { check, fill, uniqueName } from '../../scripts/contract/run.ts'
import { isReadOnly, selectCases } from '../../scripts/contract/select.ts'
import { missingSources } from '../../scripts/contract/sources.ts'

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
  assert.ok(isReadOnly({ ...base, method: 'POST', status: 400 }))
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
})

test('--omicron: sources checked against the test files', () => {
  assert.equal(parseContractArgs(['--omicron', '/x/omicron.git']), { mode: 'sources', omicron: '/x/omicron.git' })
  const files: Record<string, string> = { 'a.rs': 'async fn test_one() {}\nfn test_two_more() {}' }
  assert.equal(
    missingSources(
      ['a.rs::test_one', 'a.rs::test_two', 'a.rs::test_two_more', 'b.rs::test_one', 'a.rs'],
      (f) => files[f],
    ),
    ['a.rs::test_two', 'b.rs::test_one', 'a.rs'],
  )
})

test('every case names the omicron test it came from and can fail', () => {
  assert.ok(allCases.length >= 150, `${allCases.length} cases`)
  for (const c of allCases) {
    assert.match(c.from, /^[\w/]+\.rs::\w+$/, `${c.method} ${c.path}`)
    assert.ok(c.status >= 200 && c.status < 600)
  }
})

test('placeholders: {u} and {idN} in paths and bodies, deeply', () => {
  const vars = { u: uniqueName('abc123', 7), id0: '1234' }
  assert.is(vars.u, 'ct-abc123-7')
  assert.is(fill('/v1/projects/{u}?id={id0}&x={id9}', vars), '/v1/projects/ct-abc123-7?id=1234&x={id9}')
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

test.run()
