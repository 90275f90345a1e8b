import { useId } from 'react'
import { Button } from './Button'

export const PAGE_SIZES = [10, 25, 50, 100]

export function Pagination({
  pageSize,
  onPageSize,
  hasPrev,
  hasNext,
  onPrev,
  onNext,
  count,
}: {
  pageSize: number
  onPageSize: (n: number) => void
  hasPrev: boolean
  hasNext: boolean
  onPrev: () => void
  onNext: () => void
  count: number
}) {
  const id = useId()
  return (
    <nav className="pagination" aria-label="Pagination">
      <label htmlFor={id}>Rows per page</label>
      <select id={id} value={pageSize} onChange={(e) => onPageSize(Number((e.target as HTMLSelectElement).value))}>
        {PAGE_SIZES.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
      <span aria-live="polite">{count} shown</span>
      <Button size="sm" onClick={onPrev} disabledReason={!hasPrev && 'This is the first page'}>
        Previous
      </Button>
      <Button size="sm" onClick={onNext} disabledReason={!hasNext && 'This is the last page'}>
        Next
      </Button>
    </nav>
  )
}
