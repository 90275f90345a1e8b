import { parse } from 'regexparam'
import type { AppRoute } from './types'

/** wouter's reading of a location's path: decoded as a URI when it holds an escape. */
function decodedPath(path: string) {
  try {
    return path.includes('%') ? decodeURI(path) : path
  } catch {
    return path
  }
}

/**
 * Finding the route of a path, over the route table it is given (web/routes.tsx makes the app's
 * one), so routing depends on no page and a test can match against a table of its own.
 * wouter's own pattern parser, so this agrees with the <Switch> about what matches.
 */
export function routeMatcher<R extends AppRoute>(routes: readonly R[]) {
  let cache: { pattern: RegExp; keys: string[]; route: R }[] | undefined
  // compiled on first use, not at load: the first paint does not need it
  const compiled = () => (cache ??= routes.map((r) => ({ route: r, ...parse(r.path) })))

  /** The first route whose pattern matches a path (without query), as the Switch picks it. */
  function findRoute(href: string): R | undefined {
    const path = href.split(/[?#]/)[0]
    return compiled().find((c) => c.pattern.test(path))?.route
  }

  /**
   * Where a link to `href` ends up once the routes' redirects are followed (an instance's link leads
   * to its storage tab): `href` itself when its route is no redirect, or it matches none.
   */
  function resolveRedirects(href: string): string {
    let to = href
    for (let hops = 0; hops < 2; hops++) {
      const match = matchPath(to.split(/[?#]/)[0])
      if (!match?.route.redirect) return to
      to = match.route.redirect(match.params)
    }
    return to
  }

  /** The route a link to `href` renders once its redirects are followed, and its params. */
  const matchHref = (href: string) => matchPath(resolveRedirects(href).split(/[?#]/)[0])

  return {
    findRoute,
    hasRoute: (href: string) => findRoute(href) !== undefined,
    /**
     * Fetch the code of the page at `href` ahead of a click (lazyPage), following a redirect (an
     * instance's link leads to its storage tab); nothing if none matches.
     */
    preloadRoute(href: string) {
      const page = matchHref(href)?.route.page
      if (page && 'preload' in page) page.preload()
    },
    matchHref,
    resolveRedirects,
    matchPath,
  }

  /** The route the Switch renders for `pathname`, and its params as wouter gives them to the route. */
  function matchPath(pathname: string): { route: R; params: Record<string, string> } | undefined {
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
}
