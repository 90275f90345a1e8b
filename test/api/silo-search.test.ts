import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { buildSiloIndex, CONCURRENCY, isUuid, lookupId, lookupName, searchIndex, SiloSearch, streamSiloIndex, type SearchHit, type SiloSearchState } from '../../web/api/silo-search'

type Params = { path?: Record<string, string>; query?: Record<string, unknown> }
const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

/** A fake API: two projects, one of which cannot be read. */
function fakeCall() {
  const items: Record<string, { id: string; name: string }[]> = {
    'instanceList:alpha': [{ id: ID(11), name: 'web-1' }],
    'diskList:alpha': [{ id: ID(12), name: 'web-1-boot' }],
    'vpcList:alpha': [{ id: ID(13), name: 'default' }],
    'imageList:alpha': [],
    'imageList:': [{ id: ID(14), name: 'debian-13' }],
  }
  return async (method: string, params: Params) => {
    if (method === 'projectList') return { items: [{ id: ID(1), name: 'alpha' }, { id: ID(2), name: 'beta' }], nextPage: null }
    const project = (params.query?.project as string | undefined) ?? ''
    if (project === 'beta') throw new Error('Forbidden')
    if (method === 'instanceView' && params.path?.instance === ID(11)) return { id: ID(11), name: 'web-1', projectId: ID(1) }
    if (method === 'projectView' && params.path?.project === ID(1)) return { id: ID(1), name: 'alpha' }
    if (method.endsWith('View')) throw new Error('Not found')
    return { items: items[`${method}:${project}`] ?? [], nextPage: null }
  }
}

const Search = suite('silo search')

Search('indexes projects, their resources and silo images; an unreadable project is reported, not fatal', async () => {
  const index = await buildSiloIndex(fakeCall() as never)
  const names = index.hits.map((h) => `${h.kind}:${h.name}:${h.project ?? ''}`).sort()
  assert.equal(names, ['disk:web-1-boot:alpha', 'image:debian-13:', 'instance:web-1:alpha', 'project:alpha:', 'project:beta:', 'vpc:default:alpha'])
  assert.equal(index.failedProjects, ['beta'])
  assert.is(index.partial, false)
})

Search('ranks exact, then prefix, then substring name matches; IDs match by prefix', () => {
  const hits: SearchHit[] = [
    { kind: 'disk', name: 'my-web', id: ID(3) },
    { kind: 'instance', name: 'web-1', id: ID(2) },
    { kind: 'vpc', name: 'web', id: ID(1) },
    { kind: 'image', name: 'other', id: 'abcd1234-0000-4000-8000-000000000000' },
  ]
  assert.equal(searchIndex(hits, 'WEB').map((h) => h.name), ['web', 'web-1', 'my-web'])
  assert.equal(searchIndex(hits, 'abcd1').map((h) => h.name), ['other'])
  assert.equal(searchIndex(hits, 'abc'), [], 'ID prefixes shorter than 4 characters match nothing')
  assert.equal(searchIndex(hits, '  '), [])
})

Search('an ID is looked up directly and its project resolved to a name', async () => {
  assert.ok(isUuid(` ${ID(11)} `))
  assert.not.ok(isUuid('web-1'))
  const hits = await lookupId(ID(11), fakeCall() as never)
  assert.equal(hits, [{ kind: 'instance', name: 'web-1', id: ID(11), project: 'alpha' }])
  assert.equal(await lookupId(ID(99), fakeCall() as never), [])
})

Search('streams with a few requests in flight, the preferred project first, and stops when aborted', async () => {
  const projects = Array.from({ length: 50 }, (_, i) => ({ id: ID(1000 + i), name: `p${String(i).padStart(2, '0')}` }))
  let inFlight = 0
  let most = 0
  const order: string[] = []
  const abort = new AbortController()
  const call = async (method: string, params: Params) => {
    inFlight++
    most = Math.max(most, inFlight)
    await new Promise((r) => setTimeout(r, 1))
    inFlight--
    if (method === 'projectList') return { items: projects, nextPage: null }
    const project = params.query?.project as string | undefined
    if (project && method === 'instanceList') order.push(project)
    if (order.length === 10) abort.abort()
    return { items: project === 'p42' && method === 'instanceList' ? [{ id: ID(4242), name: 'needle' }] : [], nextPage: null }
  }
  const updates: number[] = []
  const index = await streamSiloIndex((i) => updates.push(i.hits.length), { call: call as never, signal: abort.signal, first: (n) => (n === 'p42' ? 0 : 1) })
  assert.ok(most <= CONCURRENCY, `at most ${CONCURRENCY} in flight, saw ${most}`)
  assert.is(order[0], 'p42')
  assert.ok(index.hits.some((h) => h.name === 'needle' && h.project === 'p42'))
  assert.ok(order.length < 20, 'stopped soon after the abort')
  assert.not.ok(index.done)
  assert.ok(updates.length >= 2, 'reported before the end')
})

const tick = () => new Promise((r) => setTimeout(r, 5))

