import { useCallback, useEffect, useMemo } from 'react'
import { useWrite } from '../../../api/writes'
import { Button } from '../../../ui/Button'
import { useWriteGate } from '../../../ui/write-gate'
import { useActionSource } from '../actions/action-registry'
import { bulkDisabledReason, type Bulk, type BulkAction } from './bulk'

// The runner (and the Activity store) load once rows are selected, so a press finds them ready.
const loadRunner = () => import('./bulk-run')

/**
 * The bar above a list while rows are selected: the count, one button per bulk action
 * (disabled with the reason when no selected row allows it) and Clear selection.
 * The count is also announced through a status region that stays mounted.
 */
export function BulkToolbar<T>({
  bulk,
  rows,
  rowKey,
  rowLabel,
  onClear,
}: {
  bulk: Bulk<T>
  /** The selected rows that are shown. */
  rows: T[]
  rowKey: (row: T) => string
  rowLabel: (row: T) => string
  /** Clears the selection (also called once a job has started). */
  onClear: () => void
}) {
  const write = useWrite()
  const revalidate = write.revalidate
  const gate = useWriteGate()
  const n = rows.length
  const selected = n > 0
  useEffect(() => {
    if (selected) void loadRunner().catch(() => undefined)
  }, [selected])
  const reason = (action: BulkAction<T>) => gate ?? bulkDisabledReason(bulk, action, rows)
  const run = (action: BulkAction<T>) =>
    void loadRunner().then(({ runBulkAction }) =>
      runBulkAction({ bulk, action, rows, rowKey, rowLabel, write, revalidate, onStarted: onClear }),
    )
  // the palette offers these buttons too, as 'Stop selected instances (3)'
  useActionSource({
    noun: 'selected',
    group: 'Actions (selection)',
    rows: useMemo(() => (selected ? [{}] : []), [selected]),
    rowName: () => `${bulk.noun.many} (${n})`,
    actions: useCallback(
      () =>
        bulk.actions.map((action) => ({ label: action.label, disabled: reason(action), onSelect: () => run(action) })),
      [rows, gate], // eslint-disable-line react-hooks/exhaustive-deps -- the selection and the gate are what the entries depend on
    ),
  })
  return (
    <>
      <span className="visually-hidden" role="status">
        {n > 0 ? `${n} selected` : ''}
      </span>
      {n > 0 && (
        <div className="bulk-bar" role="group" aria-label="Bulk actions">
          <strong>{n} selected</strong>
          {bulk.actions.map((action) => (
            <Button
              key={action.label}
              size="sm"
              variant={action.danger ? 'danger' : 'secondary'}
              disabledReason={reason(action)}
              onClick={() => run(action)}
            >
              {action.label}
            </Button>
          ))}
          <span className="spacer" />
          <Button size="sm" variant="ghost" onClick={onClear}>
            Clear selection
          </Button>
        </div>
      )}
    </>
  )
}
