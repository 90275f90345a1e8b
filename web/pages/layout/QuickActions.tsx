import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { noteProjectVisit } from '../../api/search/recent'
import { isPaletteKey, takeEarlyKeys } from '../../routing/early-keys'

// The palette (a dialog and its search) loads on first use, not with the page.
const Palette = lazy(() => import('./QuickActionsPalette'))

/**
 * The top bar's Search button, and Ctrl/Cmd+K anywhere: jump to any page or run the current page's
 * create actions. The button is the same palette for those who do not know the key.
 */
export function QuickActions({ project }: { project?: string }) {
  const [open, setOpen] = useState(false)
  // the palette's search reads the projects visited lately first
  useEffect(() => {
    if (project) noteProjectVisit(project)
  }, [project])
  // Keys typed between Ctrl+K and the palette's search box taking the focus (its code may still
  // be loading): kept here and handed to the palette, so "db2" typed at once is not lost.
  const typed = useRef<string | null>(null)
  // the key handler decides at once, not when the state update is rendered
  const isOpen = useRef(false)
  const show = (next: boolean) => {
    isOpen.current = next
    typed.current = next ? '' : null
    setOpen(next)
  }
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (isPaletteKey(e)) {
        e.preventDefault()
        show(!isOpen.current)
        return
      }
      if (typed.current === null || e.ctrlKey || e.metaKey || e.altKey) return
      if (e.key.length === 1) typed.current += e.key
      else if (e.key === 'Backspace') typed.current = typed.current.slice(0, -1)
      else return
      e.preventDefault()
    }
    window.addEventListener('keydown', onKey, true)
    // Ctrl+K and the keys after it, pressed over the starter's pre-painted rows before this handler existed
    const early = takeEarlyKeys()
    if (early.palette) {
      show(true)
      typed.current = early.typed
    }
    return () => window.removeEventListener('keydown', onKey, true)
  }, [])
  const button = (
    <button
      type="button"
      className="btn btn-ghost search-button"
      aria-keyshortcuts="Control+K"
      onClick={() => show(true)}
    >
      Search
      <kbd aria-hidden="true">Ctrl K</kbd>
    </button>
  )
  if (!open) return button
  // called once as the palette first renders: what was typed so far, and the buffering stops
  const takeTyped = () => {
    const s = typed.current ?? ''
    typed.current = null
    return s
  }
  return (
    <>
      {button}
      <Suspense fallback={null}>
        <Palette project={project} onClose={() => show(false)} takeTyped={takeTyped} />
      </Suspense>
    </>
  )
}
