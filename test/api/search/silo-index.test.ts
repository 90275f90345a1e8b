import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { SiloIndex, type KindList } from '../../../web/api/search/silo-index'

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const list = (items: [string, string][], readAt = 1): KindList => ({ items, readAt, partial: false })

function twoProjects() {
  const index = new SiloIndex()
  index.setProjects(
    [
      ['alpha', ID(1)],
      ['beta', ID(2)],
    ],
    1,
  )
  index.setList(ID(1), 'instance', list([['web-1', ID(11)]]))
  index.setList(ID(1), 'vpc', list([['web', ID(12)]]))
  index.setList(ID(2), 'disk', list([['my-web', ID(21)]]))
  index.siloImages = list([['other', 'abcd1234-0000-4000-8000-000000000000']])
  return index
}

const Index = suite('SiloIndex')

Index('ranks exact, then prefix, then substring name matches; IDs match whole or by a prefix of 4+', () => {
  const index = twoProjects()
  assert.equal(
    index.search('WEB').map((h) => `${h.kind}:${h.name}:${h.project}`),
    ['vpc:web:alpha', 'instance:web-1:alpha', 'disk:my-web:beta'],
  )
  assert.equal(index.search('abcd1'), [{ kind: 'image', name: 'other', id: 'abcd1234-0000-4000-8000-000000000000' }])
  assert.equal(index.search('abc'), [], 'ID prefixes shorter than 4 characters match nothing')
  assert.equal(index.search(ID(21)).map((h) => h.name), ['my-web'])
  assert.equal(index.search('be').map((h) => h.kind), ['project'])
  assert.equal(index.search('  '), [])
  assert.equal(index.search('web', 2).length, 2)
})

Index('a new project list drops the lists of projects that went away and follows renames', () => {
  const index = twoProjects()
  const removed = index.setProjects(
    [
      ['alpha-renamed', ID(1)],
      ['gamma', ID(3)],
    ],
    2,
  )
  assert.equal(removed, [ID(2)])
  assert.equal(index.search('my-web'), [])
  assert.equal(index.search('web-1')[0].project, 'alpha-renamed')
  assert.equal(index.entry(ID(3))?.lists, {})
})

Index('coverage counts, kind by kind, the projects read; complete once every list and the silo images were', () => {
  const index = twoProjects()
  let c = index.coverage()
  assert.is(c.projects, 2)
  assert.equal(c.read, { instance: 1, vpc: 1, disk: 1, snapshot: 0, 'floating-ip': 0, image: 0 })
  assert.is(c.complete, false)
  assert.is(c.oldest, undefined)
  for (const id of [ID(1), ID(2)])
    for (const kind of ['instance', 'vpc', 'disk', 'snapshot', 'floating-ip', 'image'] as const)
      index.setList(id, kind, list([], id === ID(2) && kind === 'image' ? 0.5 : 3))
  c = index.coverage()
  assert.is(c.complete, true)
  assert.is(c.oldest, 0.5)
  index.siloImages = undefined
  assert.is(index.coverage().complete, false, 'the silo images count too')
})

Index('restores what the store kept, names from the newer project list', () => {
  const index = new SiloIndex()
  index.restore({
    projects: [['now-called', ID(1)]],
    projectsReadAt: 5,
    entries: [{ id: ID(1), name: 'old-name', lists: { instance: list([['db', ID(9)]]) } }],
  })
  assert.equal(index.search('db'), [{ kind: 'instance', name: 'db', id: ID(9), project: 'now-called' }])
})

Index('running instances from the sleds count in projects whose instance list is unread, listed yet or not', () => {
  const index = twoProjects()
  index.running = {
    items: [
      ['web-1', ID(11), 'alpha'],
      ['web-2', ID(22), 'beta'],
      ['web-3', ID(33), 'not-listed'],
    ],
    readAt: 1,
    partial: false,
  }
  assert.equal(
    index.search('web-').map((h) => `${h.kind}:${h.name}:${h.project}`),
    ['instance:web-1:alpha', 'instance:web-2:beta', 'instance:web-3:not-listed'],
    "alpha's instance list is read: its own row stands, not a second one from the sleds; a project made since the list was read counts",
  )
  index.setList(ID(2), 'instance', list([]))
  assert.equal(
    index.search('web-2'),
    [],
    "beta's instance list, read after, is the whole answer for beta: the instance was stopped or deleted",
  )
  assert.equal(index.snapshot().running, index.running, 'kept with the project list')
  assert.is(index.coverage().partial, false)
  assert.is(index.coverage().running, true)
  index.running.partial = true
  assert.is(index.coverage().partial, true, 'a sled list not read whole is said, as any list')
  assert.is(index.coverage().running, false, 'and then not every running instance is known')
})

Index.run()
