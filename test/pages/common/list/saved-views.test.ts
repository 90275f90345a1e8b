import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import {
  deleteView,
  isDefaultView,
  loadViews,
  saveView,
  viewLink,
  viewOf,
} from '../../../../web/pages/common/list/saved-views'
import { searchWithView, viewFromSearch, type ListView } from '../../../../web/pages/common/list/list-view'

/** A Storage over a Map, for tests without a browser. */
function memoryStorage(): Storage {
  const m = new Map<string, string>()
  return {
    get length() {
      return m.size
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, v),
  }
}

const running: ListView = { filter: 'state:running', sort: { key: 'created', dir: 'desc' }, rows: 'all', ids: true }
const plain: ListView = { filter: '', sort: undefined, rows: undefined, ids: false }

const Views = suite('saved views')
Views('are kept per user and per list', () => {
  const s = memoryStorage()
  saveView(s, 'alice', 'Instances', 'running', running)
  assert.equal(
    loadViews(s, 'alice', 'Instances').map((v) => v.name),
    ['running'],
  )
  assert.equal(loadViews(s, 'bob', 'Instances'), [])
  assert.equal(loadViews(s, 'alice', 'Disks'), [])
})
Views('a view comes back as the view it saved', () => {
  const s = memoryStorage()
  const [saved] = saveView(s, 'alice', 'Instances', 'running', running)
  assert.equal(viewOf(saved), running)
})
Views('saving under a name already used replaces it; names stay in order', () => {
  const s = memoryStorage()
  saveView(s, 'alice', 'Instances', 'b', running)
  saveView(s, 'alice', 'Instances', 'a', running)
  const views = saveView(s, 'alice', 'Instances', 'b', { ...running, filter: 'db' })
  assert.equal(
    views.map((v) => v.name),
    ['a', 'b'],
  )
  assert.is(viewOf(views[1]).filter, 'db')
})
Views('deleting the last view of a list removes the list', () => {
  const s = memoryStorage()
  saveView(s, 'alice', 'Instances', 'running', running)
  assert.equal(deleteView(s, 'alice', 'Instances', 'running'), [])
  assert.is(s.getItem('rack-console:views:alice'), '{}')
})
Views('a broken stored value is an empty list, not an error', () => {
  const s = memoryStorage()
  s.setItem('rack-console:views:alice', '{not json')
  assert.equal(loadViews(s, 'alice', 'Instances'), [])
  s.setItem('rack-console:views:alice', '{"Instances":[{"name":1},{"name":"ok","search":"filter=x"}]}')
  assert.equal(
    loadViews(s, 'alice', 'Instances').map((v) => v.name),
    ['ok'],
  )
})
Views('the link opens the path with the view set', () => {
  const s = memoryStorage()
  const [saved] = saveView(s, 'alice', 'Instances', 'running', running)
  const link = viewLink('https://rack.example', '/projects/p/instances', saved)
  const url = new URL(link)
  assert.is(url.pathname, '/projects/p/instances')
  assert.equal(viewFromSearch(url.searchParams), running)
})
Views('the default view is nothing to save', () => {
  assert.ok(isDefaultView(plain))
  assert.not.ok(isDefaultView(running))
})
Views.run()

const Url = suite('list view in the URL')
Url('keeps the page’s other parameters', () => {
  const next = searchWithView(new URLSearchParams('tab=x&filter=old'), { filter: 'new', rows: 25 })
  assert.is(next.toString(), 'tab=x&filter=new&rows=25')
})
Url('a change of one part keeps the others', () => {
  const next = searchWithView(new URLSearchParams('filter=a&sort=-name&rows=all'), { filter: 'b' })
  assert.is(next.toString(), 'filter=b&sort=-name&rows=all')
})
Url('a whole view clears what it leaves unset; rows it cannot use are ignored', () => {
  const next = searchWithView(new URLSearchParams('filter=a&sort=-name&rows=all&ids=1'), plain)
  assert.is(next.toString(), '')
  assert.is(viewFromSearch(new URLSearchParams('rows=-3')).rows, undefined)
  assert.is(viewFromSearch(new URLSearchParams('rows=abc')).rows, undefined)
})
Url.run()

const Scope = suite('a scoped list view (a page of several lists)')
Scope('reads and writes its own parameters, leaving the main list’s alone', () => {
  const search = new URLSearchParams('filter=main&boot.filter=x&boot.sort=-name')
  assert.equal(viewFromSearch(search, 'boot'), {
    filter: 'x',
    sort: { key: 'name', dir: 'desc' },
    rows: undefined,
    ids: false,
  })
  assert.is(viewFromSearch(search).filter, 'main')
  const next = searchWithView(search, { filter: '', rows: 'all' }, 'boot')
  assert.is(next.toString(), 'filter=main&boot.sort=-name&boot.rows=all')
})
Scope.run()
