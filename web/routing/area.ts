import type { ParamsOf } from '../api/client'
import type { PagedMethod } from '../api/all-items'
import type { ListQuery } from '../api/queries'
import { fill, type Pattern } from './route'
import type { AppRoute, AreaRef, Crumb, LayoutKind, Params, RouteTarget } from './types'

/*
 * One declaration per area: an area says once
 * what it is — its label, where it sits in the sidebar, its list query, its routes with their lazy
 * pages, its crumbs — and the route table, the sidebar (web/pages/layout/nav.ts), the breadcrumbs,
 * the page titles and the route's queries are derived from that, so none can disagree with another.
 */

/** The list an area's main page shows: its route's loader builds it (`list`), the page hands it to its list. */
type ListSource<M extends PagedMethod = PagedMethod> = {
  method: M
  params: (p: Params) => ParamsOf<M>
  /** The endpoint sorts by name (nexus NameSortMode): the list offers it and asks for it. */
  sortable?: boolean
}

/** A route of an area besides its list (to.disksNew, to.disk; a lookup under /lookup/), named from web/urls.ts. */
export type AreaChild = RouteTarget & {
  route: Pattern
  /** The crumbs after the area's own (a detail's name, then a tab's). */
  crumbs?: (p: Params) => Crumb[]
  /** The route rendered beneath this one, declared before it in the area ('list' is the list): a form over a page. */
  over?: Pattern | 'list'
  load?: AppRoute['load']
}

export type AreaDeclaration<M extends PagedMethod = PagedMethod> = RouteTarget & {
  /** The sidebar's label, the area's crumb and its list page's title. */
  label: string
  layout: Exclude<LayoutKind, 'public'>
  /** The sidebar heading it sits under; none keeps it out of the sidebar (it is reached from other pages). */
  nav?: string
  /** The crumb, where it says more than the sidebar's label ('Silo images' beside the projects' images). */
  crumb?: string
  /** The list page's route (web/urls.ts), the area's sidebar link. */
  route: Pattern
  /** The crumbs before the area's own: the frame's trail (projectCrumbs, systemCrumbs, ...). */
  trail?: (p: Params) => Crumb[]
  list?: ListSource<M>
  children?: AreaChild[]
}

export type Area<M extends PagedMethod = PagedMethod> = AreaDeclaration<M> &
  AreaRef & {
    /** The trail down to and including the area's own crumb. */
    crumbs: (p: Params) => Crumb[]
    /** The route table's rows, the list first. */
    routes: AppRoute[]
  }

export function defineArea<M extends PagedMethod>(decl: AreaDeclaration<M>): Area<M> {
  const href = (p: Params) => fill(decl.route.path, p)
  const crumbs = (p: Params): Crumb[] => [
    ...(decl.trail?.(p) ?? []),
    { label: decl.crumb ?? decl.label, href: href(p) },
  ]
  // the routes point at the area itself: the sidebar finds its current item by identity
  const area: Area<M> = { ...decl, href, crumbs, routes: [] }
  const list = decl.list
  const main = {
    path: decl.route.path,
    layout: decl.layout,
    crumbs,
    area,
    ...(decl.page ? { page: decl.page } : { redirect: decl.redirect! }),
    ...(list && { load: (p: Params) => ({ list: listQueryOf(decl, list, p) }) }),
  } as AppRoute
  const byPath = new Map<string, AppRoute>()
  const children = (decl.children ?? []).map((c) => {
    const path = c.route.path
    const r = {
      path,
      layout: decl.layout,
      crumbs: (p: Params) => [...crumbs(p), ...(c.crumbs?.(p) ?? [])],
      area,
      ...(c.page ? { page: c.page } : { redirect: c.redirect! }),
      ...(c.load && { load: c.load }),
    } as AppRoute
    if (c.over !== undefined) {
      const parent = c.over === 'list' ? main : byPath.get(c.over.path)
      if (!parent) throw new Error(`${path}: no route ${(c.over as Pattern).path} before it to render over`)
      r.parent = parent
    }
    byPath.set(path, r)
    return r
  })
  area.routes.push(main, ...children)
  return area
}

/** The list page's query, named `list` among its route's queries: what the page gives its list (ListTable). */
const listQueryOf = <M extends PagedMethod>(
  decl: AreaDeclaration<M>,
  list: ListSource<M>,
  p: Params,
): ListQuery<M> => ({
  method: list.method,
  params: list.params(p),
  sortable: list.sortable,
  // the page's own name: its crumb, where that says more than the sidebar's label ('Silo images')
  label: decl.crumb ?? decl.label,
})
