import { Menu, MenuButton, MenuHeading, MenuItem, MenuItems, MenuSection } from '@headlessui/react'
import { addToast } from '../../../ui/Toast'
import type { ChartData, Unit } from './oxql'

/** Where a chart's numbers come from, as its menu says it: the source's name, and what of it to copy (a query, a request). */
type ChartSource = { name: string; copies: { label: string; text: string }[] }

/** The OxQL queries a chart reads: one "Copy query", or one per query named by its series' label. */
export const oxqlSource = (queries: { label: string; query: string }[]): ChartSource => ({
  name: 'OxQL',
  copies: queries.map((q) => ({
    label: queries.length > 1 && q.label ? `Copy query: ${q.label}` : 'Copy query',
    text: q.query,
  })),
})

/**
 * A chart's points as rows of a CSV: the time, then one column per series, headed by its label and,
 * where it is not a plain count, its unit.
 */
export function chartRows(data: ChartData, unit: Unit) {
  const suffix = unit === 'count' ? '' : ` (${unit})`
  return data.times.map((t, i) => {
    const row: Record<string, unknown> = { time: new Date(t * 1000) }
    for (const s of data.series) row[`${s.label}${suffix}`] = s.values[i]
    return row
  })
}

function copy(text: string) {
  const written = navigator.clipboard?.writeText(text) ?? Promise.reject(new Error('no clipboard'))
  written.then(
    () => addToast({ content: 'Copied to clipboard' }),
    () => addToast({ variant: 'error', title: 'Could not copy', content: 'The clipboard is not available' }),
  )
}

async function downloadCsv(title: string, data: ChartData, unit: Unit) {
  // the list exporter writes the file (RFC 4180, times in UTC); it loads on first use
  const { exportRows } = await import('../list/export')
  exportRows({ rows: chartRows(data, unit), label: title, format: 'csv' })
}

/**
 * One chart's menu: its points as a CSV, and its source (the OxQL query it runs, the request it
 * sends) to read and copy. Each chart says its own source here rather than one line above them all.
 */
export function ChartMenu({
  title,
  source,
  data,
  unit,
}: {
  title: string
  source: ChartSource
  /** the points drawn; undefined until they arrive */
  data?: ChartData
  unit: Unit
}) {
  return (
    <Menu>
      <MenuButton className="btn btn-sm btn-ghost" aria-label={`${title} chart options`}>
        ⋯
      </MenuButton>
      <MenuItems anchor="bottom end" className="menu-items">
        <MenuItem disabled={!data}>
          <button type="button" className="menu-item" onClick={() => data && void downloadCsv(title, data, unit)}>
            Download as CSV
            {!data && <span className="reason">The points have not arrived yet</span>}
          </button>
        </MenuItem>
        <MenuSection>
          <MenuHeading className="menu-heading">Source: {source.name}</MenuHeading>
          {source.copies.map((c) => (
            <MenuItem key={c.label}>
              <button type="button" className="menu-item" onClick={() => copy(c.text)}>
                {/* the query itself, readable before it is copied, and so part of the item's name */}
                {c.label}{' '}
                <code className="reason" style={{ maxWidth: '26rem', whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
                  {c.text}
                </code>
              </button>
            </MenuItem>
          ))}
        </MenuSection>
      </MenuItems>
    </Menu>
  )
}
