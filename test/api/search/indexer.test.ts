import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { Indexer, PRIORITY_FRESH, REFRESH_AFTER } from '../../../web/api/search/indexer'
import { memoryStore } from '../../../web/api/search/store'
import { until } from '../../../test-support/until'

type Params = { path?: Record<string, string>; query?: Record<string, unknown> }
const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

/**
 * A fake API: `n` projects p000.., an instance `needle` in the last one, silo image `debian`.
 * Records each list call as `method:project`; `fail` maps a project to the status its lists answer.
 */
function fakeApi(n: number, fail: Record<string, number> = {}) {
  const projects = Array.from({ length: n }, (_, i) => ({ id: ID(i + 1), name: `p${String(i).padStart(3, '0')}` }))
  const calls: string[] = []
  let inFlight = 0
  let most = 0
  const call = async (method: string, params: Params) => {
    inFlight++
    most = Math.max(most, inFlight)
    await new Promise((r) => setTimeout(r, 0))
    inFlight--
    const project = params.query?.project as string | undefined
    calls.push(`${method}:${project ?? ''}`)
    if (method === 'projectList') {
      if (fail.projectList) throw Object.assign(new Error('Forbidden'), { statusCode: fail.projectList })
      return { items: projects, nextPage: null }
    }
    const p = projects.find((x) => x.id === project)
    if (project && fail[p?.name ?? '']) throw Object.assign(new Error('Nope'), { statusCode: fail[p!.name] })
    if (method === 'imageList' && !project) return { items: [{ id: ID(9000), name: 'debian' }], nextPage: null }
    if (method === 'instanceList' && p === projects.at(-1)) return { items: [{ id: ID(9999), name: 'needle' }], nextPage: null }
    return { items: [], nextPage: null }
  }
  return { call, calls, projects, most: () => most }
}

const make = (api: ReturnType<typeof fakeApi>, store = memoryStore(), now = () => 1_000_000, concurrency = 4) =>
  new Indexer({ owner: 'silo/user', call: api.call as never, store, now, concurrency })

const I = suite('Indexer')

I('reads every list of every project, a kind across the silo before the next, at most `concurrency` at once', async () => {
  const api = fakeApi(30)
  const indexer = make(api, memoryStore(), undefined, 3)
  await indexer.refresh()
  const c = indexer.index.coverage()
  assert.is(c.complete, true)
  assert.is(api.calls.length, 1 + 1 + 30 * 6)
  assert.ok(api.most() <= 3, `at most 3 in flight, saw ${api.most()}`)
  const lastInstance = api.calls.findLastIndex((c) => c.startsWith('instanceList'))
  const firstVpc = api.calls.findIndex((c) => c.startsWith('vpcList'))
  assert.ok(lastInstance < firstVpc + 3, 'every instance list is asked before the VPC lists (give or take those in flight)')
  assert.equal(indexer.index.search('needle')[0], { kind: 'instance', name: 'needle', id: ID(9999), project: 'p029' })
  assert.equal(indexer.index.search('debian')[0].kind, 'image')
  assert.is(indexer.getState().working, false)
})

I('the projects asked for come first, whole, before the rest of the silo', async () => {
  const api = fakeApi(40)
  const indexer = make(api, memoryStore(), undefined, 1)
  indexer.prioritize(['p033', 'p020'])
  await indexer.refresh()
  const lists = api.calls.filter((c) => !c.startsWith('projectList') && c !== 'imageList:')
  assert.equal(
    lists.slice(0, 12).map((c) => c.split(':')[1]),
    [...Array(6).fill(ID(34)), ...Array(6).fill(ID(21))],
  )
})

I('kept in the store: a later visit searches at once and reads only the project list while fresh', async () => {
  const store = memoryStore()
  let now = 1_000_000
  await make(fakeApi(10), store, () => now).refresh()
  const api = fakeApi(10)
  const again = make(api, store, () => now)
  const seen: boolean[] = []
  again.subscribe(() => seen.push(again.getState().loaded && again.index.search('needle').length === 1))
  await again.refresh()
  assert.ok(seen[0], 'the stored index answers before anything is read')
  assert.equal(api.calls, ['projectList:'])

  now += REFRESH_AFTER + 1
  const later = fakeApi(10)
  await make(later, store, () => now).refresh()
  assert.is(later.calls.length, 1 + 1 + 10 * 6, 'lists older than REFRESH_AFTER are read again')
})

I('a project visited again is re-read when its lists are older than PRIORITY_FRESH', async () => {
  let now = 1_000_000
  const api = fakeApi(5)
  const indexer = make(api, memoryStore(), () => now)
  await indexer.refresh()
  const before = api.calls.length
  indexer.prioritize(['p002'])
  await indexer.refresh()
  assert.is(api.calls.length, before + 1, 'fresh: only the project list')
  now += PRIORITY_FRESH + 1
  indexer.prioritize(['p002'])
  await indexer.refresh()
  assert.equal(api.calls.slice(before + 1).filter((c) => c !== 'projectList:').length, 6)
})

I('an unreadable project is reported and the rest searched; a project gone (404) leaves the index', async () => {
  const api = fakeApi(6, { p001: 403, p004: 404 })
  const indexer = make(api)
  await indexer.refresh()
  const s = indexer.getState()
  assert.equal(s.failed, ['p001'])
  assert.equal(
    indexer.index.projects.map(([n]) => n),
    ['p000', 'p001', 'p002', 'p003', 'p005'],
  )
  assert.equal(indexer.index.search('needle')[0].project, 'p005')
  assert.is(indexer.index.coverage().complete, false)
})

I('a project list that cannot be read is an error, not an empty silo', async () => {
  const indexer = make(fakeApi(3, { projectList: 500 }))
  await indexer.refresh()
  assert.is(indexer.getState().error?.message, 'Forbidden')
  assert.is(indexer.getState().working, false)
})

I('the store keeps one owner: loading for another drops the first', async () => {
  const store = memoryStore()
  await make(fakeApi(2), store).refresh()
  assert.equal(store.owners(), ['silo/user'])
  const other = new Indexer({ owner: 'silo/other', call: fakeApi(1).call as never, store })
  await other.refresh()
  assert.equal(store.owners(), ['silo/other'])
  assert.equal(other.index.search('p001'), [])
})

I('stop() ends the build with what was read', async () => {
  const api = fakeApi(50)
  const indexer = make(api, memoryStore(), undefined, 2)
  const done = indexer.refresh()
  // stop mid-build: once some lists were read, far from all of them
  await until(() => api.calls.length >= 4, { what: 'the build under way' })
  indexer.stop()
  await done
  assert.ok(api.calls.length < 1 + 1 + 50 * 6)
  assert.is(indexer.getState().working, false)
})

I.run()
