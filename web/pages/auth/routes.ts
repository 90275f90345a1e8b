import { lazyPage } from '../../routing/lazy-page'
import type { AppRoute } from '../../routing/types'

export const authRoutes: AppRoute[] = [
  {
    path: '/login',
    layout: 'public',
    crumbs: () => [{ label: 'Sign in' }],
    page: lazyPage(() => import('./LoginPage')),
  },
  {
    path: '/login/:silo/local',
    layout: 'public',
    crumbs: () => [{ label: 'Sign in' }],
    page: lazyPage(() => import('./LoginLocalPage')),
  },
  {
    path: '/login/:silo/saml/:provider',
    layout: 'public',
    crumbs: () => [{ label: 'Sign in' }],
    page: lazyPage(() => import('./LoginSamlPage')),
  },
  {
    path: '/device/verify',
    layout: 'public',
    crumbs: () => [{ label: 'Device Authentication' }],
    page: lazyPage(() => import('./DeviceVerifyPage')),
  },
  {
    path: '/device/success',
    layout: 'public',
    crumbs: () => [{ label: 'Device logged in' }],
    page: lazyPage(() => import('./DeviceSuccessPage')),
  },
]
