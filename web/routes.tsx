import { authRoutes } from './pages/auth/routes'
import { siloRoutes } from './pages/silo/routes'
import { projectRoutes } from './pages/project/routes'
import { settingsRoutes } from './pages/settings/routes'
import { systemRoutes } from './pages/system/routes'
import type { AppRoute } from './routing/types'
import { legacyRedirects } from './routing/legacy-redirects'

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
  ...legacyRedirects, // the reference console's addresses, to our nearest page
]
