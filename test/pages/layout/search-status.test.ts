import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { coverageText, emptyText, searchStatus } from '../../../web/pages/layout/search-status'
import type { SiloSearch } from '../../../web/api/search/use-silo-search'
import type { Coverage } from '../../../web/api/search/silo-index'

const read = (instance: number, rest: number): Coverage['read'] => ({
  instance,
  vpc: rest,
  disk: rest,
  snapshot: rest,
  'floating-ip': rest,
  image: rest,
})
const coverage = (c: Partial<Coverage>): Coverage => ({
  projects: 2006,
  read: read(0, 0),
  siloImages: true,
  complete: false,
  partial: false,
  ...c,
})
const search = (s: Partial<SiloSearch>): SiloSearch => ({ hits: [], loading: false, working: true, failed: [], ...s })
const hit = { kind: 'instance' as const, name: 'inst-01999', id: 'x', project: 'p' }

const Status = suite('palette search status')

Status('says how far the index got, kind by kind, most read first', () => {
  assert.is(coverageText(coverage({ read: read(1216, 1216) })), '1,216 of 2,006 projects so far')
  assert.is(
    coverageText(coverage({ read: read(2006, 1216) })),
    'instances in 2,006 of 2,006 projects; VPCs, disks, snapshots, floating IPs and images in 1,216',
  )
  assert.is(
    searchStatus(search({ hits: [hit], coverage: coverage({ read: read(900, 0) }) }), 'inst'),
    '1 resource found. Searching… instances in 900 of 2,006 projects; VPCs, disks, snapshots, floating IPs and images in 0.',
  )
})

Status("a fleet reader's index says running instances were searched silo-wide until every list is read", () => {
  assert.is(
    searchStatus(search({ hits: [hit], coverage: coverage({ read: read(12, 0), running: true }) }), 'inst'),
    '1 resource found. Searching… instances in 12 of 2,006 projects; VPCs, disks, snapshots, floating IPs and images in 0. Running instances searched in all projects.',
  )
  const all = coverage({ read: read(2006, 2006), complete: true, running: true })
  assert.is(
    searchStatus(search({ coverage: all, working: false }), 'zz'),
    '0 resources found. Searched all 2,006 projects.',
  )
})

Status('a complete index says so, and that it refreshes', () => {
  const c = coverage({ read: read(2006, 2006), complete: true })
  assert.is(
    searchStatus(search({ coverage: c, working: false }), 'zz'),
    '0 resources found. Searched all 2,006 projects.',
  )
  assert.is(searchStatus(search({ coverage: c }), 'zz'), '0 resources found. Searched all 2,006 projects, refreshing.')
})

Status('"No matches" only once everything was searched', () => {
  const partial = coverage({ read: read(2006, 10) })
  assert.is(emptyText(search({ coverage: partial }), 'zz'), 'No matches yet, still searching')
  assert.is(
    emptyText(search({ coverage: partial, working: false, failed: ['p1'] }), 'zz'),
    'No matches in the projects that could be searched',
  )
  assert.is(emptyText(search({ coverage: coverage({ complete: true }), working: false }), 'zz'), 'No matches')
  assert.is(
    emptyText(search({ coverage: coverage({ complete: true }), failed: ['p1'] }), 'zz'),
    'No matches yet, still searching',
  )
})

Status('names what could not be searched, and nothing before two characters', () => {
  const c = coverage({ read: read(5, 5) })
  assert.match(
    searchStatus(search({ coverage: c, working: false, failed: ['a', 'b', 'c', 'd', 'e'] }), 'zz'),
    'Could not search a, b, c and 2 more.',
  )
  assert.is(searchStatus(search({ error: new Error('Forbidden') }), 'zz'), 'Could not search the silo: Forbidden')
  assert.is(searchStatus(search({ loading: true }), 'zz'), 'Searching…')
  assert.is(searchStatus(search({}), 'z'), '')
})

Status.run()
