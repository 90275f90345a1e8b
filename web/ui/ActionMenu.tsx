import { useEffect, useRef, useState, type ReactNode } from 'react'
import type { RequestSource } from './CopyRequest'
import { deferredComponent, whenDeferredReady } from './deferred'

export type MenuAction = {
  label: string
  onSelect: () => void
  /** A reason string disables the item and says why (the UI: disabled, not hidden). */
  disabled?: string | false
  danger?: boolean
  /**
   * The API request the action sends ("Copy as CLI / API"), as a thunk so it is built only
   * when asked for. Any action with one adds "Copy as CLI / API…" to the menu.
   */
  request?: RequestSource
  /**
   * The action leads to a form that writes (Edit): the page's write gate disables it like an
   * action with a request, rather than letting the user fill in a form they cannot submit.
   */
  write?: boolean
  /**
   * The action's own `disabled` already says whether the user's role allows it (a project's Delete
   * on the silo's project list needs that project's admin, not what the page's writes need), so
   * the page's write gate does not apply to it.
   */
  ownRole?: boolean
  /**
   * The key that runs the action when its row has focus (a KeyboardEvent.key name, from
   * web/api/rules/row-shortcuts.ts); the menu and the palette show it.
   */
  shortcut?: string
}

/**
 * headlessui's Menu brings floating-ui and react-aria (~20 KB brotli), more than the first route's
 * budget allows (the quality bars), and mounting one per row cost ~3 ms each on every list render. So a
 * row shows a plain button of the same look (useMenuStandIn); pointing at it, focusing it or
 * pressing it swaps in the real menu, opened if it was pressed. The menu's code is fetched once
 * the page is idle (web/ui/deferred.ts), so the swap is normally instant.
 */
const popup = deferredComponent(() => import('./ActionMenuPopup'))

export type StandInIntent = { focus: boolean; open: boolean }

/**
 * The plain button's state: `live` once the user approached it and the real button's code is in (until then the
 * stand-in stays, focus and all), and what the real button should do when it mounts (take focus, open) because
 * the user was already on the stand-in.
 */
export function useMenuStandIn(preload: () => Promise<void>) {
  const [live, setLive] = useState(false)
  const intent = useRef<StandInIntent>({ focus: false, open: false })
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => whenDeferredReady(preload), [preload])
  const goLive = () =>
    void preload().then(() => {
      // Whether the stand-in has focus as the real button takes its place: the user may have moved on while the code
      // loaded, and a blur handler cannot tell, as a browser blurs the stand-in itself when it leaves the page.
      intent.current.focus = button.current !== null && button.current === document.activeElement
      setLive(true)
    })
  const props = {
    ref: button,
    onPointerEnter: goLive,
    onFocus: goLive,
    // A press opens the menu from its pointerdown, as the real button does: if the code arrives between the
    // pointerdown and the click, the stand-in leaves the page mid-press and the browser sends the click to the
    // row instead, so waiting for the click would lose the press.
    onPointerDown: (e: { button: number }) => {
      if (e.button !== 0) return
      intent.current = { focus: true, open: true }
      goLive()
    },
    onClick: () => {
      intent.current = { focus: true, open: true }
      goLive()
    },
    onKeyDown: (e: { key: string; preventDefault: () => void }) => {
      if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return
      e.preventDefault()
      intent.current = { focus: true, open: true }
      goLive()
    },
  }
  return { live, intent, props }
}

export function MenuButtonPlaceholder({
  label,
  children = '⋯',
  className = 'btn btn-sm btn-ghost',
  standIn,
}: {
  label?: string
  children?: ReactNode
  className?: string
  /** Handlers from useMenuStandIn: approaching the button swaps in the real menu. */
  standIn: ReturnType<typeof useMenuStandIn>['props']
}) {
  return (
    <button type="button" className={className} aria-label={label} aria-haspopup="menu" {...standIn}>
      {children}
    </button>
  )
}

export function ActionMenu({ label, actions }: { label: string; actions: MenuAction[] }) {
  const { live, intent, props } = useMenuStandIn(popup.preload)
  const Popup = popup.get()
  if (!live || !Popup) return <MenuButtonPlaceholder label={label} standIn={props} />
  return <Popup label={label} actions={actions} intent={intent} />
}
