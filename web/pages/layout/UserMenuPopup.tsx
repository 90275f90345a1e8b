import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react'
import { useApiQuery } from '../../api/hooks'
import { callOrThrow } from '../../api/call'
import { pb } from '../../paths'
import { Link } from '../../ui/Link'
import { UserMenuLabel } from './UserMenu'
import { useTakeOverFocus } from '../../ui/deferred'
import type { MutableRefObject } from 'react'

/** The user menu itself, loaded after first paint (see UserMenu). */
export default function UserMenuPopup({ takeFocus }: { takeFocus?: MutableRefObject<boolean> }) {
  const me = useApiQuery('currentUserView', {})
  const button = useTakeOverFocus<HTMLButtonElement>(takeFocus)
  return (
    <Menu>
      <MenuButton ref={button} className="btn btn-ghost">
        <UserMenuLabel name={me.data?.displayName} />
      </MenuButton>
      <MenuItems anchor="bottom end" className="menu-items">
        <MenuItem>
          <Link className="menu-item" href={pb.profile()}>
            Settings
          </Link>
        </MenuItem>
        <MenuItem>
          <button
            type="button"
            className="menu-item"
            onClick={async () => {
              await callOrThrow('logout', {}).catch(() => undefined)
              window.location.assign(pb.login())
            }}
          >
            Sign out
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  )
}
