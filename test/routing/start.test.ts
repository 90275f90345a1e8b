import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { matchPath, routes } from '../../web/routes'
import { lazyPage } from '../../web/routing/lazy-page'
import { routeMatcher } from '../../web/routing/match'
import { SHARED_CHUNK, startFirstRoute } from '../../web/routing/start'
import { withDom } from '../../test-support/dom'
import { until } from '../../test-support/until'

/**
 * : the entry starts the first route's query and code before the app renders, from the
 * location alone, so it must find the route and params the Switch will render.
 */
const Start = suite('start the first route')
withDom(Start)

let requests: string[] = []
Start.before.each(() => {
  requests = []
  for (const l of document.head.querySelectorAll('link[rel=modulepreload]')) l.remove()
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    requests.push(String(input instanceof Request ? input.url : input))
    return new Response(JSON.stringify({ items: [], nextPage: null }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    })
  }) as typeof fetch
})

const preloads = () => [...document.head.querySelectorAll('link[rel=modulepreload]')].map((l) => l.getAttribute('href'))

Start('matchPath gives the route and params the Switch renders, first match first', () => {
  const list = matchPath('/projects/mock-project/instances')!
  assert.is(list.route.path, '/projects/:project/instances')
  assert.equal(list.params, { project: 'mock-project' })
  assert.is(matchPath('/projects/mock-project/instances-new')!.route.path, '/projects/:project/instances-new')
  const detail = matchPath('/projects/mock-project/instances/db1/storage')!
  assert.is(
    detail.route,
    routes.find((r) => detail.route.path === r.path),
  )
  assert.equal(detail.params.instance, 'db1')
  // decoded as wouter decodes a location
  assert.equal(matchPath('/projects/mock%2Dproject/instances')!.params, { project: 'mock-project' })
  assert.is(matchPath('/no/such/page'), undefined)
})

Start('starts the route query and asks for the shared chunk beside the page chunk', async () => {
  startFirstRoute('/projects/first-project/instances', matchPath, '/assets/shared-ABCDEFGH.js')
  await until(() => requests.some((u) => u.includes('/v1/instances?project=first-project')), {
    what: () => `the instance list asked for; requests: ${requests.join(', ')}`,
  })
  assert.equal(preloads(), ['/assets/shared-ABCDEFGH.js'])
})

Start('no shared chunk for a signed-out page, nor from a build without one', async () => {
  startFirstRoute('/login/default-silo/local', matchPath, '/assets/shared-ABCDEFGH.js')
  startFirstRoute('/projects/other-project/disks', matchPath, SHARED_CHUNK)
  // the link is added synchronously, as the route starts
  assert.equal(preloads(), [])
  startFirstRoute('/no/such/page', matchPath, '/assets/shared-ABCDEFGH.js')
  assert.equal(preloads(), [])
})

Start('settles once the page can render: the entry waits on it for a late pre-paint, not longer', async () => {
  const loads: (() => void)[] = []
  const page = lazyPage(
    () => new Promise<{ default: () => null }>((resolve) => loads.push(() => resolve({ default: () => null }))),
  )
  const table = routeMatcher([{ path: '/here', layout: 'silo', crumbs: () => [], page }])
  let ready = false
  const started = startFirstRoute('/here', table.matchPath).then(() => (ready = true))
  await until(() => loads.length === 1, { what: "the page's code asked for" })
  await new Promise((r) => setTimeout(r, 0))
  assert.not.ok(ready, "not before the page's code is in")
  loads[0]()
  await started
  assert.ok(ready)
  // no route: nothing to wait for
  await startFirstRoute('/elsewhere', table.matchPath)
})

Start.run()
