import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react'
import type { MenuAction } from './ActionMenu'

/** The headlessui menu itself; loaded after first paint by ActionMenu (see there). */
export default function ActionMenuPopup({ label, actions }: { label: string; actions: MenuAction[] }) {
  return (
    <Menu>
      <MenuButton className="btn btn-sm btn-ghost" aria-label={label}>
        ⋯
      </MenuButton>
      <MenuItems anchor="bottom end" className="menu-items">
        {actions.map((a) => (
          <MenuItem key={a.label} disabled={Boolean(a.disabled)}>
            <button type="button" className={a.danger ? 'menu-item danger' : 'menu-item'} onClick={a.onSelect} title={a.disabled || undefined}>
              {a.label}
              {a.disabled && <span className="reason">{a.disabled}</span>}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  )
}
