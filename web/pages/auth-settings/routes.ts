import { lazyPage } from '../../routing/lazy-page'
import { settingsCrumbs } from '../../routing/crumbs'
import type { AppRoute } from '../../routing/types'

/** Silo authentication settings (device-token lifetime); silo admins edit, everyone else reads. */
export const authSettingsRoutes: AppRoute[] = [
  { path: '/settings/auth', layout: 'settings', crumbs: () => settingsCrumbs({ label: 'Authentication' }), page: lazyPage(() => import('./AuthSettingsPage')) },
]
