import type { ReactNode } from 'react'

export function PropertiesList({ items }: { items: [label: string, value: ReactNode][] }) {
  return (
    <dl className="props">
      {items.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  )
}
