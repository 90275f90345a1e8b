/**
 * The actions the console offers on what is on screen, in one registry: every list
 * registers the very `rowActions` function its row menus are made from (ListShell), a resource
 * page registers its header's actions, and the quick-actions palette reads them from here. So
 * "Stop instance db1" in the palette is the row menu's Stop, with the same rule-table disabled
 * reason and the same request: the two cannot drift.
 */
import { useEffect } from 'react'
import type { MenuAction } from '../../../ui/ActionMenu'
import { resolveRequest } from '../../../ui/CopyRequest'
import { createStore } from '../../../ui/store'
import { keyHint } from '../../../ui/key-hint'

export type ActionSource = {
  /** What one row is: 'instance', 'disk', 'firewall rule'. */
  noun: string
  /** The palette's heading for these entries; 'Actions (<noun>s)' by default. */
  group?: string
  rows: readonly object[]
  rowName: (row: object) => string
  actions: (row: object) => MenuAction[]
}

export const actionSources = createStore<ActionSource[]>([])

/** Registers `source` while the component is mounted and as long as its rows and actions are the same. */
export function useActionSource<T extends object>(source: {
  noun: string
  group?: string
  rows: readonly T[]
  rowName: (row: T) => string
  actions?: (row: T) => MenuAction[]
}) {
  const { noun, group, rows, rowName, actions } = source
  useEffect(() => {
    if (!actions || rows.length === 0) return
    const added: ActionSource = {
      noun,
      group,
      rows,
      rowName: rowName as (row: object) => string,
      actions: actions as (row: object) => MenuAction[],
    }
    actionSources.set([...actionSources.get(), added])
    return () => actionSources.set(actionSources.get().filter((s) => s !== added))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rowName is a fresh closure each render; the rows and the actions function are what change the entries
  }, [noun, group, rows, actions])
}

/** One palette entry made from a row's action. */
export type RowActionEntry = {
  label: string
  group: string
  /** The rule table's reason, as the row menu shows it: the entry is listed but does not run. */
  disabled?: string
  /** The `oxide` command of the request the action sends, when it sends one. */
  cli?: string
  danger?: boolean
  /** The key that runs it from its focused row, as the row menu shows it. */
  shortcut?: string
  run: () => void
}

/** Lists larger than this contribute only rows whose name the query mentions (a 5,000-row list stays fast). */
const ALL_ROWS_UP_TO = 200

/** Every action of every registered row as '<Action> <noun> <name>' ("Stop instance db1"); `words` narrows big lists. */
export function rowActionEntries(sources: readonly ActionSource[], words: string[] = []): RowActionEntry[] {
  const out: RowActionEntry[] = []
  const seen = new Set<string>()
  for (const s of sources) {
    const group = s.group ?? `Actions (${s.noun}s)`
    for (const row of s.rows) {
      const name = s.rowName(row)
      if (s.rows.length > ALL_ROWS_UP_TO && !words.some((w) => name.toLowerCase().includes(w))) continue
      for (const a of s.actions(row)) {
        const label = `${a.label} ${s.noun} ${name}`
        // a resource page and its list can both be mounted (a form over a list): one entry each
        if (seen.has(label)) continue
        seen.add(label)
        const request = a.request ? resolveRequest(a.request) : undefined
        out.push({
          label,
          group,
          disabled: a.disabled || undefined,
          cli: request && typeof request !== 'string' ? request.cli : undefined,
          danger: a.danger,
          shortcut: a.shortcut && keyHint(a.shortcut),
          run: a.onSelect,
        })
      }
    }
  }
  return out
}
