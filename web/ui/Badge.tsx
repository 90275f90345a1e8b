import type { ReactNode } from 'react'
import { Spinner } from './Spinner'

export type BadgeColor = 'default' | 'neutral' | 'destructive' | 'blue' | 'purple' | 'notice'

export function Badge({
  color = 'default',
  spinner,
  children,
}: {
  color?: BadgeColor
  spinner?: boolean
  children: ReactNode
}) {
  return (
    <span className={color === 'default' ? 'badge' : `badge badge-${color}`}>
      {spinner && <Spinner />}
      {children}
    </span>
  )
}
