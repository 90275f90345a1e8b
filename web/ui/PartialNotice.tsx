import type { ReactNode } from 'react'
import { Button } from './Button'

/**
 * A part of a page shown from what could be read, above that part: what is missing and, where reading again may
 * bring it (a failed request, not a list longer than a read holds), Retry beside the words.
 */
export function PartialNotice({
  children,
  onRetry,
  role = 'status',
}: {
  children: ReactNode
  onRetry?: () => void
  /** 'alert' where the notice stands for a whole section's content (a table of only part of its rows). */
  role?: 'status' | 'alert'
}) {
  return (
    <p className="notice-box" role={role}>
      {children}
      {onRetry && (
        <>
          {' '}
          <Button size="sm" onClick={onRetry}>
            Retry
          </Button>
        </>
      )}
    </p>
  )
}
