import { useEffect, useId, useRef, useState, type ReactNode } from 'react'

/** SPEC §9: tooltips open after 250 ms. */
export const TOOLTIP_DELAY_MS = 250

export function Tooltip({ content, children }: { content: string; children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const id = useId()
  useEffect(() => () => clearTimeout(timer.current), [])
  const show = () => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setOpen(true), TOOLTIP_DELAY_MS)
  }
  const hide = () => {
    clearTimeout(timer.current)
    setOpen(false)
  }
  return (
    <span
      className="tooltip-anchor"
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
      aria-describedby={id}
    >
      {children}
      <span id={id} role="tooltip" className={open ? 'tooltip' : 'visually-hidden'}>
        {content}
      </span>
    </span>
  )
}
