import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { Indexer } from '../../../web/api/search/indexer'
import { readRunningInstances } from '../../../web/api/search/running'
import { memoryStore } from '../../../web/api/search/store'

type Params = { path?: Record<string, string>; query?: Record<string, unknown> }
const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

/**
 * A fake fleet: `n` projects p000.. in silo `ours`; sled A runs `needle` (in the last project)
 * and `theirs-1` of another silo, sled B runs `web` (p001) over two pages; `failSled` answers 500.
 * The last project's own instance list holds `needle` too.
 */
function fakeFleet(n: number, failSled?: string) {
  const projects = Array.from({ length: n }, (_, i) => ({ id: ID(i + 1), name: `p${String(i).padStart(3, '0')}` }))
  const row = (name: string, id: number, projectName: string, siloName = 'ours') => ({ name, id: ID(id), projectName, siloName })
  const onSled: Record<string, ReturnType<typeof row>[][]> = {
    A: [[row('needle', 9999, projects[n - 1].name), row('theirs-1', 8888, 'p000', 'theirs')]],
    B: [[row('web', 7777, 'p001')], [row('web-2', 7778, 'p001')]],
  }
  const calls: string[] = []
  // the crawl's lists in flight while a sled's list is, at most
  const flight = { sleds: 0, crawl: 0, crawlBesideSleds: 0 }
  const call = async (method: string, params: Params) => {
    const sledCall = method.startsWith('sled')
    const crawlCall = !sledCall && method !== 'projectList'
    if (sledCall) flight.sleds++
    if (crawlCall) flight.crawl++
    await new Promise((r) => setTimeout(r, 0))
    if (flight.sleds > 0) flight.crawlBesideSleds = Math.max(flight.crawlBesideSleds, flight.crawl)
    if (sledCall) flight.sleds--
    if (crawlCall) flight.crawl--
    calls.push(`${method}:${params.query?.project ?? params.path?.sledId ?? ''}`)
    if (method === 'projectList') return { items: projects, nextPage: null }
    // a sled as the API answers it: the serial is what the palette shows
    if (method === 'sledList') return { items: ['A', 'B'].map((id) => ({ id, baseboard: { part: 'p', revision: 0, serial: `BRM-${id}` } })), nextPage: null }
    if (method === 'sledInstanceList') {
      const sled = params.path!.sledId
      if (sled === failSled) throw Object.assign(new Error('Internal'), { statusCode: 500 })
      const page = Number(params.query?.pageToken ?? 0)
      const pages = onSled[sled]
      return { items: pages[page], nextPage: page + 1 < pages.length ? String(page + 1) : null }
    }
    if (method === 'instanceList' && params.query?.project === projects[n - 1].id)
      return { items: [{ id: ID(9999), name: 'needle' }], nextPage: null }
    return { items: [], nextPage: null }
  }
  return { call, calls, flight }
}

const R = suite('running instances')

R('every sled is read, every page of it, and only the rows of the silo asked for are kept', async () => {
  const fleet = fakeFleet(3)
  const r = await readRunningInstances(fleet.call as never, 'ours')
  assert.equal(
    r.items.map(([name, , project, sled, serial]) => `${name}:${project}:${sled}:${serial}`).sort(),
    ['needle:p002:A:BRM-A', 'web-2:p001:B:BRM-B', 'web:p001:B:BRM-B'],
  )
  assert.is(r.partial, false)
  assert.is(fleet.calls.filter((c) => c === 'sledInstanceList:B').length, 2)
})

R('a sled that cannot be read leaves the others, and the list says it is partial', async () => {
  const r = await readRunningInstances(fakeFleet(3, 'B').call as never, 'ours')
  assert.equal(r.items.map(([name]) => name), ['needle'])
  assert.is(r.partial, true)
})

const make = (fleet: ReturnType<typeof fakeFleet>) =>
  new Indexer({ owner: 'ours/user', call: fleet.call as never, store: memoryStore(), concurrency: 1 })

R('a fleet reader finds a running instance of the last project before its project is crawled', async () => {
  const fleet = fakeFleet(200)
  const indexer = make(fleet)
  let callsWhenFound = -1
  indexer.subscribe(() => {
    if (callsWhenFound < 0 && indexer.index.search('needle').length) callsWhenFound = fleet.calls.length
  })
  indexer.readRunningIn('ours')
  await indexer.refresh()
  assert.ok(callsWhenFound > 0 && callsWhenFound < 10, `found after ${callsWhenFound} requests, not ~200`)
  assert.equal(indexer.index.search('needle')[0], {
    kind: 'instance',
    name: 'needle',
    id: ID(9999),
    project: 'p199',
    sled: { id: 'A', serial: 'BRM-A' },
  })
  assert.equal(indexer.index.search('theirs'), [], "another silo's instances are not the user's")
})

R("while the sleds' lists are read the crawl keeps to one request, then goes back to its own pace", async () => {
  const fleet = fakeFleet(50)
  const indexer = new Indexer({ owner: 'ours/user', call: fleet.call as never, store: memoryStore(), concurrency: 4 })
  indexer.readRunningIn('ours')
  await indexer.refresh()
  assert.ok(fleet.flight.crawlBesideSleds <= 1, `crawl requests beside the sleds': ${fleet.flight.crawlBesideSleds}`)
  assert.is(indexer.index.coverage().complete, true)
})

R('a user without fleet read never asks the sleds', async () => {
  const fleet = fakeFleet(20)
  const indexer = make(fleet)
  indexer.readRunningIn(undefined)
  await indexer.refresh()
  assert.not.ok(fleet.calls.some((c) => c.startsWith('sled')), fleet.calls.join(' '))
  assert.is(indexer.index.search('needle').length, 1, 'found by the crawl')
})

R('the sleds are read again only when their answer is older than PRIORITY_FRESH; losing fleet read forgets it', async () => {
  const fleet = fakeFleet(5)
  let now = 1_000_000
  const indexer = new Indexer({ owner: 'ours/user', call: fleet.call as never, store: memoryStore(), now: () => now })
  indexer.readRunningIn('ours')
  await indexer.refresh()
  await indexer.refresh()
  assert.is(fleet.calls.filter((c) => c === 'sledList:').length, 1)
  now += 60_000
  await indexer.refresh()
  assert.is(fleet.calls.filter((c) => c === 'sledList:').length, 2)
  indexer.readRunningIn(undefined)
  assert.is(indexer.index.running, undefined)
})

R.run()
