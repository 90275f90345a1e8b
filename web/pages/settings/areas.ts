import { defineArea } from '../../routing/area'
import { settingsCrumbs } from '../../routing/crumbs'
import { lazyPage } from '../../routing/lazy-page'
import { formOver } from '../common/fields/area-children'

/** the rules: screens Settings: the signed-in user's own profile, SSH keys and access tokens, and the silo's auth settings. */
const settings = { layout: 'settings', nav: 'Settings', trail: () => settingsCrumbs() } as const

const profile = defineArea({
  ...settings,
  label: 'Profile',
  path: '/settings/profile',
  page: lazyPage(() => import('./ProfilePage')),
})

const sshKeys = defineArea({
  ...settings,
  label: 'SSH keys',
  path: '/settings/ssh-keys',
  page: lazyPage(() => import('./SshKeysPage')),
  list: { method: 'currentUserSshKeyList', params: () => ({}), sortable: true },
  children: [
    formOver('-new', 'Add SSH key', () => import('./SshKeyCreatePage')),
    formOver(
      '/:sshKey/edit',
      (p) => [{ label: p.sshKey }],
      () => import('./SshKeyEditPage'),
    ),
  ],
})

const accessTokens = defineArea({
  ...settings,
  label: 'Access tokens',
  path: '/settings/access-tokens',
  page: lazyPage(() => import('./AccessTokensPage')),
})

/** The silo's authentication settings (device-token lifetime); silo admins edit, everyone else reads. */
const authSettings = defineArea({
  ...settings,
  label: 'Authentication',
  path: '/settings/auth',
  page: lazyPage(() => import('./auth/AuthSettingsPage')),
})

export const settingsAreas = [profile, sshKeys, accessTokens, authSettings]
