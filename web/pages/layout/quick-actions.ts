import { useEffect } from 'react'
import { createStore } from '../../ui/store'

export type QuickAction = {
  label: string
  group: string
  href?: string
  run?: () => void
  /** Why it cannot run now (a row action's rule-table reason): listed, but Enter does nothing. */
  disabled?: string
  /** The `oxide` command that does the same. */
  cli?: string
  /** The keyboard shortcut that does the same (`g i`, `c`). */
  shortcut?: string
}

/** Actions the current page offers (e.g. 'New instance'); pages register them while mounted. */
export const pageActions = createStore<QuickAction[]>([])

export function useQuickActions(actions: QuickAction[]) {
  const signature = actions.map((a) => a.group + a.label + (a.href ?? '')).join('|')
  useEffect(() => {
    const added = actions
    pageActions.set([...pageActions.get(), ...added])
    return () => pageActions.set(pageActions.get().filter((a) => !added.includes(a)))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the signature captures what matters; actions is a fresh array each render
  }, [signature])
}
