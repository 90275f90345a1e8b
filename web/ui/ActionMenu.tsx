import { lazy, Suspense, useRef, type MutableRefObject, type ReactNode } from 'react'
import type { RequestSource } from './CopyRequest'
import { useDeferredReady, wakeProps } from './deferred'

export type MenuAction = {
  label: string
  onSelect: () => void
  /** A reason string disables the item and says why (DESIGN §6: disabled, not hidden). */
  disabled?: string | false
  danger?: boolean
  /**
   * The API request the action sends (issue #12 "Copy as CLI / API"), as a thunk so it is built only
   * when asked for. Any action with one adds "Copy as CLI / API…" to the menu.
   */
  request?: RequestSource
  /**
   * The action leads to a form that writes (Edit): the page's write gate disables it like an
   * action with a request, rather than letting the user fill in a form they cannot submit.
   */
  write?: boolean
}

/**
 * headlessui's Menu brings floating-ui and react-aria (~20 KB brotli), more than the first route's
 * budget allows (DESIGN §7). The menu loads once the page is idle, or when the user reaches for a
 * stand-in (web/ui/deferred.ts); until then the same button stands in its place, so nothing moves
 * when it arrives.
 */
const ActionMenuPopup = lazy(() => import('./ActionMenuPopup'))

export function MenuButtonPlaceholder({
  label,
  children = '⋯',
  className = 'btn btn-sm btn-ghost',
  focused,
}: {
  label?: string
  children?: ReactNode
  className?: string
  /** Set while the stand-in has focus, so the real button can take it over (useTakeOverFocus). */
  focused?: MutableRefObject<boolean>
}) {
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      aria-haspopup="menu"
      aria-disabled="true"
      {...wakeProps}
      onFocus={() => {
        if (focused) focused.current = true
        wakeProps.onFocus()
      }}
      onBlur={() => {
        if (focused) focused.current = false
      }}
    >
      {children}
    </button>
  )
}

export function ActionMenu({ label, actions }: { label: string; actions: MenuAction[] }) {
  const ready = useDeferredReady()
  // a keyboard user who tabbed onto the stand-in keeps focus when the real menu replaces it
  const focused = useRef(false)
  const standIn = <MenuButtonPlaceholder label={label} focused={focused} />
  if (!ready) return standIn
  return (
    <Suspense fallback={standIn}>
      <ActionMenuPopup label={label} actions={actions} takeFocus={focused} />
    </Suspense>
  )
}
