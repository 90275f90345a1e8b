import { authRoutes } from './pages/auth/routes'
import { projectRoutes } from './pages/projects/routes'
import { instanceRoutes } from './pages/instances/routes'
import { diskRoutes } from './pages/disks/routes'
import { snapshotRoutes } from './pages/snapshots/routes'
import { imageRoutes } from './pages/images/routes'
import { affinityRoutes } from './pages/affinity/routes'
import { accessRoutes } from './pages/access/routes'
import { settingsRoutes } from './pages/settings/routes'
import { vpcRoutes } from './pages/vpcs/routes'
import { floatingIpRoutes } from './pages/floating-ips/routes'
import { probeRoutes } from './pages/probes/routes'
import { systemRoutes } from './pages/system/routes'
import { updateRoutes } from './pages/update/routes'
import { supportBundleRoutes } from './pages/support-bundles/routes'
import { alertRoutes } from './pages/alerts/routes'
import { auditLogRoutes } from './pages/audit-log/routes'
import { certificateRoutes } from './pages/certificates/routes'
import { sledsAddRoutes } from './pages/sleds-add/routes'
import { authSettingsRoutes } from './pages/auth-settings/routes'
import { siloUserRoutes } from './pages/silo-users/routes'
import { usersBuiltinRoutes } from './pages/users-builtin/routes'
import { metricsRoutes } from './pages/metrics/routes'
import { rackNetworkingRoutes } from './pages/rack-networking/routes'
import type { AppRoute } from './routing/types'

/**
 * THE route table (DESIGN §1): every path of the console, in match order (first match wins).
 * Each area keeps its rows in pages/<area>/routes.ts; a row exists only when its page works.
 */
export const routes: AppRoute[] = [...authRoutes, ...projectRoutes, ...instanceRoutes, ...diskRoutes, ...snapshotRoutes, ...imageRoutes, ...affinityRoutes, ...accessRoutes, ...settingsRoutes, ...vpcRoutes, ...floatingIpRoutes, ...probeRoutes, ...systemRoutes, ...updateRoutes, ...supportBundleRoutes, ...alertRoutes, ...auditLogRoutes, ...certificateRoutes, ...sledsAddRoutes, ...authSettingsRoutes, ...siloUserRoutes, ...usersBuiltinRoutes, ...metricsRoutes, ...rackNetworkingRoutes]
