import { lazy, Suspense, useEffect, useState } from 'react'

// The palette (a dialog and its search) loads on first use, not with the page.
const Palette = lazy(() => import('./QuickActionsPalette'))

/** Ctrl/Cmd+K: jump to any page or run the current page's create actions (issue 4). */
export function QuickActions({ project }: { project?: string }) {
  const [open, setOpen] = useState(false)
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault()
        setOpen((o) => !o)
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
  if (!open) return null
  return (
    <Suspense fallback={null}>
      <Palette project={project} onClose={() => setOpen(false)} />
    </Suspense>
  )
}
