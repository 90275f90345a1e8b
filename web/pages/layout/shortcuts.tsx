import { lazy, Suspense, useLayoutEffect, useState } from 'react'
import { useLocation } from 'wouter'
import { to } from '../../urls'
import { pageActions } from './quick-actions'
import { singleKeyShortcutsOn } from '../../ui/shortcut-prefs'
import { isTyping } from '../../ui/typing'
import { SHOW_LIST_FILTER } from '../common/list/ListFilter'

// The sheet (a headlessui dialog) loads when first asked for, not with the page.
const ShortcutsSheet = lazy(() => import('./shortcuts-sheet'))

/** How long after `g` the second key of a sequence still counts. */
const SEQUENCE_MS = 1500

/** `g` then a key: where it goes. Project pages need the project in the URL; without one, nothing. */
function goTarget(key: string, project: string | undefined): string | undefined {
  if (key === 'p') return to.projects()
  if (key === 's') return to.silos()
  if (!project) return undefined
  if (key === 'i') return to.instances({ project })
  if (key === 'd') return to.disks({ project })
  if (key === 'v') return to.vpcs({ project })
  return undefined
}

/** The `g` sequence that leads to `href`, if one does (the palette shows it beside the page). */
export function goShortcut(href: string, project: string | undefined): string | undefined {
  const key = ['i', 'd', 'v', 'p', 's'].find((k) => goTarget(k, project) === href)
  return key && `g ${key}`
}

/** The current page's create link: a 'New …' quick action, else a 'New …' link in the page. */
function createLink(): { href?: string; run?: () => void } | undefined {
  const action = pageActions.get().find(isCreateAction)
  if (action) return action
  const link = Array.from(document.querySelectorAll<HTMLAnchorElement>('main a[href]')).find((a) =>
    a.textContent?.trim().startsWith('New '),
  )
  return link ? { href: link.getAttribute('href')! } : undefined
}

/** The page action the `c` key runs. */
export const isCreateAction = (a: { label: string }) => a.label.startsWith('New')

/**
 * Single-key shortcuts, a faster way round the console for people who know it; the list is in the `?` sheet. They can be
 * turned off in Settings > Profile (web/ui/shortcut-prefs.ts); Ctrl+K (QuickActions) has a modifier and stays.
 */
export function Shortcuts({ project }: { project?: string }) {
  const [open, setOpen] = useState(false)
  const [, navigate] = useLocation()
  // listening from the commit that shows the page (a layout effect), not a frame later: a key pressed as
  // soon as the page is seen, or between a navigation's render and its effects, is not lost
  useLayoutEffect(() => {
    let pendingG = 0
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target)) return
      // Keys inside an open dialog (the sheet itself, confirms, side modals) belong to it.
      if ((e.target as HTMLElement | null)?.closest?.('[role="dialog"]')) return
      // Turned off in Settings > Profile (SC 2.1.4); read on each key so the choice applies at once.
      if (!singleKeyShortcutsOn()) return
      const key = e.key
      if (pendingG && Date.now() - pendingG < SEQUENCE_MS) {
        pendingG = 0
        const to = goTarget(key, project)
        if (to) {
          e.preventDefault()
          navigate(to)
        }
        return
      }
      pendingG = 0
      if (key === '?') {
        e.preventDefault()
        setOpen(true)
      } else if (key === '/') {
        const input = document.querySelector<HTMLInputElement>('[data-list-filter]')
        if (input) {
          e.preventDefault()
          input.focus()
        } else if (document.querySelector('[data-list-filter-hidden]')) {
          // a short list keeps its filter box hidden until asked for (ListShell shows and focuses it)
          e.preventDefault()
          document.dispatchEvent(new Event(SHOW_LIST_FILTER))
        }
      } else if (key === 'c') {
        const target = createLink()
        if (target?.href) navigate(target.href)
        else target?.run?.()
      } else if (key === 'g') {
        pendingG = Date.now()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [project, navigate])
  if (!open) return null
  return (
    <Suspense fallback={null}>
      <ShortcutsSheet onClose={() => setOpen(false)} />
    </Suspense>
  )
}
