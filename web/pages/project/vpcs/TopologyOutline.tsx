import { Link } from '../../../ui/Link'
import type { TopoLayout } from './topology-layout'
import { topologyOutline, type OutlineItem } from './topology-outline'

function Item({ item }: { item: OutlineItem }) {
  return (
    <li>
      <Link href={item.href}>{item.title}</Link>
      <ul>
        {item.facts.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
      {item.children.length > 0 && (
        <ul aria-label={`Interfaces in ${item.title}`}>
          {item.children.map((c) => (
            <Item key={c.href + c.title} item={c} />
          ))}
        </ul>
      )}
    </li>
  )
}

/**
 * The drawing's facts as nested lists: what a screen reader walks, and a way for anyone
 * to read a VPC too large to take in as a picture. Closed by default so the drawing leads.
 */
export function TopologyOutline({ layout }: { layout: TopoLayout }) {
  return (
    <details className="topology-outline">
      <summary>Show the topology as a list</summary>
      {topologyOutline(layout).map((s) => (
        <section key={s.heading} aria-label={s.heading}>
          <h3>{s.heading}</h3>
          <ul>
            {s.items.map((i) => (
              <Item key={i.href + i.title} item={i} />
            ))}
          </ul>
        </section>
      ))}
    </details>
  )
}
