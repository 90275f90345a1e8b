import { useEffect } from 'react'
import { useLocation } from 'wouter'
import { preloadRoute } from '../../routes'
import { whenDeferredReady } from '../../ui/deferred'
import { Link } from '../../ui/Link'
import type { NavSection } from './nav'
import { DOCS_HOME } from '../../util/docs'

export function Sidebar({ sections }: { sections: NavSection[] }) {
  const [location] = useLocation()
  // One current item: the most specific link the location is at or under (Projects must not stay
  // highlighted inside a project, where Instances is the current page).
  const under = (href: string) => location === href || location.startsWith(href + '/')
  const hrefs = sections.flatMap((s) => s.items.map((i) => i.href))
  const current = hrefs.filter(under).sort((a, b) => b.length - a.length)[0]
  // Once the page is idle, fetch the code of every page the sidebar leads to, so a click on it
  // waits only for that page's data.
  const hrefKey = hrefs.join(' ')
  useEffect(() => whenDeferredReady(() => hrefKey.split(' ').forEach(preloadRoute)), [hrefKey])
  return (
    <nav className="sidebar" aria-label="Sidebar">
      {sections.map((s) => {
        // Every item is a route in the table: test/pages/layout/nav.test.ts checks it, rather than
        // matching ~170 patterns here on every first paint.
        return (
          <div key={s.heading}>
            <h2>{s.heading}</h2>
            <ul>
              {s.items.map((i) => (
                <li key={i.href}>
                  <Link href={i.href} aria-current={i.href === current ? 'page' : undefined}>
                    {i.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )
      })}
      <p className="sidebar-docs">
        {/* The documentation site, in a new tab (issue #24); nothing is loaded from it here. */}
        <a href={DOCS_HOME.href} target="_blank" rel="noopener noreferrer">
          Docs<span className="visually-hidden"> (opens in a new tab)</span>
          <span aria-hidden="true"> ↗</span>
        </a>
      </p>
    </nav>
  )
}
