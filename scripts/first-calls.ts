/**
 * The starter script's table: for each route, in match order, its pattern and the URLs
 * of the calls it starts (web/routing/route-data.ts routeRequests: the first request of each query its loader builds), worked out here at build time
 * so the starter holds no route table, no page and no API client: only this data and a matcher
 * (web/routing/first-calls.ts).
 *
 * A URL is the app's own (the client's fillPath and toQueryString) with a marker for each path
 * param, which the starter fills in. Each row is checked against the app with awkward params; a
 * route whose calls the starter would get wrong gets no URLs, and the app then sends them itself.
 */
import { parse } from 'regexparam'
import type { ApiMethod } from '../web/api/client'
import { fillPath } from '../web/api/client'
import { routes as operations } from '../web/api/generated/routes'
import { toQueryString } from '../web/api/http'
import {
  compactPattern,
  expandPattern,
  FIRST_CALL_FLAGS,
  firstCallUrls,
  type FirstCallRow,
} from '../web/routing/first-calls'
import { routeMatcher } from '../web/routing/match'
import { routeRequests } from '../web/routing/route-data'
import type { AppRoute, Params } from '../web/routing/types'

type Key = readonly [ApiMethod, unknown]
type LooseParams = { path?: Record<string, unknown>; query?: Record<string, unknown> }

/** The URL the fetch core requests for a key (web/api/client.ts callApi), or none if it is not a GET. */
export function keyUrl([method, params]: Key): string | undefined {
  const [verb, path] = operations[method].split(' ')
  if (verb !== 'GET') return undefined
  const p = (params ?? {}) as LooseParams
  return fillPath({ path }, p.path) + toQueryString(p.query)
}

// Letters and digits only: both encodings leave it as it is, and no real name holds it.
const marker = (i: number) => `zfirstcallparam${i}z`
/** Values a URL must carry exactly: a space, a plus, a percent, a letter beyond ASCII. */
const awkward = (i: number) => `a b+c%25é-${i}`

const urlsFor = (route: AppRoute, params: Params) => {
  const urls = routeRequests(route, params).map(keyUrl)
  return urls.every((u) => u !== undefined) ? urls : undefined
}

/** Rows after the last one with URLs are left out: a path they match starts no call either way. */
export function firstCallTable(routes: readonly AppRoute[]): FirstCallRow[] {
  const rows = routes.map((route) => {
    const { pattern, keys } = parse(route.path)
    if (pattern.flags !== FIRST_CALL_FLAGS)
      throw new Error(
        `first calls: ${route.path} has flags "${pattern.flags}", the starter reads "${FIRST_CALL_FLAGS}"`,
      )
    const compact = compactPattern(pattern.source)
    if (compact === undefined || expandPattern(compact).source !== new RegExp(pattern.source).source)
      throw new Error(`first calls: ${route.path}'s pattern ${pattern.source} is not of the shape the starter reads`)
    const row: FirstCallRow = [compact, []]
    const marked = urlsFor(route, Object.fromEntries(keys.map((k, i) => [k, marker(i)])))
    if (!marked?.length) return row
    const templates = marked.map((u) => keys.reduce((t, _, i) => t.split(marker(i)).join(`{${i}}`), u))
    // the check: the starter's URLs for a path with awkward params are the app's own
    const href = route.path.replace(/:(\w+)\??/g, (_, k: string) => encodeURIComponent(awkward(keys.indexOf(k))))
    const match = routeMatcher([route]).matchPath(href)
    const expected = match && urlsFor(route, match.params)
    const got = firstCallUrls([[row[0], templates]], href)
    if (expected && JSON.stringify(got) === JSON.stringify(expected)) row[1] = templates
    return row
  })
  while (rows.length && !rows[rows.length - 1][1].length) rows.pop()
  return rows
}
