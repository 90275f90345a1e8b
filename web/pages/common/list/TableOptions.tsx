import { useEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import type { ApiMethod } from '../../../api/client'
import { Button } from '../../../ui/Button'
import { grouped } from '../../../ui/Pagination'
import { addToast } from '../../../ui/Toast'

/** What an export writes: every page of a list call, or the rows an unpaged list already holds. */
export type ExportFrom = { method: ApiMethod; params: unknown } | { rows: unknown[] }

/** Three sliders: the table's settings, narrow enough for the corner of its header row. */
const OptionsIcon = () => (
  <svg
    width="15"
    height="15"
    viewBox="0 0 16 16"
    aria-hidden="true"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.5"
  >
    <path d="M2 4h12M2 8h12M2 12h12" />
    <circle cx="5" cy="4" r="1.6" fill="var(--bg-raised)" />
    <circle cx="11" cy="8" r="1.6" fill="var(--bg-raised)" />
    <circle cx="7" cy="12" r="1.6" fill="var(--bg-raised)" />
  </svg>
)

/** Export every row as CSV or JSON; the exporter (./export.ts) loads on first use. */
function useListExport(label: string, from: ExportFrom) {
  const [progress, setProgress] = useState<number | null>(null)
  const busy = useRef(false)
  const run = async (format: 'csv' | 'json') => {
    if (busy.current) return
    busy.current = true
    setProgress(0)
    try {
      const { exportList, exportRows } = await import('./export')
      const n =
        'rows' in from
          ? exportRows({ rows: from.rows, label, format })
          : await exportList({ method: from.method, params: from.params, label, format, onProgress: setProgress })
      addToast({ content: `Exported ${grouped(n)} ${n === 1 ? 'row' : 'rows'}` })
    } catch (e) {
      addToast({ variant: 'error', title: 'Export failed', content: e instanceof Error ? e.message : String(e) })
    } finally {
      busy.current = false
      setProgress(null)
    }
  }
  return { run, progress }
}

/**
 * What a person changes about a table rarely (its ID column, an export) behind one button in the
 * corner of the table's header, so no toolbar stands above every short list. A disclosure rather
 * than a menu: the ID column stays a real checkbox. The panel is drawn over the page (the table
 * scrolls sideways in its own box, which would clip it); Esc, a click elsewhere or a scroll closes it.
 */
export function TableOptions({
  label,
  from,
  ids,
}: {
  label: string
  from: ExportFrom
  /** The ID column's box, for rows that have IDs the table does not already show. */
  ids?: { shown: boolean; toggle: () => void }
}) {
  const [at, setAt] = useState<{ top: number; right: number } | null>(null)
  const open = at !== null
  const { run, progress } = useListExport(label, from)
  const button = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLSpanElement>(null)
  const close = (focus = false) => {
    setAt(null)
    if (focus) button.current?.focus()
  }
  useEffect(() => {
    if (!open) return
    const outside = (e: Event) => {
      const t = e.target as Node
      if (!panel.current?.contains(t) && !button.current?.contains(t)) setAt(null)
    }
    const onScroll = (e: Event) => {
      if (!panel.current?.contains(e.target as Node)) setAt(null)
    }
    document.addEventListener('pointerdown', outside)
    window.addEventListener('scroll', onScroll, true)
    return () => {
      document.removeEventListener('pointerdown', outside)
      window.removeEventListener('scroll', onScroll, true)
    }
  }, [open])
  // the first control takes focus, so the keyboard is where the options are; Esc or leaving closes
  useEffect(() => {
    const el = panel.current
    if (!open || !el) return
    el.querySelector<HTMLElement>('input, button')?.focus()
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      e.stopPropagation()
      setAt(null)
      button.current?.focus()
    }
    const onLeave = (e: FocusEvent) => {
      const next = e.relatedTarget as Node | null
      if (next && !el.contains(next) && next !== button.current) setAt(null)
    }
    el.addEventListener('keydown', onKey)
    el.addEventListener('focusout', onLeave)
    return () => {
      el.removeEventListener('keydown', onKey)
      el.removeEventListener('focusout', onLeave)
    }
  }, [open])
  const toggle = () => {
    if (open) return close()
    const r = button.current!.getBoundingClientRect()
    setAt({ top: r.bottom + 4, right: Math.max(8, window.innerWidth - r.right) })
  }
  const exportAs = (format: 'csv' | 'json') => {
    close(true)
    void run(format)
  }
  const name = `Options for ${label.toLowerCase()}`
  return (
    <>
      <button
        ref={button}
        type="button"
        className="table-options-trigger"
        aria-expanded={open}
        aria-label={name}
        title="Table options: ID column, export"
        onClick={toggle}
      >
        {progress === null ? <OptionsIcon /> : `Exporting… ${grouped(progress)}`}
      </button>
      {progress !== null && (
        <span className="visually-hidden" role="status">
          Exporting… {grouped(progress)} rows so far
        </span>
      )}
      {open &&
        createPortal(
          <span
            ref={panel}
            className="table-options-panel"
            role="group"
            aria-label={name}
            style={{ top: at.top, right: at.right }}
          >
            {ids && (
              <label className="list-option">
                <input type="checkbox" checked={ids.shown} onChange={ids.toggle} />
                ID column
              </label>
            )}
            <Button size="sm" variant="ghost" onClick={() => exportAs('csv')} disabled={progress !== null}>
              Export CSV
            </Button>
            <Button size="sm" variant="ghost" onClick={() => exportAs('json')} disabled={progress !== null}>
              Export JSON
            </Button>
          </span>,
          document.body,
        )}
    </>
  )
}
