import { useRef, useState } from 'react'
import type { ApiMethod } from '../../api/client'
import { Button } from '../../ui/Button'
import { grouped } from '../../ui/Pagination'
import { addToast } from '../../ui/Toast'

/** What an export writes: every page of a list call, or the rows an unpaged list already holds. */
export type ExportFrom = { method: ApiMethod; params: unknown } | { rows: unknown[] }

/** Export every row as CSV or JSON; the exporter (./export.ts) loads on click. */
export function ExportButton({ label, from }: { label: string; from: ExportFrom }) {
  const [open, setOpen] = useState(false)
  const [progress, setProgress] = useState<number | null>(null)
  const busy = useRef(false)
  const run = async (format: 'csv' | 'json') => {
    if (busy.current) return
    busy.current = true
    setOpen(false)
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
  return (
    <span className="list-export">
      <Button size="sm" aria-expanded={open} onClick={() => setOpen(!open)} disabled={progress !== null}>
        Export
      </Button>
      {open && (
        <span role="group" aria-label="Export format">
          <Button size="sm" onClick={() => void run('csv')}>
            CSV
          </Button>
          <Button size="sm" onClick={() => void run('json')}>
            JSON
          </Button>
        </span>
      )}
      {progress !== null && (
        <span className="muted" role="status">
          Exporting… {grouped(progress)} rows so far
        </span>
      )}
    </span>
  )
}
