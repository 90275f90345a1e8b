import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react'
import { useApiQuery, useApiWrite } from '../../api/hooks'
import { pb } from '../../paths'
import { Link } from '../../ui/Link'
import { UserMenuLabel } from './UserMenu'
import { useTakeOver } from '../../ui/deferred'
import type { StandInIntent } from '../../ui/ActionMenu'
import type { MutableRefObject } from 'react'

/** The user menu itself, swapped in for UserMenu's stand-in (see there). */
export default function UserMenuPopup({ intent }: { intent?: MutableRefObject<StandInIntent> }) {
  const write = useApiWrite()
  const me = useApiQuery('currentUserView', {})
  const button = useTakeOver<HTMLButtonElement>(intent)
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
              // the page is left at once, so nothing needs revalidating
              await write('logout', {}, { invalidate: false }).catch(() => undefined)
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
