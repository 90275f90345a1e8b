import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { firstCallTable, keyUrl } from '../../scripts/first-calls'
import { matchPath, routes } from '../../web/routes'
import { parse } from 'regexparam'
import { compactPattern, expandPattern, firstCallUrls } from '../../web/routing/first-calls'
import { routeRequests } from '../../web/routing/route-data'
import { one } from '../../web/api/queries'

/**
 * : the starter script starts the first route's calls from a table made at build time.
 * Its URLs must be the very ones the app then asks for (else the app sends them again), for the
 * route the app's own matcher picks, names with awkward characters included.
 */
const FirstCalls = suite('first calls table')
const table = firstCallTable(routes)

/** What the app itself asks for on a first load of `href` (web/routing/route-data.ts). */
const appUrls = (href: string) => {
  const match = matchPath(href)
  return match ? routeRequests(match.route, match.params).map((k) => keyUrl(k)) : []
}

FirstCalls('the instances list: the URL the app asks for', () => {
  assert.equal(firstCallUrls(table, '/projects/mock-project/instances'), [
    '/v1/instances?project=mock-project&sort_by=name_ascending&limit=50',
  ])
  assert.equal(firstCallUrls(table, '/projects/mock-project/instances'), appUrls('/projects/mock-project/instances'))
})

FirstCalls('names are encoded as the app encodes them, in the path and in the query', () => {
  const href = '/projects/a%20b+c%25%C3%A9/instances'
  const urls = firstCallUrls(table, href)
  assert.equal(urls, appUrls(href))
  assert.ok(urls[0].includes('project=a+b%2Bc%25%C3%A9'), urls[0])
})

FirstCalls('every route that starts calls: the starter agrees with the app, first match first', () => {
  let withCalls = 0
  for (const route of routes) {
    const href = route.path.replace(/:(\w+)\??/g, (_, k: string) => `some-${k}`)
    const app = appUrls(href)
    if (app.length) withCalls++
    assert.equal(firstCallUrls(table, href), app, href)
  }
  assert.ok(withCalls >= 20, `only ${withCalls} routes start calls`)
})

FirstCalls('a page that starts nothing, or no page at all: no call', () => {
  assert.equal(firstCallUrls(table, '/login'), [])
  assert.equal(firstCallUrls(table, '/no/such/page'), [])
  // /projects/:project redirects: its instances list is another load
  assert.equal(firstCallUrls(table, '/projects/mock-project'), [])
})

FirstCalls('a route whose query the starter cannot reproduce gets no URLs', () => {
  const odd = {
    ...routes.find((r) => r.path === '/projects/:project/instances')!,
    // a query that does more with the param than carry it
    load: (p: Record<string, string>) => ({
      list: one('instanceList', { query: { project: p.project.toUpperCase() } }),
    }),
  }
  // the route starts a call for its own params: only the starter's check leaves it out
  assert.equal(appUrls('/projects/mock-project/instances').length, 1)
  assert.equal(
    routeRequests(odd as never, { project: 'x' }).map((k) => keyUrl(k)),
    ['/v1/instances?project=X'],
  )
  assert.equal(firstCallTable([odd as never]), [])
})

FirstCalls("the table's patterns leave out what every pattern has, and stand for regexparam's own", () => {
  for (const route of routes) {
    const { pattern } = parse(route.path)
    const compact = compactPattern(pattern.source)
    assert.ok(compact !== undefined, route.path)
    assert.not.match(compact!, /^\^|\$$|\\\//, route.path)
    assert.is(expandPattern(compact!).source, new RegExp(pattern.source).source, route.path)
  }
  for (const [p] of table) assert.not.match(p, /\\\//)
  assert.is(compactPattern('^\\/a$'), undefined)
})

FirstCalls('writes are never started', () => {
  assert.is(keyUrl(['instanceCreate', { query: { project: 'p' }, body: {} }]), undefined)
})

FirstCalls.run()
