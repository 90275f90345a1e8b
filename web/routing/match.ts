import { parse } from 'regexparam'
import { routes } from '../routes'

// wouter's own pattern parser, so this agrees with the <Switch> about what matches.
const compiled = () => (cache ??= routes.map((r) => ({ route: r, ...parse(r.path) })))
let cache: { pattern: RegExp; route: (typeof routes)[number] }[] | undefined

/** The first route whose pattern matches a path (without query), as the Switch picks it. */
export function findRoute(href: string) {
  const path = href.split(/[?#]/)[0]
  return compiled().find((c) => c.pattern.test(path))?.route
}

export function hasRoute(href: string) {
  return findRoute(href) !== undefined
}

/** Fetch the code of the page at `href` ahead of a click (lazyPage); nothing if none matches. */
export function preloadRoute(href: string) {
  const page = findRoute(href)?.page
  if (page && 'preload' in page) page.preload()
}
