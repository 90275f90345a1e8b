import { useState } from 'react'
import type { HistoryTarget } from '../../../api/rules/history'
import { Button } from '../../../ui/Button'
import { HistoryTab } from './HistoryTab'

/**
 * The History of a resource shown in a side modal (a disk, a snapshot): asked for, not loaded with
 * the modal, since it reads the audit log since the resource was made.
 */
export function HistorySection({ target }: { target: HistoryTarget }) {
  const [open, setOpen] = useState(false)
  return (
    <section aria-label="History section">
      <Button size="sm" variant="secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? 'Hide history' : 'Show history'}
      </Button>
      {open && <HistoryTab target={target} />}
    </section>
  )
}
