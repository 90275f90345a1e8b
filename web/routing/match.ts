import { parse } from 'regexparam'
import { routes } from '../routes'

// wouter's own pattern parser, so this agrees with the <Switch> about what matches.
const compiled = () => (cache ??= routes.map((r) => ({ route: r, ...parse(r.path) })))
let cache: { pattern: RegExp; keys: string[]; route: (typeof routes)[number] }[] | undefined

/** The first route whose pattern matches a path (without query), as the Switch picks it. */
export function findRoute(href: string) {
  const path = href.split(/[?#]/)[0]
  return compiled().find((c) => c.pattern.test(path))?.route
}

export function hasRoute(href: string) {
  return findRoute(href) !== undefined
}

/**
 * Fetch the code of the page at `href` ahead of a click (lazyPage), following a redirect (an
 * instance's link leads to its storage tab); nothing if none matches.
 */
export function preloadRoute(href: string, redirects = 1) {
  const match = matchPath(href.split(/[?#]/)[0])
  if (!match) return
  const { route, params } = match
  if (route.redirect && redirects > 0) preloadRoute(route.redirect(params), redirects - 1)
  else if (route.page && 'preload' in route.page) route.page.preload()
}

/** wouter's reading of a location's path: decoded as a URI when it holds an escape. */
function decodedPath(path: string) {
  try {
    return path.includes('%') ? decodeURI(path) : path
  } catch {
    return path
  }
}

/** The route the Switch renders for `pathname`, and its params as wouter gives them to the route. */
export function matchPath(
  pathname: string,
): { route: (typeof routes)[number]; params: Record<string, string> } | undefined {
  const path = decodedPath(pathname)
  for (const c of compiled()) {
    const m = c.pattern.exec(path)
    if (!m) continue
    const params: Record<string, string> = {}
    c.keys.forEach((k, i) => {
      if (m[i + 1] !== undefined) params[k] = m[i + 1]
    })
    return { route: c.route, params }
  }
  return undefined
}