/** A stubbed fetch: project and silo image lists answer at once, every project's list hangs until aborted (counted). */
function hangingFetch(projectCount: number) {
  const counts = { started: 0, aborted: 0 }
  const realFetch = globalThis.fetch
  const realError = console.error
  const realInfo = console.info
  console.error = () => {}
  console.info = () => {}
  globalThis.fetch = (async (url: string, init: RequestInit) => {
    const u = new URL(String(url), 'http://console.test')
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })
    if (u.pathname === '/v1/projects') return json({ items: Array.from({ length: projectCount }, (_, i) => ({ id: ID(500 + i), name: `proj-${i}` })), next_page: null })
    if (u.pathname === '/v1/images' && !u.searchParams.get('project')) return json({ items: [], next_page: null })
    counts.started++
    return new Promise<Response>((_, reject) => {
      init.signal?.addEventListener('abort', () => {
        counts.aborted++
        reject(new DOMException('The operation was aborted.', 'AbortError'))
      })
    })
  }) as typeof fetch
  const restore = () => {
    globalThis.fetch = realFetch
    console.error = realError
    console.info = realInfo
  }
  return { counts, restore }
}

Search('a second query cancels the first one\'s requests in flight, and closing cancels the second\'s', async () => {
  const { counts, restore } = hangingFetch(20)
  try {
    const search = new SiloSearch(() => {})
    search.search('ab')
    await tick()
    assert.is(counts.started, CONCURRENCY, 'the first query has a few lists in flight')
    assert.is(counts.aborted, 0)
    search.search('abc')
    await tick()
    assert.is(counts.aborted, CONCURRENCY, 'the new query aborted every request of the first')
    assert.is(counts.started, 2 * CONCURRENCY, 'and started its own')
    search.close()
    await tick()
    assert.is(counts.aborted, 2 * CONCURRENCY, 'closing the palette aborts the rest')
  } finally {
    restore()
  }
})

Search('a new query carries on from what earlier queries read, its own matches first', async () => {
  const projects = Array.from({ length: 12 }, (_, i) => ({ id: ID(2000 + i), name: i === 9 ? 'web-team' : `team-${i}` }))
  const reads: string[] = []
  let released = false
  const call = async (method: string, params: Params, options?: { signal?: AbortSignal }) => {
    if (method === 'projectList') {
      reads.push('projectList')
      return { items: projects, nextPage: null }
    }
    const project = (params.query?.project as string | undefined) ?? ''
    if (project && method === 'instanceList') reads.push(project)
    // the first query's reads of team-2 onwards wait, until released or aborted
    if (project && !['team-0', 'team-1'].includes(project) && !released) {
      await new Promise<void>((resolve, reject) => {
        options?.signal?.addEventListener('abort', () => reject(new Error('aborted')))
      })
    }
    return { items: project === 'web-team' && method === 'instanceList' ? [{ id: ID(99), name: 'web-1' }] : [], nextPage: null }
  }
  let state: SiloSearchState = { named: [] }
  const search = new SiloSearch((s) => (state = s), { call: call as never, concurrency: 2 })
  search.search('te')
  await tick()
  released = true
  reads.push('--')
  search.search('web')
  await tick()
  await tick()
  assert.is(reads.filter((r) => r === 'projectList').length, 1, 'the project list is read once')
  assert.is(reads.filter((r) => r === 'team-0').length, 1, 'a project read whole is not read again')
  const second = reads.slice(reads.indexOf('--') + 1)
  assert.not.ok(second.includes('team-0') || second.includes('team-1'), 'projects read whole are not read again')
  assert.is(second[0], 'web-team', `the project named like the new query is read first (${second.join(', ')})`)
  assert.ok(state.index?.done)
  assert.ok(searchIndex(state.index!.hits, 'web-1').length === 1)
})

Search('a name is asked of the current project directly, before the index reaches it', async () => {
  const projects = Array.from({ length: 30 }, (_, i) => ({ id: ID(3000 + i), name: `p-${i}` }))
  const asked: string[] = []
  const call = async (method: string, params: Params, options?: { signal?: AbortSignal }) => {
    if (method === 'projectList') return { items: projects, nextPage: null }
    if (method === 'instanceView') {
      asked.push(`${params.path?.instance}@${params.query?.project}`)
      if (params.path?.instance === 'inst-04999' && params.query?.project === 'big-project') return { id: ID(4999), name: 'inst-04999' }
    }
    if (method.endsWith('View')) throw new Error('Not found')
    // the lists never finish: only the direct question can answer
    return new Promise((_, reject) => options?.signal?.addEventListener('abort', () => reject(new Error('aborted'))))
  }
  assert.equal(await lookupName('inst-04999', 'big-project', call as never), [{ kind: 'instance', name: 'inst-04999', id: ID(4999), project: 'big-project' }])
  assert.equal(await lookupName('Not a name!', 'big-project', call as never), [], 'only valid names are asked')
  let state: SiloSearchState = { named: [] }
  const search = new SiloSearch((s) => (state = s), { call: call as never, currentProject: 'big-project' })
  search.search('inst-04999')
  await tick()
  assert.equal(state.named.map((h) => `${h.kind}:${h.name}:${h.project}`), ['instance:inst-04999:big-project'])
  assert.not.ok(state.index?.done, 'while the index is still being read')
  search.close()
})

Search.run()
