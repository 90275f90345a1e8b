import type { ReactNode } from 'react'

/**
 * The utilization pages' exact tables, closed until asked for: the cards and bars above say the same at a
 * glance, and the tables are there for who needs to read or copy a figure.
 */
export function ExactFigures({ children }: { children: ReactNode }) {
  return (
    <details className="exact-figures">
      <summary>Exact figures</summary>
      <div className="stack">{children}</div>
    </details>
  )
}
