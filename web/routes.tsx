import { authRoutes } from './pages/auth/routes'
import { projectAreas, projectRedirect } from './pages/project/areas'
import { settingsAreas } from './pages/settings/areas'
import { siloAreas, siloRoot } from './pages/silo/areas'
import { systemAreas } from './pages/system/areas'
import type { Area } from './routing/area'
import { routeMatcher } from './routing/match'
import type { AppRoute } from './routing/types'
import { legacyRedirects } from './routing/legacy-redirects'

/**
 * Every area of the console (web/routing/area.ts), by frame, each frame's in sidebar order: the
 * sidebar (pages/layout/nav.ts) and the route table below are both made from these.
 */
export const areas: Area[] = [...siloAreas, ...projectAreas, ...settingsAreas, ...systemAreas]

/**
 * THE route table (the shape of the code): every path of the console, in match order (first match wins).
 * A URL's first segment names the frame and its folder (/system/networking/bgp ->
 * pages/system/networking/areas.ts -> pages/system/networking/BgpPage); each area declares its
 * rows once. A row exists only when its page works.
 */
export const routes: AppRoute[] = [
  ...authRoutes, //     /login, /device (public)
  siloRoot, //          / -> /projects
  ...siloAreas.flatMap((a) => a.routes), //    /projects, /projects-new, /images, /access, /utilization, /lookup
  projectRedirect, //   /projects/:project -> its instances
  ...projectAreas.flatMap((a) => a.routes), // /projects/:project/...
  ...settingsAreas.flatMap((a) => a.routes), // /settings/...
  ...systemAreas.flatMap((a) => a.routes), //  /system/...
  ...legacyRedirects, // the reference console's addresses, to our nearest page
]

/** Which route a link leads to (the sidebar preloads its page, quick actions check it exists). */
export const { findRoute, hasRoute, preloadRoute, resolveRedirects, matchPath, matchHref } = routeMatcher(routes)
