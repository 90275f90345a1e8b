import type { ReactNode } from 'react'

/**
 * A section's heading (h2) with what acts on the section beside it (a button, a link), on one line:
 * the heading takes the room, the action sits at the end. `toolbar` spaces it as a page's toolbar.
 */
export function HeadingRow({
  heading,
  toolbar,
  children,
}: {
  heading: ReactNode
  toolbar?: boolean
  children: ReactNode
}) {
  return (
    <div className={toolbar ? 'toolbar' : 'row'}>
      <h2 className="grow">{heading}</h2>
      {children}
    </div>
  )
}
