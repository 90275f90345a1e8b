import { to } from '../../urls'
import { defineArea } from '../../routing/area'
import { settingsCrumbs } from '../../routing/crumbs'
import { lazyPage } from '../../routing/lazy-page'
import { formOver } from '../../routing/area-children'

/** the rules: screens Settings: the signed-in user's own profile, SSH keys and access tokens, and the silo's auth settings. */
const settings = { layout: 'settings', nav: 'Settings', trail: () => settingsCrumbs() } as const

const profile = defineArea({
  ...settings,
  label: 'Profile',
  route: to.profile,
  page: lazyPage(() => import('./ProfilePage')),
})

const sshKeys = defineArea({
  ...settings,
  label: 'SSH keys',
  route: to.sshKeys,
  page: lazyPage(() => import('./SshKeysPage')),
  list: { method: 'currentUserSshKeyList', params: () => ({}), sortable: true },
  children: [
    formOver(to.sshKeysNew, 'Add SSH key', () => import('./SshKeyCreatePage')),
    formOver(
      to.sshKeyEdit,
      (p) => [{ label: p.sshKey }],
      () => import('./SshKeyEditPage'),
    ),
  ],
})

const accessTokens = defineArea({
  ...settings,
  label: 'Access tokens',
  route: to.accessTokens,
  page: lazyPage(() => import('./AccessTokensPage')),
})

/** The silo's authentication settings (device-token lifetime); silo admins edit, everyone else reads. */
const authSettings = defineArea({
  ...settings,
  label: 'Authentication',
  route: to.authSettings,
  page: lazyPage(() => import('./auth/AuthSettingsPage')),
})

export const settingsAreas = [profile, sshKeys, accessTokens, authSettings]
