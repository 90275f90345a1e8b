import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react'
import { useState, type MutableRefObject } from 'react'
import type { StandInIntent } from './ActionMenu'
import type { MenuAction } from './ActionMenu'
import { CopyRequestDialog, resolveRequest, type RequestPreviewItem } from './CopyRequest'
import { gatedReason, useWriteGate } from './write-gate'
import { useTakeOver } from './deferred'
import { keyHint } from './key-hint'

const COPY_REQUEST_LABEL = 'Copy as CLI / API…'

/** Every action of the row that sends a request, with the reason a disabled one cannot run now. */
export function requestItems(actions: MenuAction[], gate?: string): RequestPreviewItem[] {
  return actions.flatMap((a) => {
    if (!a.request) return []
    const request = resolveRequest(a.request)
    if (typeof request === 'string') return []
    return [{ label: a.label, request, note: gatedReason(a, gate) }]
  })
}

/** The headlessui menu itself, swapped in for ActionMenu's stand-in (see there). */
export default function ActionMenuPopup({
  label,
  actions,
  intent,
}: {
  label: string
  actions: MenuAction[]
  intent?: MutableRefObject<StandInIntent>
}) {
  const button = useTakeOver<HTMLButtonElement>(intent)
  const [preview, setPreview] = useState<RequestPreviewItem[] | null>(null)
  const withRequests = actions.some((a) => a.request)
  const gate = useWriteGate()
  return (
    <>
      <Menu>
        <MenuButton ref={button} className="btn btn-sm btn-ghost" aria-label={label}>
          ⋯
        </MenuButton>
        <MenuItems anchor="bottom end" className="menu-items">
          {actions.map((a) => {
            const reason = gatedReason(a, gate)
            return (
              <MenuItem key={a.label} disabled={Boolean(reason)}>
                <button
                  type="button"
                  className={a.danger ? 'menu-item danger' : 'menu-item'}
                  onClick={a.onSelect}
                  aria-keyshortcuts={a.shortcut}
                >
                  {a.label}
                  {a.shortcut && (
                    <kbd className="menu-shortcut" aria-hidden="true">
                      {keyHint(a.shortcut)}
                    </kbd>
                  )}
                  {reason && <span className="reason">{reason}</span>}
                </button>
              </MenuItem>
            )
          })}
          {withRequests && (
            <MenuItem>
              <button type="button" className="menu-item" onClick={() => setPreview(requestItems(actions, gate))}>
                {COPY_REQUEST_LABEL}
              </button>
            </MenuItem>
          )}
        </MenuItems>
      </Menu>
      {preview && (
        <CopyRequestDialog
          title={`${label.replace(/ actions$/, '')}: CLI / API`}
          items={preview}
          onClose={() => setPreview(null)}
        />
      )}
    </>
  )
}
