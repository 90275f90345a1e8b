import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react'
import { useApiQuery } from '../../api/hooks'
import { callOrThrow } from '../../api/call'
import { pb } from '../../paths'
import { Link } from '../../ui/Link'
import { UserMenuLabel } from './UserMenu'

/** The user menu itself, loaded after first paint (see UserMenu). */
export default function UserMenuPopup() {
  const me = useApiQuery('currentUserView', {})
  return (
    <Menu>
      <MenuButton className="btn btn-ghost">
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
