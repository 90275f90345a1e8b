import { Suspense, type ComponentType } from 'react'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { SWRConfig, unstable_serialize } from 'swr'
import { Route, Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { swrConfig } from '../../web/api/hooks'
import { prefetchQuery, takePrefetched } from '../../web/api/prefetch'
import { routes } from '../../web/routes'
import { lazyPage, type LazyPage } from '../../web/routing/lazy-page'
import { startRoute } from '../../web/routing/route-start'
import type { AppRoute } from '../../web/routing/types'
import { render, withDom } from '../../test-support/dom'
import { until } from '../../test-support/until'

/**
 * Issue #20: a route row names its page's main query; RouteView starts it when the route matches
 * and the page's own hook must take it, under the same key, rather than send the request again.
 * Renders each such page with its query prefetched and checks the prefetch was taken and the
 * list URL asked for once.
 */
const RouteQuery = suite('route query')
withDom(RouteQuery)

const withQuery = routes.filter((r) => r.query && r.page)
const paramsFor = (path: string) =>
  Object.fromEntries([...path.matchAll(/:(\w+)/g)].map(([, k]) => [k, k === 'project' ? 'mock-project' : `some-${k}`]))
const hrefFor = (path: string, p: Record<string, string>) => path.replace(/:(\w+)\??/g, (_, k: string) => p[k])

let requests: string[] = []
RouteQuery.before.each(() => {
  requests = []
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    requests.push(String(input instanceof Request ? input.url : input))
    return new Response(JSON.stringify({ items: [], nextPage: null, rules: [] }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    })
  }) as typeof fetch
})

RouteQuery('the main list pages name their query', () => {
  const paths = withQuery.map((r) => r.path)
  for (const p of [
    '/projects',
    '/images',
    '/projects/:project/instances',
    '/projects/:project/disks',
    '/projects/:project/snapshots',
    '/projects/:project/images',
    '/projects/:project/vpcs',
    '/projects/:project/floating-ips',
    '/projects/:project/vpcs/:vpc/firewall-rules',
  ]) {
    assert.ok(paths.includes(p), `${p} has no query`)
  }
})

for (const route of withQuery) {
  RouteQuery(`${route.path}: the page takes the query its route started`, async () => {
    const params = paramsFor(route.path)
    const Page = route.page as ComponentType
    // Load the page's chunk first: under a loaded machine tsx compiling it took longer than any fixed wait.
    if ('preload' in Page) await (Page as LazyPage).preload()
    const key = route.query!(params)
    prefetchQuery(key as never)
    const { hook } = memoryLocation({ path: hrefFor(route.path, params) })
    const cache = new Map()
    render(
      <SWRConfig value={{ ...swrConfig, provider: () => cache }}>
        <Router hook={hook}>
          <Route path={route.path}>
            <Suspense fallback={null}>
              <Page />
            </Suspense>
          </Route>
        </Router>
      </SWRConfig>,
    )
    // The page's hook has its answer, from the prefetch or (the failure this looks for) from its own request.
    await until(() => cache.get(unstable_serialize(key))?.data, {
      what: () => `the page's hook answered for ${JSON.stringify(key)}; it asked for ${requests.join(', ')}`,
    })
    const left = takePrefetched(key as never)
    assert.is(left, undefined, `the page did not take ${JSON.stringify(key)}; it asked for ${requests.join(', ')}`)
    const listUrl = requests[0]
    assert.is(requests.filter((u) => u === listUrl).length, 1, `asked twice for ${listUrl}`)
  })
}

RouteQuery('a matched route starts its query, then its page chunk, before anything renders', async () => {
  const order: string[] = []
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    order.push('query ' + new URL(String(input instanceof Request ? input.url : input), 'http://x').pathname)
    return new Response(JSON.stringify({ items: [], nextPage: null }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    })
  }) as typeof fetch
  const instances = routes.find((r) => r.path === '/projects/:project/instances')!
  const page = lazyPage(() => {
    order.push('chunk')
    return new Promise(() => {})
  })
  const route: AppRoute = { ...instances, page } as AppRoute
  startRoute(route, { project: 'started-project' }, () => false)
  await until(() => order.length === 2, { what: () => `the query and the chunk; got ${order.join(', ')}` })
  assert.equal(order, ['query /v1/instances', 'chunk'])
  takePrefetched(route.query!({ project: 'started-project' }) as never)

  // With the answer cached, only the chunk: the page shows the cache and revalidates itself.
  order.length = 0
  const cachedPage = lazyPage(() => {
    order.push('chunk')
    return new Promise(() => {})
  })
  startRoute({ ...route, page: cachedPage } as AppRoute, { project: 'started-project' }, () => true)
  // a query would be asked for before the chunk, as above: once the chunk is, none was
  await until(() => order.includes('chunk'), { what: 'the chunk' })
  assert.equal(order, ['chunk'])
})

RouteQuery.run()
