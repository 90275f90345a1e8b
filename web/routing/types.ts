import type { ComponentType } from 'react'
import type { PagedMethod } from '../api/all-items'
import type { ApiMethod } from '../api/client'
import type { LazyPage } from './lazy-page'

export type Params = Record<string, string>
export type Crumb = { label: string; href?: string }

/** Which frame a route renders in. 'public' pages have no sign-in requirement and no navigation. */
export type LayoutKind = 'public' | 'silo' | 'project' | 'system' | 'settings'

export type AppRoute = {
  /** wouter pattern: `/projects/:project/instances`, optional `:rule?` */
  path: string
  layout: LayoutKind
  /** Breadcrumb trail; the page title is these labels reversed (SPEC §2). */
  crumbs: (p: Params) => Crumb[]
  /**
   * The page's main query, as the page's own hook keys it (for a list, `listQuery(...)` from
   * web/api/hooks.ts): it starts when the route matches, in parallel with the page's code, and the
   * page takes it from there (web/api/prefetch.ts). test/routing/route-query.test.tsx checks the keys.
   */
  query?: (p: Params) => readonly [ApiMethod, unknown]
  /**
   * The page's other first reads (issue #34): started with the route like `query`, so a click's
   * data leaves with the click instead of once the page's code has arrived and rendered. Each
   * must be keyed exactly as the page's hook keys it; test/routing/route-reads.test.tsx checks.
   */
  reads?: (p: Params) => RouteRead[]
  /** The area the route belongs to (./area.ts): the sidebar marks its item, whatever the URL looks like. */
  area?: AreaRef
  /**
   * The route whose page renders beneath this one (a create or edit form over its list): the frame
   * renders that page, then this one in its outlet, and the list stays mounted across the two.
   */
  parent?: AppRoute
} & RouteTarget

/** A read a page makes as it opens: an SWR query (useApiQuery's key), or a whole list (useAllItems). */
export type RouteRead = { query: readonly [ApiMethod, unknown] } | { all: readonly [PagedMethod, unknown] }

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

/** SPEC §2: breadcrumb labels reversed, joined by ' / ', ending with the console name. */
export function pageTitle(crumbs: Crumb[]) {
  return [...crumbs.map((c) => c.label).reverse(), CONSOLE_NAME].join(' / ')
}
