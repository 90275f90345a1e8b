import { lazyPage } from '../../routing/lazy-page'
import type { AppRoute } from '../../routing/types'
import { to } from '../../urls'

export const authRoutes: AppRoute[] = [
  {
    path: to.login.path,
    layout: 'public',
    crumbs: () => [{ label: 'Sign in' }],
    page: lazyPage(() => import('./LoginPage')),
  },
  {
    path: to.loginLocal.path,
    layout: 'public',
    crumbs: () => [{ label: 'Sign in' }],
    page: lazyPage(() => import('./LoginLocalPage')),
  },
  {
    path: to.loginSaml.path,
    layout: 'public',
    crumbs: () => [{ label: 'Sign in' }],
    page: lazyPage(() => import('./LoginSamlPage')),
  },
  {
    path: to.deviceVerify.path,
    layout: 'public',
    crumbs: () => [{ label: 'Device Authentication' }],
    page: lazyPage(() => import('./DeviceVerifyPage')),
  },
  {
    path: to.deviceSuccess.path,
    layout: 'public',
    crumbs: () => [{ label: 'Device logged in' }],
    page: lazyPage(() => import('./DeviceSuccessPage')),
  },
]
