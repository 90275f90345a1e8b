import { parse } from 'regexparam'
import type { AppRoute } from './types'

/**
 * Finding the route of a path, over the route table it is given (web/routes.tsx makes the app's
 * one), so routing depends on no page and a test can match against a table of its own.
 * wouter's own pattern parser, so this agrees with the <Switch> about what matches.
 */
export function routeMatcher<R extends AppRoute>(routes: readonly R[]) {
  let cache: { pattern: RegExp; route: R }[] | undefined
  // compiled on first use, not at load: the first paint does not need it
  const compiled = () => (cache ??= routes.map((r) => ({ route: r, ...parse(r.path) })))

  /** The first route whose pattern matches a path (without query), as the Switch picks it. */
  function findRoute(href: string): R | undefined {
    const path = href.split(/[?#]/)[0]
    return compiled().find((c) => c.pattern.test(path))?.route
  }

  return {
    findRoute,
    hasRoute: (href: string) => findRoute(href) !== undefined,
    /** Fetch the code of the page at `href` ahead of a click (lazyPage); nothing if none matches. */
    preloadRoute(href: string) {
      const page = findRoute(href)?.page
      if (page && 'preload' in page) page.preload()
    },
  }
}
