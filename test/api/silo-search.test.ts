import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { buildSiloIndex, CONCURRENCY, isUuid, lookupId, searchIndex, streamSiloIndex, type SearchHit } from '../../web/api/silo-search'

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

Search.run()
