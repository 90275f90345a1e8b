import { lazyPage } from '../../routing/lazy-page'
import { pb } from '../../paths'
import { settingsCrumbs } from '../../routing/crumbs'
import type { AppRoute } from '../../routing/types'

const sshKeys = { label: 'SSH keys', href: pb.sshKeys() }

/** SPEC §2 Settings: the signed-in user's own profile, SSH keys and access tokens, and the silo's auth settings. */

export const settingsRoutes: AppRoute[] = [
  {
    path: '/settings/profile',
    layout: 'settings',
    crumbs: () => settingsCrumbs({ label: 'Profile' }),
    page: lazyPage(() => import('./ProfilePage')),
  },
  {
    path: '/settings/ssh-keys',
    layout: 'settings',
    crumbs: () => settingsCrumbs(sshKeys),
    page: lazyPage(() => import('./SshKeysPage')),
  },
  {
    path: '/settings/ssh-keys-new',
    layout: 'settings',
    crumbs: () => settingsCrumbs(sshKeys, { label: 'Add SSH key' }),
    page: lazyPage(() => import('./SshKeyCreatePage')),
  },
  {
    path: '/settings/ssh-keys/:sshKey/edit',
    layout: 'settings',
    crumbs: (p) => settingsCrumbs(sshKeys, { label: p.sshKey }),
    page: lazyPage(() => import('./SshKeyEditPage')),
  },
  {
    path: '/settings/access-tokens',
    layout: 'settings',
    crumbs: () => settingsCrumbs({ label: 'Access tokens' }),
    page: lazyPage(() => import('./AccessTokensPage')),
  },
  // silo authentication settings (device-token lifetime); silo admins edit, everyone else reads
  {
    path: '/settings/auth',
    layout: 'settings',
    crumbs: () => settingsCrumbs({ label: 'Authentication' }),
    page: lazyPage(() => import('./auth/AuthSettingsPage')),
  },
]
