import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react'
import { useQuery } from '../../api/reads'
import { useWrite } from '../../api/writes'
import { to } from '../../urls'
import { Link } from '../../ui/Link'
import { UserMenuLabel } from './UserMenu'
import { useTakeOver } from '../../ui/deferred'
import type { StandInIntent } from '../../ui/ActionMenu'
import type { MutableRefObject } from 'react'
import { useState, useSyncExternalStore } from 'react'
import { API_VERSION, apiVersionInUse } from '../../api/api-version'
import { forgetActivity } from '../common/activity/activity-persist'
import { releaseBrowser } from '../common/activity/browser-claim'
import { setTheme, storedTheme, THEMES, type Theme } from '../../ui/theme'

const themeLabels: Record<Theme, string> = { system: 'System theme', light: 'Light theme', dark: 'Dark theme' }

/** The user menu itself, swapped in for UserMenu's stand-in (see there). */
export default function UserMenuPopup({ intent }: { intent?: MutableRefObject<StandInIntent> }) {
  const write = useWrite()
  const me = useQuery('currentUserView', {})
  const button = useTakeOver<HTMLButtonElement>(intent)
  const [theme, setChoice] = useState(storedTheme)
  const version = useSyncExternalStore(apiVersionInUse.subscribe, apiVersionInUse.get, apiVersionInUse.get)
  return (
    <Menu>
      <MenuButton ref={button} className="btn btn-ghost">
        <UserMenuLabel name={me.data?.displayName} />
      </MenuButton>
      <MenuItems anchor="bottom end" className="menu-items">
        <MenuItem>
          <Link className="menu-item" href={to.profile()}>
            Settings
          </Link>
        </MenuItem>
        {/* Menu items cannot be radios: the current theme says so in its name ('Dark theme (current)'). */}
        <div className="menu-heading" aria-hidden="true">
          Theme
        </div>
        {THEMES.map((t) => (
          <MenuItem key={t}>
            <button
              type="button"
              className="menu-item"
              onClick={() => {
                setTheme(t)
                setChoice(t)
              }}
            >
              <span aria-hidden="true" className="menu-check">
                {t === theme ? '✓' : ''}
              </span>
              {themeLabels[t]}
              {t === theme && <span className="visually-hidden"> (current)</span>}
            </button>
          </MenuItem>
        ))}
        <MenuItem>
          <button
            type="button"
            className="menu-item"
            onClick={async () => {
              // the page is left at once, so nothing needs revalidating
              await write('logout', {}, { invalidate: false }).catch(() => undefined)
              // the search index kept in the browser goes too; its code loads only now, off the first route
              await import('../../api/search/sign-out').then((m) => m.clearSearchData()).catch(() => undefined)
              // so do the Activity jobs and the observed history kept for this user
              forgetActivity()
              // and this tab's drafts; nobody is signed in on the browser any more
              releaseBrowser()
              window.location.assign(to.login())
            }}
          >
            Sign out
          </button>
        </MenuItem>
        {/* which API this console speaks to the control plane: an older rack gets the released version */}
        <MenuItem disabled>
          <span className="menu-item muted">
            {version === API_VERSION
              ? `API version ${version}`
              : `API version ${version}, the control plane's release (this console's newest is ${API_VERSION})`}
          </span>
        </MenuItem>
      </MenuItems>
    </Menu>
  )
}
