/**
 * Single-key shortcuts for row actions: with a table row (or anything in it) focused,
 * the key runs that row's action as its menu would. One table per kind of row, so a key means one
 * thing per list; the keys avoid the page-wide ones (`?`, `/`, `c`, `g`, web/pages/layout/shortcuts.tsx).
 * Values are KeyboardEvent.key names, which is also what aria-keyshortcuts expects.
 */
export const rowShortcuts = {
  instance: { Start: 's', Stop: 'x', Reboot: 'r', Delete: 'Delete' },
  disk: { Delete: 'Delete' },
  snapshot: { Delete: 'Delete' },
  vpc: { Delete: 'Delete' },
} as const satisfies Record<string, Record<string, string>>

/** The keys the page-wide shortcuts take; a row key must not be one of them. */
export const PAGE_KEYS = ['?', '/', 'c', 'g'] as const

