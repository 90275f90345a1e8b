import { lazy } from 'react'
import type { AppRoute } from '../../routing/types'

export const authRoutes: AppRoute[] = [
  { path: '/login', layout: 'public', crumbs: () => [{ label: 'Sign in' }], page: lazy(() => import('./LoginPage')) },
  { path: '/login/:silo/local', layout: 'public', crumbs: () => [{ label: 'Sign in' }], page: lazy(() => import('./LoginLocalPage')) },
  { path: '/login/:silo/saml/:provider', layout: 'public', crumbs: () => [{ label: 'Sign in' }], page: lazy(() => import('./LoginSamlPage')) },
  { path: '/device/verify', layout: 'public', crumbs: () => [{ label: 'Device Authentication' }], page: lazy(() => import('./DeviceVerifyPage')) },
  { path: '/device/success', layout: 'public', crumbs: () => [{ label: 'Device logged in' }], page: lazy(() => import('./DeviceSuccessPage')) },
]
