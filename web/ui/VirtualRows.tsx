/**
 * The body of a virtualized table (./Table.tsx, from VIRTUAL_FROM rows): only the rows in
 * view, plus a few above and below, are in the DOM; spacer rows stand for the rest so the
 * page scrolls as if every row were there. The page itself scrolls (the window), so the
 * table keeps its place in the layout and the header, filter and pagination stay where
 * they are. A row holding the focus stays rendered when scrolled away, so focus is never
 * dropped; tabbing past the last rendered row scrolls the next into view and renders it.
 * Loaded lazily: never part of the first route.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'

/** A table row's height before one is measured (.table td padding + one line). */
const ESTIMATE = 41
const OVERSCAN = 8

export type Segment = { start: number; end: number }

/**
 * The rows [start, end) to render for a body whose top is `top` px from the viewport's top
 * (negative once scrolled past), in a viewport `viewport` px tall; plus `pinned` (a focused
 * row) as a segment of its own when outside. Segments are sorted and disjoint.
 */
export function rowSegments(
  count: number,
  rowHeight: number,
  top: number,
  viewport: number,
  pinned: number | null = null,
  overscan = OVERSCAN,
): Segment[] {
  const first = Math.floor(Math.max(0, -top) / rowHeight)
  const last = Math.ceil(Math.max(0, viewport - top) / rowHeight)
  const start = Math.max(0, Math.min(count, first - overscan))
  const end = Math.max(start, Math.min(count, last + overscan))
  const main = { start, end }
  if (pinned === null || pinned >= count || (pinned >= start && pinned < end)) return [main]
  const pin = { start: pinned, end: pinned + 1 }
  if (pinned === end) return [{ start, end: end + 1 }]
  if (pinned === start - 1) return [{ start: pinned, end }]
  return pinned < start ? [pin, main] : [main, pin]
}

export default function VirtualRows({
  count,
  colSpan,
  renderRow,
  onRange,
}: {
  count: number
  colSpan: number
  renderRow: (index: number) => ReactNode
  onRange?: (start: number, end: number) => void
}) {
  const body = useRef<HTMLTableSectionElement>(null)
  const [rowHeight, setRowHeight] = useState(ESTIMATE)
  const [view, setView] = useState({ top: 0, viewport: typeof window === 'undefined' ? 800 : window.innerHeight })
  const [focused, setFocused] = useState<number | null>(null)

  const measure = useCallback(() => {
    const el = body.current
    if (!el) return
    const top = Math.round(el.getBoundingClientRect().top)
    const viewport = window.innerHeight
    // only a change of the first row in view re-renders (every ~40 px of scrolling)
    setView((v) => (v.top === top && v.viewport === viewport ? v : { top, viewport }))
  }, [])

  useEffect(() => {
    let frame = 0
    const onScroll = () => {
      if (frame) return
      frame = requestAnimationFrame(() => {
        frame = 0
        measure()
      })
    }
    measure()
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('resize', onScroll)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('resize', onScroll)
    }
  }, [measure])

  // Rows are one line each (.table.virtual): measure the rendered ones once they are there.
  useLayoutEffect(() => {
    const rows = body.current?.querySelectorAll<HTMLTableRowElement>('tr[data-index]')
    if (!rows?.length) return
    let total = 0
    for (const r of rows) total += r.getBoundingClientRect().height
    const h = Math.round((total / rows.length) * 10) / 10
    if (h > 0 && Math.abs(h - rowHeight) > 0.5) setRowHeight(h)
  }, [count, rowHeight])

  // scrolled by rows rather than pixels: snap the view to row boundaries so equal windows compare equal
  const snapped = Math.floor(view.top / rowHeight)
  const segments = rowSegments(count, rowHeight, snapped * rowHeight, view.viewport, focused)
  const start = segments[0].start
  const end = segments[segments.length - 1].end
  const main = segments.find((s) => s.end - s.start > 1) ?? segments[0]
  useEffect(() => {
    onRange?.(main.start, main.end)
  }, [main.start, main.end, onRange])

  const out: ReactNode[] = []
  let at = 0
  for (const s of segments) {
    if (s.start > at) out.push(<Spacer key={`gap-${at}`} height={(s.start - at) * rowHeight} colSpan={colSpan} />)
    for (let i = s.start; i < s.end; i++) out.push(renderRow(i))
    at = s.end
  }
  if (count > at) out.push(<Spacer key="gap-end" height={(count - at) * rowHeight} colSpan={colSpan} />)

  return (
    <tbody
      ref={body}
      data-rows={`${start}-${end}`}
      onFocus={(e) => {
        const tr = (e.target as HTMLElement).closest?.('tr[data-index]')
        if (tr) setFocused(Number(tr.getAttribute('data-index')))
      }}
      onBlur={(e) => {
        const next = e.relatedTarget as Node | null
        if (!next || !body.current?.contains(next)) setFocused(null)
      }}
    >
      {out}
    </tbody>
  )
}

/** Stands for rows out of view; hidden from assistive technology, which reads aria-rowcount instead. */
function Spacer({ height, colSpan }: { height: number; colSpan: number }) {
  return (
    <tr aria-hidden="true" className="vt-spacer">
      <td colSpan={colSpan} style={{ height }} />
    </tr>
  )
}
