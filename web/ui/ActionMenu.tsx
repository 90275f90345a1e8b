import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react'

export type MenuAction = {
  label: string
  onSelect: () => void
  /** A reason string disables the item and says why (DESIGN §6: disabled, not hidden). */
  disabled?: string | false
  danger?: boolean
}

export function ActionMenu({ label, actions }: { label: string; actions: MenuAction[] }) {
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
