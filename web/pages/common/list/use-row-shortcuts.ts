import { useEffect, useRef, type RefObject } from 'react'
import type { MenuAction } from '../../../ui/ActionMenu'
import { singleKeyShortcutsOn } from '../../../ui/shortcut-prefs'
import { addToast } from '../../../ui/Toast'
import { isTyping } from '../../../ui/typing'
import { gatedReason } from '../../../ui/write-gate'

/** The action of `actions` that `key` runs, if one declares it. */
function actionForKey(actions: MenuAction[], key: string): MenuAction | undefined {
  return actions.find((a) => a.shortcut === key)
}

/**
 * Row keys: with a row of the table under `wrap` focused (its menu button, a link,
 * its checkbox), a key declared by one of the row's actions runs it exactly as the row menu does:
 * the same onSelect (so the same confirm), or, when the action is disabled, nothing but its
 * reason in a toast. Off with the other single-key shortcuts (Settings › Profile), and never
 * while typing or inside a dialog.
 */
export function useRowShortcuts<T>(
  wrap: RefObject<HTMLElement | null>,
  rows: readonly T[],
  rowKey: (row: T) => string,
  rowActions: ((row: T) => MenuAction[]) | undefined,
  gate: string | undefined,
) {
  // read at key time, so the listener is added once per table element
  const latest = useRef({ rows, rowKey, rowActions, gate })
  latest.current = { rows, rowKey, rowActions, gate }
  const hasActions = Boolean(rowActions)
  useEffect(() => {
    if (!hasActions) return
    // on the document, not the table: the table mounts after loading, and the page-wide keys
    // (on window) come after this listener and skip a key it took
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target)) return
      const target = e.target as HTMLElement
      if (!wrap.current?.contains(target) || !singleKeyShortcutsOn()) return
      if (target.closest('[role="dialog"], [role="menu"]')) return
      const tr = target.closest<HTMLElement>('tr[data-row-key]')
      const { rows, rowKey, rowActions, gate } = latest.current
      const row = tr && rows.find((r) => rowKey(r) === tr.dataset.rowKey)
      const action = row && rowActions && actionForKey(rowActions(row), e.key)
      if (!action) return
      e.preventDefault()
      const reason = gatedReason(action, gate)
      if (reason) addToast({ variant: 'error', title: `${action.label} is not available`, content: reason })
      else action.onSelect()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [wrap, hasActions])
}
