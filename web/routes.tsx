import { authRoutes } from './pages/auth/routes'
import { siloRoutes } from './pages/silo/routes'
import { projectRoutes } from './pages/project/routes'
import { settingsRoutes } from './pages/settings/routes'
import { systemRoutes } from './pages/system/routes'
import { routeMatcher } from './routing/match'
import type { AppRoute } from './routing/types'

/**
 * THE route table (DESIGN §1): every path of the console, in match order (first match wins).
 * One file of rows per frame, in the frame's folder: a URL's first segment names it
 * (/system/networking/bgp -> pages/system/routes.ts -> pages/system/networking/BgpPage).
 * A row exists only when its page works.
 */
export const routes: AppRoute[] = [
  ...authRoutes, //     /login, /device (public)
  ...siloRoutes, //     /, /projects, /projects-new, /images, /access, /utilization, /lookup
  ...projectRoutes, //  /projects/:project/...
  ...settingsRoutes, // /settings/...
  ...systemRoutes, //   /system/...
]

/** Which route a link leads to (the sidebar preloads its page, quick actions check it exists). */
export const { findRoute, hasRoute, preloadRoute, matchPath } = routeMatcher(routes)
