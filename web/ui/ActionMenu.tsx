import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react'
import type { RequestSource } from './CopyRequest'
import { whenDeferredReady } from './deferred'

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
const loadPopup = () => import('./ActionMenuPopup')
const ActionMenuPopup = lazy(loadPopup)
const preloadPopup = () => void loadPopup().catch(() => undefined)

export type StandInIntent = { focus: boolean; open: boolean }

/**
 * The plain button's state: `live` once the user approached it, and what the real button should
 * do when it mounts (take focus, open) because the user was already on the stand-in.
 */
export function useMenuStandIn(preload: () => void) {
  const [live, setLive] = useState(false)
  const intent = useRef<StandInIntent>({ focus: false, open: false })
  useEffect(() => whenDeferredReady(preload), [preload])
  const goLive = () => setLive(true)
  const props = {
    onPointerEnter: goLive,
    onFocus: () => {
      intent.current.focus = true
      goLive()
    },
    onBlur: () => {
      intent.current.focus = false
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
  const { live, intent, props } = useMenuStandIn(preloadPopup)
  const standIn = <MenuButtonPlaceholder label={label} standIn={props} />
  if (!live) return standIn
  return (
    <Suspense fallback={standIn}>
      <ActionMenuPopup label={label} actions={actions} intent={intent} />
    </Suspense>
  )
}
