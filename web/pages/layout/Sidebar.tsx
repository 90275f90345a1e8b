import { useLocation } from 'wouter'
import { Link } from '../../ui/Link'
import { hasRoute } from '../../routing/match'
import type { NavSection } from './nav'

export function Sidebar({ sections }: { sections: NavSection[] }) {
  const [location] = useLocation()
  return (
    <nav className="sidebar" aria-label="Sidebar">
      {sections.map((s) => {
        // Only link to routes the table has, so the nav never leads to a missing page.
        const items = s.items.filter((i) => hasRoute(i.href))
        if (items.length === 0) return null
        return (
          <div key={s.heading}>
            <h2>{s.heading}</h2>
            <ul>
              {items.map((i) => (
                <li key={i.href}>
                  <Link href={i.href} aria-current={location === i.href || location.startsWith(i.href + '/') ? 'page' : undefined}>
                    {i.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )
      })}
    </nav>
  )
}
