import type { AreaChild } from './area'
import { lazyPage } from './lazy-page'
import type { Pattern } from './route'
import type { Crumb, Params } from './types'

/*
 * The child routes of an area declaration, one line each: a form over the page beneath
 * it, or a page of its own, its module loaded lazily. Crumbs are a label (a form's 'New IP pool')
 * or made from the params.
 */
type Crumbs = string | ((p: Params) => Crumb[])
/** The page's module, loaded when the route is first shown (lazyPage). */
type Load = Parameters<typeof lazyPage>[0]
const crumbsOf = (c: Crumbs) => (typeof c === 'string' ? () => [{ label: c }] : c)

/** A form rendered over the area's list: it shows only its side modal. */
export const formOver = (route: Pattern, crumbs: Crumbs, load: Load): AreaChild =>
  formOverAt('list', route, crumbs, load)

/** A form rendered over the route `under` (a detail, to.ipPool). */
export const formOverAt = (under: Pattern | 'list', route: Pattern, crumbs: Crumbs, load: Load): AreaChild => ({
  route,
  over: under,
  crumbs: crumbsOf(crumbs),
  page: lazyPage(load),
})

/** A page of the area at `route`. */
export const childPage = (route: Pattern, crumbs: Crumbs, load: Load): AreaChild => ({
  route,
  crumbs: crumbsOf(crumbs),
  page: lazyPage(load),
})
