import { Suspense, type ComponentType } from 'react'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { SWRConfig } from 'swr'
import { Route, Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { swrConfig } from '../../web/api/hooks'
import { forgetStarted, one, startQuery } from '../../web/api/queries'
import { routes } from '../../web/routes'
import type { LazyPage } from '../../web/routing/lazy-page'
import { RouteQueriesContext, startRoute } from '../../web/routing/route-data'
import { render, withDom } from '../../test-support/dom'

/**
 * A route's loader builds its page's queries; the route starts them (SWR's preload) and the page
 * reads the same objects: each request leaves once, whether the route or the page asks first.
 */
const Data = suite('a route starts its page’s queries, the page takes them')
withDom(Data)

const realFetch = globalThis.fetch
let requests: string[] = []
/** Answers every read at once with an empty list (or holds them, `hold`). */
let hold = false
Data.before.each(() => {
  requests = []
  hold = false
  forgetStarted()
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    requests.push(String(input instanceof Request ? input.url : input))
    if (hold) return new Promise<Response>(() => {})
    return new Response(JSON.stringify({ items: [], next_page: null, rules: [], role_assignments: [] }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    })
  }) as typeof fetch
})
Data.after.each(() => {
  globalThis.fetch = realFetch
  forgetStarted()
})

const route = (path: string) => routes.find((r) => r.path === path)!
const hrefFor = (path: string, p: Record<string, string>) => path.replace(/:(\w+)\??/g, (_, k: string) => p[k])
/** Whether `p` settles within a moment. */
const settles = (p: Promise<unknown>) =>
  Promise.race([p.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 30))])

// every page a route loads for (each with params of its own: SWR's cache is the app's one, shared by the tests)
routes
  .filter((r) => r.load && r.page && !r.parent)
  .forEach((r, i) => {
    Data(`${r.path}: each request its route started is sent once`, async () => {
      const params = Object.fromEntries([...r.path.matchAll(/:(\w+)/g)].map(([, k]) => [k, `${k}-${i}`]))
      const Page = r.page as ComponentType
      if ('preload' in Page) await (Page as LazyPage).preload()
      const started = startRoute(r, params, () => false)
      const asked = requests.length
      assert.ok(asked > 0, 'the route started its reads')
      const { hook } = memoryLocation({ path: hrefFor(r.path, params) })
      render(
        <SWRConfig value={{ ...swrConfig, dedupingInterval: 0 }}>
          <Router hook={hook}>
            <Route path={r.path}>
              <RouteQueriesContext.Provider value={started.queries[0]}>
                <Suspense fallback={null}>
                  <Page />
                </Suspense>
              </RouteQueriesContext.Provider>
            </Route>
          </Router>
        </SWRConfig>,
      )
      await started.reads
      await new Promise((resolve) => setTimeout(resolve, 50))
      const started_ = requests.slice(0, asked)
      for (const url of started_)
        assert.is(
          requests.filter((u) => u === url).length,
          1,
          `${url} asked ${requests.filter((u) => u === url).length} times`,
        )
    })
  })

Data("an instance's storage tab waits on its disks and the instance", async () => {
  hold = true
  const started = startRoute(
    route('/projects/:project/instances/:instance/storage'),
    { project: 'w', instance: 'db1' },
    () => false,
  )
  assert.is(await settles(started.reads), false)
})

Data('the create instance form waits on none of its pickers (whole collections)', async () => {
  hold = true
  const started = startRoute(route('/projects/:project/instances-new'), { project: 'w2' }, () => false)
  assert.is(await settles(started.reads), true)
})

Data('what SWR holds already is neither sent nor waited on', async () => {
  hold = true
  const started = startRoute(
    route('/projects/:project/instances/:instance/storage'),
    { project: 'w3', instance: 'db1' },
    () => true,
  )
  assert.is(requests.length, 0)
  assert.is(await settles(started.reads), true)
})

Data('a started request nobody took is dropped by a write: the next start sends it again', () => {
  hold = true
  const q = one('projectView', { path: { project: 'written' } })
  void startQuery(q)
  void startQuery(q)
  assert.is(requests.length, 1, 'started once while under way')
  forgetStarted()
  void startQuery(q)
  assert.is(requests.length, 2)
})

Data.run()
