import type { MenuAction } from './ActionMenu'
import { Button } from './Button'
import { gatedReason, useWriteGate } from './write-gate'

/**
 * A resource's actions as a row of buttons (a page header, a detail panel's footer): the same
 * MenuAction list its row menu shows, with the same disabled reasons and write gate.
 */
export function ActionButtons({ actions, size }: { actions: MenuAction[]; size?: 'sm' }) {
  const gate = useWriteGate()
  return (
    <>
      {actions.map((a) => (
        <Button
          key={a.label}
          size={size}
          variant={a.danger ? 'danger' : 'secondary'}
          disabledReason={gatedReason(a, gate)}
          onClick={a.onSelect}
        >
          {a.label}
        </Button>
      ))}
    </>
  )
}
