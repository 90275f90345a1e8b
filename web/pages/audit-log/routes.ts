import { lazyPage } from '../../routing/lazy-page'
import { systemCrumbs } from '../../routing/crumbs'
import type { AppRoute } from '../../routing/types'

export const auditLogRoutes: AppRoute[] = [{ path: '/system/audit-log', layout: 'system', crumbs: () => systemCrumbs({ label: 'Audit log' }), page: lazyPage(() => import('./AuditLogPage')) }]
