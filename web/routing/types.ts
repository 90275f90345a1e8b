import type { ComponentType } from 'react'
import type { LazyPage } from './lazy-page'
import type { RouteQueries } from './route-data'

export type Params = Record<string, string>
export type Crumb = { label: string; href?: string }

/** Which frame a route renders in. 'public' pages have no sign-in requirement and no navigation. */
export type LayoutKind = 'public' | 'silo' | 'project' | 'system' | 'settings'

export type AppRoute = {
  /** wouter pattern: `/projects/:project/instances`, optional `:rule?` */
  path: string
  layout: LayoutKind
  /** Breadcrumb trail; the page title is these labels reversed (the rules: screens). */
  crumbs: (p: Params) => Crumb[]
  /**
   * The page's queries, built from the params: started when the route matches, beside the page's
   * code (./route-data.ts), and handed to the page, which reads them (useRouteQueries).
   */
  load?: (p: Params) => RouteQueries
  /** The area the route belongs to (./area.ts): the sidebar marks its item, whatever the URL looks like. */
  area?: AreaRef
  /**
   * The route whose page renders beneath this one (a create or edit form over its list): the frame
   * renders that page, then this one in its outlet, and the list stays mounted across the two.
   */
  parent?: AppRoute
} & RouteTarget

/** What a route shows: a page, or a redirect elsewhere. */
export type RouteTarget =
  { page: LazyPage | ComponentType; redirect?: never } | { redirect: (p: Params) => string; page?: never }

/** What the frame needs to know of an area: its sidebar entry. */
export type AreaRef = {
  label: string
  layout: Exclude<LayoutKind, 'public'>
  nav?: string
  href: (p: Params) => string
}

export const CONSOLE_NAME = 'Rack Console'

/** the rules: screens: breadcrumb labels reversed, joined by ' / ', ending with the console name. */
export function pageTitle(crumbs: Crumb[]) {
  return [...crumbs.map((c) => c.label).reverse(), CONSOLE_NAME].join(' / ')
}
