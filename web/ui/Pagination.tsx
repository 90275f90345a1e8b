import { useId } from 'react'
import { Button } from './Button'

const PAGE_SIZES = [10, 25, 50, 100]

/** 5000 -> '5,000' without an Intl formatter (their setup costs the first paint milliseconds). */
export const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',')

/** Rows per page: a number, or every row of the list (fetched page by page). */
export type PageSize = number | 'all'

export function Pagination({
  pageSize,
  onPageSize,
  hasPrev,
  hasNext,
  onPrev,
  onNext,
  count,
  allowAll,
}: {
  pageSize: PageSize
  onPageSize: (n: PageSize) => void
  hasPrev: boolean
  hasNext: boolean
  onPrev: () => void
  onNext: () => void
  count: number
  /** Offer "All" among the sizes. */
  allowAll?: boolean
}) {
  const id = useId()
  const all = pageSize === 'all'
  return (
    <nav className="pagination" aria-label="Pagination">
      <label htmlFor={id}>Rows per page</label>
      <select
        id={id}
        value={String(pageSize)}
        onChange={(e) => {
          const v = (e.target as HTMLSelectElement).value
          onPageSize(v === 'all' ? 'all' : Number(v))
        }}
      >
        {PAGE_SIZES.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
        {allowAll && <option value="all">All</option>}
      </select>
      <span aria-live="polite">{grouped(count)} shown</span>
      <Button
        size="sm"
        onClick={onPrev}
        disabledReason={all ? 'Every row is on this page' : !hasPrev && 'This is the first page'}
      >
        Previous
      </Button>
      <Button
        size="sm"
        onClick={onNext}
        disabledReason={all ? 'Every row is on this page' : !hasNext && 'This is the last page'}
      >
        Next
      </Button>
    </nav>
  )
}
